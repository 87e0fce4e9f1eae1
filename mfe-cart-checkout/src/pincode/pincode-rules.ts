// The pincode box's words and typing rule; what a valid pincode is lives in @store/shared (isPincode).
import { digitsOnly, PINCODE_MESSAGE } from '@store/shared';

export const PINCODE_MESSAGES = {
  invalid: PINCODE_MESSAGE,
  available: 'Delivery is available in your area',
  unavailable: 'Delivery is not available in your area',
} as const;

/** Keeps only digits, at most six, as the shopper types. */
export function pincodeInput(value: string): string {
  return digitsOnly(value, 6);
}
