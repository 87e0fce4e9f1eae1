// The api's rules for what shoppers type (pincode, phone, e-mail, GSTIN), used by every module that
// takes them. The storefront has its own copy in @store/shared (the api imports no front-end code);
// scripts/input-rules.test.ts runs one table of inputs through both and fails when they disagree.

/** Indian PIN codes: six digits, never starting with 0. */
const PINCODE = /^[1-9][0-9]{5}$/;
/** docs/screens.md §5: exactly ten digits. */
const PHONE = /^[0-9]{10}$/;
/** docs/screens.md §5: no spaces, an @, a dot and a suffix of two or more letters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;
/** State code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN = /^(0[1-9]|[12][0-9]|3[0-8]|97|99)[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function isPincode(text: string): boolean {
  return PINCODE.test(text);
}

export function isPhone(text: string): boolean {
  return PHONE.test(text);
}

export function isEmail(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text);
}

/** Upper-cased first: a GSTIN typed in lower case is the same GSTIN. */
export function isGstin(text: string): boolean {
  const gstin = text.toUpperCase();
  if (!GSTIN.test(gstin)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const weighted = BASE36.indexOf(gstin[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(weighted / 36) + (weighted % 36);
  }
  return gstin[14] === BASE36[(36 - (sum % 36)) % 36];
}
