// docs/screens.md §3 address fields and §5 required checkout fields. The shipping form omits gstin,
// salesman_name, store_name, landmark, phone and email.
import { isEmail, isGstin, isPhone, isPincode } from '../../input-rules.js';

export const BILLING_FIELDS = [
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
] as const;
export const SHIPPING_FIELDS = [
  'first_name',
  'last_name',
  'company_name',
  'country_region',
  'street_address',
  'apartment',
  'city',
  'state',
  'pincode',
] as const;

export const BILLING_REQUIRED = [
  'first_name',
  'last_name',
  'country_region',
  'landmark',
  'street_address',
  'city',
  'state',
  'pincode',
  'phone',
  'email',
];
export const SHIPPING_REQUIRED = ['first_name', 'last_name', 'country_region', 'street_address', 'city', 'state', 'pincode'];

export type Address = Record<string, string>;

const LABELS: Record<string, string> = {
  first_name: 'first name',
  last_name: 'last name',
  company_name: 'company name',
  gstin: 'GSTIN',
  salesman_name: 'salesman name',
  store_name: 'store name',
  country_region: 'country / region',
  landmark: 'landmark',
  street_address: 'street address',
  apartment: 'apartment',
  city: 'town / city',
  state: 'state',
  pincode: 'pincode',
  phone: 'phone',
  email: 'e-mail',
};

export const MAX_FIELD_LENGTH = 200;

export interface AddressProblem {
  field: string;
  message: string;
}

/** Trims known fields, drops unknown ones, and reports the first field at fault. */
export function checkAddress(
  kind: 'billing' | 'shipping',
  input: Record<string, unknown>,
): { address: Address } | { problem: AddressProblem } {
  const fields = kind === 'billing' ? BILLING_FIELDS : SHIPPING_FIELDS;
  const required = kind === 'billing' ? BILLING_REQUIRED : SHIPPING_REQUIRED;
  const title = kind === 'billing' ? 'Billing' : 'Shipping';
  const address: Address = {};
  for (const name of fields) {
    const raw = input[name];
    const field = `${kind}_address.${name}`;
    if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
      return { problem: { field, message: `${title} ${LABELS[name]} must be text` } };
    }
    const value = raw === undefined || raw === null ? '' : String(raw).trim();
    if (value.length > MAX_FIELD_LENGTH) {
      return { problem: { field, message: `${title} ${LABELS[name]} must be at most ${MAX_FIELD_LENGTH} characters` } };
    }
    if (value === '' && required.includes(name)) {
      return { problem: { field, message: `${title} ${LABELS[name]} is required` } };
    }
    address[name] = value;
  }
  const problem = (name: string, message: string) => ({
    problem: { field: `${kind}_address.${name}`, message: `${title} ${message}` },
  });
  if (address.country_region !== 'India') return problem('country_region', 'country / region must be India');
  if (!isPincode(address.pincode ?? '')) return problem('pincode', 'pincode must be 6 digits, not starting with 0');
  if (kind === 'billing') {
    if (!isPhone(address.phone ?? '')) return problem('phone', 'phone must be 10 digits');
    if (!isEmail(address.email ?? '')) return problem('email', 'e-mail is not a valid e-mail address');
    if (address.gstin && !isGstin(address.gstin)) return problem('gstin', 'GSTIN is not a valid 15-character GSTIN');
  }
  return { address };
}

/** The shipping form is optional: null, {} or only blank fields mean "same as billing". */
export function isBlankAddress(input: unknown): boolean {
  if (input === null || input === undefined) return true;
  if (typeof input !== 'object' || Array.isArray(input)) return false;
  return Object.values(input as Record<string, unknown>).every(
    (v) => v === null || v === undefined || (typeof v === 'string' && (v.trim() === '' || v === 'India')),
  );
}
