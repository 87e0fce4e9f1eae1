// The figures the policy texts state (docs/screens.md §9), kept in one place so every page that repeats a
// rule repeats the same number.
import { LANGUAGE_LOCALES, type Language } from '@store/shared';
import type { ContentKey } from '../i18n/messages';

export const COMPANY_NAME = 'Bengal Electronics';
export const FOUNDED_YEAR = 1987;
export const SHOWROOMS_IN_2020 = 50;
export const EXPANSION_STATES = [
  'state.westBengal',
  'state.jharkhand',
  'state.uttarPradesh',
  'state.rajasthan',
  'state.haryana',
] as const satisfies readonly ContentKey[];

export const POLICY = {
  /** Rupees; written with the page's money format. */
  codLimit: 50_000,
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

/** "A, B, C and D" in the language's own way of listing. */
export function statesInWords(t: (key: ContentKey) => string, language: Language): string {
  return new Intl.ListFormat(LANGUAGE_LOCALES[language], { type: 'conjunction' }).format(EXPANSION_STATES.map((key) => t(key)));
}
