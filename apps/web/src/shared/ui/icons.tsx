import type { ReactNode, SVGProps } from 'react';

/** Props of every icon: decorative by default (the control that holds it carries the label). */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** An icon component drawing `paths` in the app's line style (24×24 grid, currentColor). */
export function defineIcon(paths: ReactNode, defaultSize = 24) {
  return function Icon({ size = defaultSize, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const FeedIcon = defineIcon(
  <>
    <rect x="3.5" y="4" width="17" height="16" rx="2.5" />
    <path d="M7.5 8.5h9M7.5 12h9M7.5 15.5h5" />
  </>,
);

export const ProgrammeIcon = defineIcon(
  <>
    <path d="M4 6h2M4 12h2M4 18h2" />
    <path d="M9.5 6H20M9.5 12H20M9.5 18H20" />
  </>,
);

export const WikiIcon = defineIcon(
  <>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H12v16H6.5A2.5 2.5 0 0 0 4 21.5z" />
    <path d="M20 5.5A2.5 2.5 0 0 0 17.5 3H12v16h5.5a2.5 2.5 0 0 1 2.5 2.5z" />
  </>,
);

export const CommunityIcon = defineIcon(
  <>
    <circle cx="9" cy="8.5" r="3.5" />
    <path d="M2.5 20c.8-3.4 3.3-5.5 6.5-5.5s5.7 2.1 6.5 5.5" />
    <path d="M16 5.2a3.5 3.5 0 0 1 0 6.6M18 14.8c1.8.7 3 2.5 3.5 5.2" />
  </>,
);

/** Favorites; filled (fill="currentColor") when a publication is in favorites. */
export const FavoritesIcon = defineIcon(
  <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
);

export const HomeIcon = defineIcon(
  <>
    <path d="M3.5 10.5L12 3.5l8.5 7" />
    <path d="M5.5 9v11h13V9" />
    <path d="M10 20v-5.5h4V20" />
  </>,
);

export const BellIcon = defineIcon(
  <>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2H4.5z" />
    <path d="M10 21h4" />
  </>,
);

export const ChevronDownIcon = defineIcon(<path d="M6 9.5l6 6 6-6" />);

export const ArrowLeftIcon = defineIcon(<path d="M19 12H5M11 6l-6 6 6 6" />);

export const ProgressIcon = defineIcon(
  <>
    <path d="M4 20V4" />
    <path d="M4 20h16" />
    <path d="M8 16l4-5 3 3 5-6" />
  </>,
);

export const ThemeIcon = defineIcon(
  <>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z" />
    <path d="M8.5 8h7M8.5 11.5h4.5" />
  </>,
);

export const ContentIcon = defineIcon(
  <>
    <rect x="3" y="4.5" width="18" height="15" rx="3" />
    <path d="M10 9.2v5.6l4.8-2.8z" />
  </>,
);

export const StoreIcon = defineIcon(
  <>
    <path d="M5 8h14l-1.2 12.5H6.2z" />
    <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
  </>,
);

export const UserIcon = defineIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c.9-3.9 3.8-6 7.5-6s6.6 2.1 7.5 6" />
  </>,
);

export const LogoutIcon = defineIcon(
  <>
    <path d="M14 4.5h4A1.5 1.5 0 0 1 19.5 6v12a1.5 1.5 0 0 1-1.5 1.5h-4" />
    <path d="M10 8l-4 4 4 4M6 12h9.5" />
  </>,
);

export const CloseIcon = defineIcon(<path d="M6 6l12 12M18 6L6 18" />);

export const AlertIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.3v.2" />
  </>,
);

export const LockIcon = defineIcon(
  <>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </>,
);

export const CompassIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </>,
);

/** Like: filled (fill="currentColor") when liked. */
export const HeartIcon = defineIcon(
  <path d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z" />,
);

export const EyeIcon = defineIcon(
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const CommentIcon = defineIcon(
  <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z" />,
);

export const PlayIcon = defineIcon(<path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />);

export const FileIcon = defineIcon(
  <>
    <path d="M6.5 3h7l4 4v14h-11z" />
    <path d="M13.5 3v4h4M9 12.5h6M9 16h6" />
  </>,
);

export const CheckIcon = defineIcon(<path d="M5 12.5l4.5 4.5L19 7.5" />);

export const PlusIcon = defineIcon(<path d="M12 5v14M5 12h14" />);

export const MinusIcon = defineIcon(<path d="M5 12h14" />);
