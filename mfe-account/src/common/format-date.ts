const OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** Order dates as a shopper in India reads them, in the page's locale: 5 March 2025. */
export function formatOrderDate(value: string, locale = 'en-IN'): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(locale, OPTIONS).format(date);
}
