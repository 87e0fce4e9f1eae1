// The one money formatter: Indian grouping, rupee sign, always 2 decimals, in the page's language
// with Latin digits in all three (docs/decisions/0015-languages-digits-and-urls.md).
import { LANGUAGE_LOCALES, type Language } from '@store/runtime';

const formatters = new Map<Language, Intl.NumberFormat>();

function formatterFor(language: Language): Intl.NumberFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(language, formatter);
  }
  return formatter;
}

export function formatINR(amount: number | null | undefined, language: Language = 'en'): string {
  return formatterFor(language).format(Number.isFinite(amount) ? (amount as number) : 0);
}

/** Rounds to whole paise; every sum of money goes through this. */
export function toPaise(amount: number): number {
  return Math.round(amount * 100);
}

export function fromPaise(paise: number): number {
  return paise / 100;
}
