// The billing and shipping address forms of docs/screens.md §3, used by checkout and by the account's
// address book alike. Shipping omits gstin, salesman_name, store_name, landmark, phone and email.
import type { Address } from '@store/runtime';

export type AddressKind = 'billing' | 'shipping';
export type AddressField = keyof Address;

export interface AddressFieldSpec {
  name: AddressField;
  label: string;
  required: boolean;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'numeric' | 'email';
  /** Digits only, at most this many (pincode, phone). */
  digits?: number;
  placeholder?: string;
  /** The country is fixed to India and shown read-only. */
  readOnly?: boolean;
  /** Spans the whole row on wide screens. */
  wide?: boolean;
}

const BILLING: AddressFieldSpec[] = [
  { name: 'first_name', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', required: true, autoComplete: 'family-name' },
  { name: 'company_name', label: 'Company name (optional)', required: false, autoComplete: 'organization', wide: true },
  { name: 'gstin', label: 'GSTIN (optional)', required: false, autoComplete: 'off' },
  { name: 'salesman_name', label: 'Salesman name (optional)', required: false, autoComplete: 'off' },
  { name: 'store_name', label: 'Store name (optional)', required: false, autoComplete: 'off' },
  { name: 'country_region', label: 'Country / Region', required: true, autoComplete: 'off', readOnly: true, wide: true },
  { name: 'landmark', label: 'Landmark', required: true, autoComplete: 'off', wide: true },
  {
    name: 'street_address',
    label: 'Street address',
    required: true,
    autoComplete: 'address-line1',
    placeholder: 'House number and street name',
    wide: true,
  },
  {
    name: 'apartment',
    label: 'Apartment, suite, unit, etc. (optional)',
    required: false,
    autoComplete: 'address-line2',
    wide: true,
  },
  { name: 'city', label: 'Town / City', required: true, autoComplete: 'address-level2' },
  { name: 'state', label: 'State', required: true, autoComplete: 'address-level1' },
  { name: 'pincode', label: 'PIN code', required: true, autoComplete: 'postal-code', inputMode: 'numeric', digits: 6 },
  { name: 'phone', label: 'Phone', required: true, autoComplete: 'tel-national', type: 'tel', inputMode: 'numeric', digits: 10 },
  { name: 'email', label: 'Email address', required: true, autoComplete: 'email', type: 'email', inputMode: 'email' },
];

const NOT_IN_SHIPPING: AddressField[] = ['gstin', 'salesman_name', 'store_name', 'landmark', 'phone', 'email'];
const SHIPPING = BILLING.filter((field) => !NOT_IN_SHIPPING.includes(field.name));

export function fieldsFor(kind: AddressKind): AddressFieldSpec[] {
  return kind === 'billing' ? BILLING : SHIPPING;
}
