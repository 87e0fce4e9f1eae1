// The figures the policy texts state (docs/screens.md §9), kept in one place so every page that repeats a
// rule repeats the same number.
import { formatINR } from '@store/shared';

export const COMPANY_NAME = 'Bengal Electronics';
export const FOUNDED_YEAR = 1987;
export const SHOWROOMS_IN_2020 = 50;
export const EXPANSION_STATES = ['West Bengal', 'Jharkhand', 'Uttar Pradesh', 'Rajasthan', 'Haryana'] as const;

export const POLICY = {
  codLimit: formatINR(50_000),
  deliveryMinBusinessDays: 4,
  installationMinBusinessDays: 4,
  cancellationWindowDays: 2,
  cancellationDeductionPercent: 5,
  refundWorkingDays: '10-15',
  unresponsiveDays: 8,
  cardDigits: 16,
  cvvDigits: 3,
  minimumAge: 18,
} as const;

/** "A, B, C and D" */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
