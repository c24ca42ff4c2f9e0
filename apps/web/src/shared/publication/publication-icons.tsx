import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function icon(paths: ReactNode) {
  return function Icon({ size = 20, ...props }: IconProps) {
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

/** Like: filled (fill="currentColor") when liked. */
export const HeartIcon = icon(
  <path d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z" />,
);

/** Favorite: filled when in favorites. */
export const StarIcon = icon(
  <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
);

export const EyeIcon = icon(
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const CommentIcon = icon(
  <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z" />,
);

export const PlayIcon = icon(<path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />);

export const FileIcon = icon(
  <>
    <path d="M6.5 3h7l4 4v14h-11z" />
    <path d="M13.5 3v4h4M9 12.5h6M9 16h6" />
  </>,
);

export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />);

export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);

export const MinusIcon = icon(<path d="M5 12h14" />);
