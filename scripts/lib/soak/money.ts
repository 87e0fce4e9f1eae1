// Prices as the store shows them (shared/src/money/format-inr.ts): Indian grouping, rupee sign, 2 decimals.
const formatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const formatInr = (amount: number): string => formatter.format(amount);
