// The store's one set of input rules. Every form of every section checks with these, and the api
// checks the same inputs with its own copy; scripts/input-rules.test.ts holds both to one table.

/** Indian PIN codes: six digits, never starting with 0 (the first digit is the postal region). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** docs/screens.md §5: digits only, exactly 10 (PHONE_LENGTH). */
export const PHONE_PATTERN = /^\d{10}$/;

/** docs/screens.md §5: no spaces, an @, a dot and a suffix of 2 or more letters; at most 254 characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';
export const PINCODE_MESSAGE = 'Please enter a valid 6-digit pincode';
export const GSTIN_MESSAGE = 'Please enter a valid 15-character GSTIN';

/**
 * GSTIN: state code (01-38, 97 other territory, 99 centre), the holder's PAN (5 letters, 4 digits,
 * 1 letter), entity number, 'Z', then a check character over the first 14.
 */
export const GSTIN_PATTERN = /^(0[1-9]|[12]\d|3[0-8]|97|99)[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTN check character: base-36 digits weighted 1,2,1,2..., each product folded (quotient + remainder). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_ALPHABET.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export function isPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value.trim());
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Case does not matter: shoppers often type the GSTIN in lower case. */
export function isGstin(value: string): boolean {
  const gstin = value.trim().toUpperCase();
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin) === gstin.charAt(14);
}

/** What a digits-only box keeps as the shopper types (phone, pincode, OTP): digits, at most max. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
