// Indian PIN codes are six digits and never start with 0.
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

export const PINCODE_MESSAGES = {
  invalid: 'Please enter a valid 6-digit pincode',
  available: 'Delivery is available in your area',
  unavailable: 'Delivery is not available in your area',
} as const;

export function isPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value.trim());
}

/** Keeps only digits, at most six, as the shopper types. */
export function pincodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}
