import { defineIcon } from '../../../shared/ui/icons.tsx';

// The comment section's own icons, drawn like shared/ui/icons.tsx.

export const ImageIcon = defineIcon(
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="M20.5 16l-5-5-8.5 8.5" />
  </>,
);

export const SendIcon = defineIcon(<path d="M4 12l16-8-6 16-2.5-6.5z M11.5 13.5L20 4" />);

export const ReplyIcon = defineIcon(
  <path d="M10 7L4.5 12 10 17M5 12h9a5.5 5.5 0 0 1 5.5 5.5V19" />,
);

export const ShareIcon = defineIcon(
  <>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </>,
);

export const MoreIcon = defineIcon(
  <>
    <circle cx="5.5" cy="12" r="1.2" fill="currentColor" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    <circle cx="18.5" cy="12" r="1.2" fill="currentColor" />
  </>,
);

export const PinIcon = defineIcon(
  <>
    <path d="M9 4h6l-1 5 3.5 3.5h-11L10 9z" />
    <path d="M12 12.5V20" />
  </>,
);

export const TrashIcon = defineIcon(
  <>
    <path d="M4.5 7h15M10 4h4M6.5 7l1 13h9l1-13" />
    <path d="M10 11v5.5M14 11v5.5" />
  </>,
);

export const FlagIcon = defineIcon(<path d="M5.5 21V4M5.5 4.5h11l-2 4 2 4h-11" />);

export const WarningIcon = defineIcon(
  <>
    <path d="M12 4l9 15.5H3z" />
    <path d="M12 10v4M12 16.8v.2" />
  </>,
);

export const ChevronLeftIcon = defineIcon(<path d="M14.5 6l-6 6 6 6" />);
export const ChevronRightIcon = defineIcon(<path d="M9.5 6l6 6-6 6" />);
export const ChevronsLeftIcon = defineIcon(<path d="M12 6l-6 6 6 6M18 6l-6 6 6 6" />);
export const ChevronsRightIcon = defineIcon(<path d="M12 6l6 6-6 6M6 6l6 6-6 6" />);

export const ArrowIcon = defineIcon(<path d="M5 12h13M13 7l5 5-5 5" />);
