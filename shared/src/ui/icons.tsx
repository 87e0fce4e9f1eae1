// The store's one icon set, drawn inline: no icon font or extra request on first paint. Decorative
// (aria-hidden): the button or link around an icon carries the words.
import type { ReactNode } from 'react';

interface IconProps {
  /** Width and height in px; the drawing is on a 24-unit grid. */
  size?: number;
}

function icon(paths: ReactNode, strokeWidth = 2) {
  return function Icon({ size = 24 }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        aria-hidden="true"
      >
        {paths}
      </svg>
    );
  };
}

export const HeartIcon = icon(
  <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />,
);
export const CompareIcon = icon(<path d="M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5" />);
export const CartIcon = icon(
  <>
    <circle cx="9" cy="21" r="1" />
    <circle cx="20" cy="21" r="1" />
    <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
  </>,
);
export const MenuIcon = icon(<path d="M3 6h18M3 12h18M3 18h18" />);
export const UserIcon = icon(
  <>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </>,
);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>,
);
export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);
export const CheckIcon = icon(<path d="M4 12.5l5 5L20 6.5" />, 3);
export const FilterIcon = icon(<path d="M3 5h18l-7 8v6l-4 2v-8z" />);

/** The video's play button: a filled disc, not a line drawing. */
export const PlayIcon = () => (
  <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
    <circle cx="28" cy="28" r="27" fill="rgba(198,40,40,0.92)" />
    <path d="M22 17l18 11-18 11z" fill="#fff" />
  </svg>
);
