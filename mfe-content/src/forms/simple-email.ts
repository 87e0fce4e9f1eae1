// The store's one e-mail shape (docs/screens.md §5): no spaces, an @, a dot and a suffix of 2 or more letters.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,}$/;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

export function isSimpleEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
