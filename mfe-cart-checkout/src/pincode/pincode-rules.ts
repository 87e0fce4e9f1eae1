// The pincode box's words (keys of this section's catalogues) and typing rule; what a valid pincode
// is lives in @store/shared (isPincode).
import { digitsOnly } from '@store/shared';

export const PINCODE_MESSAGES = {
  invalid: 'pincode.invalid',
  available: 'pincode.available',
  unavailable: 'pincode.unavailable',
} as const;

/** Keeps only digits, at most six, as the shopper types. */
export function pincodeInput(value: string): string {
  return digitsOnly(value, 6);
}
