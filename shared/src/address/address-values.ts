// What an address form holds while it is typed, and the address it saves.
import type { Address } from '@store/runtime';
import { digitsOnly } from '../input-rules/input-rules';
import { fieldsFor, type AddressField, type AddressKind } from './address-fields';

export type AddressValues = Record<AddressField, string>;

const ALL_FIELDS = fieldsFor('billing').map((field) => field.name);
const DIGITS = new Map(fieldsFor('billing').map((field) => [field.name, field.digits]));

/** Every field as text (a saved address, a draft or nothing), the country fixed to India. */
export function valuesFrom(address: object | null | undefined): AddressValues {
  const values = {} as AddressValues;
  for (const name of ALL_FIELDS) {
    const value = (address as Partial<Record<string, unknown>> | null | undefined)?.[name];
    values[name] = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
  values.country_region = 'India';
  return values;
}

/** Keeps phone and pincode to digits as they are typed. */
export function cleanInput(name: AddressField, value: string): string {
  const digits = DIGITS.get(name);
  return digits ? digitsOnly(value, digits) : value;
}

/** The address as the api takes it: this form's fields only, trimmed, country fixed to India. */
export function addressOf(values: AddressValues, kind: AddressKind): Address {
  const address: Record<string, string> = {};
  for (const field of fieldsFor(kind)) address[field.name] = values[field.name].trim();
  address.country_region = 'India';
  return address as unknown as Address;
}
