/** All money inside the api is integer paise; rupees appear only at the edges (answers, PayU amount).
 * The one home of the api's conversions, for every module. */
export type Paise = number;

export function rupeesToPaise(rupees: number | string): Paise {
  const value = typeof rupees === 'string' ? Number(rupees) : rupees;
  if (!Number.isFinite(value)) throw new RangeError(`not an amount: ${String(rupees)}`);
  return Math.round(value * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/** PayU amounts are decimal strings with two places. */
export function paiseToAmountText(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Reads an amount a provider posts back ("1234.5", "1234.50", "1234"); null when it is not one. */
export function amountTextToPaise(text: string): Paise | null {
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text.trim())) return null;
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
