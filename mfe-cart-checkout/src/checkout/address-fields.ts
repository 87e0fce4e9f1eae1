// The billing and shipping forms of docs/screens.md §3 (Address) with the required fields of docs/screens.md §5.
import type { Address } from '@store/shared';

export type AddressField = Exclude<keyof Address, 'country_region'> | 'country_region';

export interface FieldSpec {
  name: AddressField;
  label: string;
  required: boolean;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'numeric' | 'email' | 'tel';
  placeholder?: string;
  /** Country is fixed to India and shown read-only. */
  readOnly?: boolean;
  wide?: boolean;
}

const field = (spec: FieldSpec) => spec;

const FIRST_NAME = field({ name: 'first_name', label: 'First name', required: true, autoComplete: 'given-name' });
const LAST_NAME = field({ name: 'last_name', label: 'Last name', required: true, autoComplete: 'family-name' });
const COMPANY = field({
  name: 'company_name',
  label: 'Company name (optional)',
  required: false,
  autoComplete: 'organization',
  wide: true,
});
const COUNTRY = field({
  name: 'country_region',
  label: 'Country / Region',
  required: true,
  autoComplete: 'country-name',
  readOnly: true,
  wide: true,
});
const STREET = field({
  name: 'street_address',
  label: 'Street address',
  required: true,
  autoComplete: 'address-line1',
  placeholder: 'House number and street name',
  wide: true,
});
const APARTMENT = field({
  name: 'apartment',
  label: 'Apartment, suite, unit, etc. (optional)',
  required: false,
  autoComplete: 'address-line2',
  wide: true,
});
const CITY = field({ name: 'city', label: 'Town / City', required: true, autoComplete: 'address-level2' });
const STATE = field({ name: 'state', label: 'State', required: true, autoComplete: 'address-level1' });
const PINCODE = field({ name: 'pincode', label: 'PIN Code', required: true, autoComplete: 'postal-code', inputMode: 'numeric' });

export const BILLING_FIELDS: FieldSpec[] = [
  FIRST_NAME,
  LAST_NAME,
  COMPANY,
  field({ name: 'gstin', label: 'GSTIN (optional)', required: false, autoComplete: 'off' }),
  field({ name: 'salesman_name', label: 'Salesman name (optional)', required: false, autoComplete: 'off' }),
  field({ name: 'store_name', label: 'Store name (optional)', required: false, autoComplete: 'off' }),
  COUNTRY,
  field({ name: 'landmark', label: 'Landmark', required: true, autoComplete: 'off', wide: true }),
  STREET,
  APARTMENT,
  CITY,
  STATE,
  PINCODE,
  field({ name: 'phone', label: 'Phone', required: true, autoComplete: 'tel-national', type: 'tel', inputMode: 'numeric' }),
  field({ name: 'email', label: 'Email address', required: true, autoComplete: 'email', type: 'email', inputMode: 'email' }),
];

/** The shipping form omits gstin, salesman_name, store_name, landmark, phone and email (docs/screens.md §3). */
export const SHIPPING_FIELDS: FieldSpec[] = [FIRST_NAME, LAST_NAME, COMPANY, COUNTRY, STREET, APARTMENT, CITY, STATE, PINCODE];
