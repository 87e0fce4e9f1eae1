// The footer's payment marks (docs/screens.md §2: Mastercard, Visa, American Express, UPI, Rupay, Net
// Banking), drawn as small SVG badges that each carry the method's name for screen readers.
import type { ReactNode } from 'react';
import type { PAYMENT_METHODS } from './footer-links';
import { useShellT } from '../../i18n/messages';

type Method = (typeof PAYMENT_METHODS)[number];

const word = (x: number, y: number, size: number, fill: string, text: string, extra: Record<string, string> = {}) => (
  <text
    x={x}
    y={y}
    fontSize={size}
    fill={fill}
    fontFamily="Arial, Helvetica, sans-serif"
    fontWeight="700"
    textAnchor="middle"
    {...extra}
  >
    {text}
  </text>
);

const MARKS: Record<Method, ReactNode> = {
  Mastercard: (
    <>
      <circle cx="25" cy="18" r="11" fill="#eb001b" />
      <circle cx="39" cy="18" r="11" fill="#f79e1b" />
      <path d="M32 9.5a11 11 0 0 1 0 17 11 11 0 0 1 0-17z" fill="#ff5f00" />
    </>
  ),
  Visa: word(32, 24, 17, '#1a1f71', 'VISA', { fontStyle: 'italic', letterSpacing: '1' }),
  'American Express': (
    <>
      <rect x="4" y="5" width="56" height="26" rx="3" fill="#2e77bc" />
      {word(32, 23, 12, '#fff', 'AMEX', { letterSpacing: '1.5' })}
    </>
  ),
  UPI: (
    <>
      {word(26, 24, 16, '#3d3d3d', 'UPI', { fontStyle: 'italic' })}
      <path d="M44 8l8 10-8 10z" fill="#f47920" />
      <path d="M50 8l8 10-8 10z" fill="#139447" />
    </>
  ),
  Rupay: (
    <>
      {word(27, 23, 14, '#1b3f8b', 'RuPay', { fontStyle: 'italic' })}
      <path d="M49 9l7 9-9 9z" fill="#f47920" />
      <path d="M53 9l7 9-9 9z" fill="#139447" opacity=".9" />
    </>
  ),
  'Net Banking': (
    <>
      <path d="M5 14l8.5-6 8.5 6z" fill="#1f2328" />
      <path d="M6.5 16h2.5v9H6.5zM12.25 16h2.5v9h-2.5zM18 16h2.5v9H18zM5 26h17v2.5H5z" fill="#1f2328" />
      {word(43, 17, 8, '#1f2328', 'NET')}
      {word(43, 27, 7.5, '#1f2328', 'BANKING')}
    </>
  ),
};

export function PaymentLogo({ method }: { method: Method }) {
  const t = useShellT();
  // The networks' names are brands; net banking is words.
  const name = method === 'Net Banking' ? t('footer.netBanking') : method;
  return (
    <svg viewBox="0 0 64 36" width="64" height="36" role="img" aria-label={name}>
      <rect x="0.5" y="0.5" width="63" height="35" rx="5" fill="#fff" stroke="#d0d4d9" />
      {MARKS[method]}
    </svg>
  );
}
