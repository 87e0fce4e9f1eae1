import { EMAIL_MESSAGE, isEmail, isGstin, isPhone, isPincode } from '@store/shared';
import { fieldsFor, type AddressFieldName, type AddressKind, type AddressValues } from './address-fields';

export const ADDRESS_MESSAGES = {
  pincode: 'Please enter a valid 6-digit PIN code',
  phone: 'Please enter a valid 10-digit phone number',
  email: EMAIL_MESSAGE,
  gstin: 'Please enter a valid 15-character GSTIN',
} as const;

export type AddressErrors = Partial<Record<AddressFieldName, string>>;

export function validateAddress(values: AddressValues, kind: AddressKind): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of fieldsFor(kind)) {
    const value = (values[field.name] ?? '').trim();
    if (!value) {
      if (field.required) errors[field.name] = `${field.label} is required.`;
      continue;
    }
    const problem = formatProblem(field.name, value);
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

function formatProblem(name: AddressFieldName, value: string): string | undefined {
  switch (name) {
    case 'pincode':
      return isPincode(value) ? undefined : ADDRESS_MESSAGES.pincode;
    case 'phone':
      return isPhone(value) ? undefined : ADDRESS_MESSAGES.phone;
    case 'email':
      return isEmail(value) ? undefined : ADDRESS_MESSAGES.email;
    case 'gstin':
      return isGstin(value) ? undefined : ADDRESS_MESSAGES.gstin;
    default:
      return undefined;
  }
}
