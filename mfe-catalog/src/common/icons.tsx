// Inline icons (no icon font to download). Decorative: the buttons carry the words.
const base = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  'aria-hidden': true,
} as const;

export const CartIcon = () => (
  <svg {...base}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.4a1.5 1.5 0 0 0 1.5 1.1h8.7a1.5 1.5 0 0 0 1.5-1.1L21 7H6" />
  </svg>
);

export const CheckIcon = () => (
  <svg {...base} strokeWidth={3}>
    <path d="M4 12.5l5 5L20 6.5" />
  </svg>
);

export const HeartIcon = () => (
  <svg {...base}>
    <path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5c-2.2 4.6-9.2 9-9.2 9z" />
  </svg>
);

export const CompareIcon = () => (
  <svg {...base}>
    <path d="M7 4v16M17 4v16M3 8l4-4 4 4M13 16l4 4 4-4" />
  </svg>
);

export const PlayIcon = () => (
  <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
    <circle cx="28" cy="28" r="27" fill="rgba(198,40,40,0.92)" />
    <path d="M22 17l18 11-18 11z" fill="#fff" />
  </svg>
);

export const FilterIcon = () => (
  <svg {...base}>
    <path d="M3 5h18l-7 8v6l-4 2v-8z" />
  </svg>
);
