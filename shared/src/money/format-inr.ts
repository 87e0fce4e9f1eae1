// The one money formatter: Indian grouping, rupee sign, always 2 decimals.
const formatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatINR(amount: number | null | undefined): string {
  return formatter.format(Number.isFinite(amount) ? (amount as number) : 0);
}

/** Rounds to whole paise; every sum of money goes through this. */
export function toPaise(amount: number): number {
  return Math.round(amount * 100);
}

export function fromPaise(paise: number): number {
  return paise / 100;
}
