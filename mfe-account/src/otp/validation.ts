import { PHONE_LENGTH } from '@store/shared';

/** Keeps digits only and cuts to max characters (phone and OTP inputs). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

export function isCompletePhone(phone: string): boolean {
  return new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(phone);
}

/** Spec §5: no spaces, an @, a dot and a suffix of 2 or more letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
