// What the checkout forms hold and when they are complete (docs/screens.md §5).
import { digitsOnly, EMAIL_MESSAGE, isEmail, isGstin, isPhone, isPincode, PHONE_LENGTH, type Address } from '@store/shared';
import { PINCODE_MESSAGES, pincodeInput } from '../pincode/pincode-rules';
import type { AddressField, FieldSpec } from './address-fields';

export type AddressDraft = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

const ALL_FIELDS: AddressField[] = [
  'first_name',
  'last_name',
  'company_name',
  'gstin',
  'salesman_name',
  'store_name',
  'country_region',
  'landmark',
  'street_address',
  'apartment',
  'city',
  'state',
  'pincode',
  'phone',
  'email',
];

export const FIELD_MESSAGES = {
  required: 'This field is required.',
  phone: 'Phone number must be 10 digits',
  email: EMAIL_MESSAGE,
  gstin: 'Please enter a valid 15-character GSTIN',
} as const;

export function draftFrom(address: object | null | undefined): AddressDraft {
  const draft = {} as AddressDraft;
  for (const name of ALL_FIELDS) {
    const value = (address as Partial<Record<string, unknown>> | null | undefined)?.[name];
    draft[name] = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
  draft.country_region = 'India';
  return draft;
}

/** Keeps phone and pincode to digits as they are typed. */
export function cleanInput(name: AddressField, value: string): string {
  if (name === 'phone') return digitsOnly(value, PHONE_LENGTH);
  if (name === 'pincode') return pincodeInput(value);
  return value;
}

export function hasBlankRequired(draft: AddressDraft, fields: FieldSpec[]): boolean {
  return fields.some((field) => field.required && !draft[field.name].trim());
}

export function validateAddress(draft: AddressDraft, fields: FieldSpec[]): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of fields) {
    const value = draft[field.name].trim();
    if (!value) {
      if (field.required) errors[field.name] = FIELD_MESSAGES.required;
      continue;
    }
    if (field.name === 'phone' && !isPhone(value)) errors.phone = FIELD_MESSAGES.phone;
    if (field.name === 'email' && !isEmail(value)) errors.email = FIELD_MESSAGES.email;
    if (field.name === 'pincode' && !isPincode(value)) errors.pincode = PINCODE_MESSAGES.invalid;
    if (field.name === 'gstin' && !isGstin(value)) errors.gstin = FIELD_MESSAGES.gstin;
  }
  return errors;
}

/** The address as the api takes it: the form's fields only, trimmed, country fixed to India. */
export function toAddress(draft: AddressDraft, fields: FieldSpec[]): Address {
  const address: Record<string, string> = {};
  for (const field of fields) address[field.name] = draft[field.name].trim();
  address.country_region = 'India';
  return address as unknown as Address;
}
