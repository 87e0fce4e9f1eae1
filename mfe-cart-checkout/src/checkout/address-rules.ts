// What the checkout forms hold and when they are complete (docs/screens.md §5).
import type { Address } from '@store/shared';
import { isPincode, pincodeInput } from '../pincode/pincode-rules';
import type { AddressField, FieldSpec } from './address-fields';

export type AddressDraft = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

const ALL_FIELDS: AddressField[] = [
  'first_name', 'last_name', 'company_name', 'gstin', 'salesman_name', 'store_name', 'country_region',
  'landmark', 'street_address', 'apartment', 'city', 'state', 'pincode', 'phone', 'email',
];

export const FIELD_MESSAGES = {
  required: 'This field is required.',
  phone: 'Phone number must be 10 digits',
  email: 'Please enter a valid email address',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

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
  if (name === 'phone') return value.replace(/\D/g, '').slice(0, 10);
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
    if (field.name === 'phone' && !/^\d{10}$/.test(value)) errors.phone = FIELD_MESSAGES.phone;
    if (field.name === 'email' && !EMAIL_PATTERN.test(value)) errors.email = FIELD_MESSAGES.email;
    if (field.name === 'pincode' && !isPincode(value)) errors.pincode = 'Please enter a valid 6-digit pincode';
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
