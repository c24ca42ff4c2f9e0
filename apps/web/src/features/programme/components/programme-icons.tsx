import { defineIcon } from '../../../shared/ui/icons.tsx';

/** The tooltip's 'i'. */
export const InfoIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.7v.2" />
  </>,
  20,
);

/** Read time. */
export const ClockIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
  20,
);
