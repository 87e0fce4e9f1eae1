// The address form of docs/screens.md §3. Shipping omits gstin, salesman_name, store_name, landmark, phone and email.
import type { Address } from '@store/shared';

export type AddressKind = 'billing' | 'shipping';
export type AddressFieldName = Exclude<keyof Address, 'country_region'>;

export interface AddressFieldSpec {
  name: AddressFieldName;
  label: string;
  required: boolean;
  autoComplete?: string;
  type?: 'text' | 'tel' | 'email';
  /** Digits only, at most this many (pincode, phone). */
  digits?: number;
  placeholder?: string;
}

const ALL: AddressFieldSpec[] = [
  { name: 'first_name', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', required: true, autoComplete: 'family-name' },
  { name: 'company_name', label: 'Company name (optional)', required: false, autoComplete: 'organization' },
  { name: 'gstin', label: 'GSTIN (optional)', required: false },
  { name: 'salesman_name', label: 'Salesman name (optional)', required: false },
  { name: 'store_name', label: 'Store name (optional)', required: false },
  { name: 'landmark', label: 'Landmark', required: true },
  {
    name: 'street_address',
    label: 'Street address',
    required: true,
    autoComplete: 'address-line1',
    placeholder: 'House number and street name',
  },
  { name: 'apartment', label: 'Apartment, suite, unit, etc. (optional)', required: false, autoComplete: 'address-line2' },
  { name: 'city', label: 'Town / City', required: true, autoComplete: 'address-level2' },
  { name: 'state', label: 'State', required: true, autoComplete: 'address-level1' },
  { name: 'pincode', label: 'PIN code', required: true, autoComplete: 'postal-code', digits: 6 },
  { name: 'phone', label: 'Phone', required: true, autoComplete: 'tel-national', type: 'tel', digits: 10 },
  { name: 'email', label: 'Email address', required: true, autoComplete: 'email', type: 'email' },
];

const NOT_IN_SHIPPING: AddressFieldName[] = ['gstin', 'salesman_name', 'store_name', 'landmark', 'phone', 'email'];

export function fieldsFor(kind: AddressKind): AddressFieldSpec[] {
  return kind === 'billing' ? ALL : ALL.filter((field) => !NOT_IN_SHIPPING.includes(field.name));
}

export type AddressValues = Partial<Record<AddressFieldName, string>>;

export function valuesOf(address: Partial<Address> | null | undefined, kind: AddressKind): AddressValues {
  return Object.fromEntries(fieldsFor(kind).map((field) => [field.name, String(address?.[field.name] ?? '')]));
}

/** The address to save: trimmed values of this form's fields, country fixed to India. */
export function addressOf(values: AddressValues, kind: AddressKind): Address {
  const fields = Object.fromEntries(fieldsFor(kind).map((field) => [field.name, (values[field.name] ?? '').trim()]));
  return { ...fields, country_region: 'India' } as Address;
}
