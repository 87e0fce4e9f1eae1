// One set of messages for an address, wherever it is typed.
import {
  EMAIL_MESSAGE,
  GSTIN_MESSAGE,
  isEmail,
  isGstin,
  isPhone,
  isPincode,
  PHONE_MESSAGE,
  PINCODE_MESSAGE,
} from '../input-rules/input-rules';
import { fieldsFor, type AddressField, type AddressKind } from './address-fields';
import type { AddressValues } from './address-values';

export type AddressErrors = Partial<Record<AddressField, string>>;

const FORMAT_RULES: Partial<Record<AddressField, { isValid: (value: string) => boolean; message: string }>> = {
  pincode: { isValid: isPincode, message: PINCODE_MESSAGE },
  phone: { isValid: isPhone, message: PHONE_MESSAGE },
  email: { isValid: isEmail, message: EMAIL_MESSAGE },
  gstin: { isValid: isGstin, message: GSTIN_MESSAGE },
};

export function requiredMessage(label: string): string {
  return `${label} is required.`;
}

export function validateAddress(values: AddressValues, kind: AddressKind): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of fieldsFor(kind)) {
    const value = values[field.name].trim();
    const rule = FORMAT_RULES[field.name];
    if (!value) {
      if (field.required) errors[field.name] = requiredMessage(field.label);
    } else if (rule && !rule.isValid(value)) {
      errors[field.name] = rule.message;
    }
  }
  return errors;
}

export function hasBlankRequired(values: AddressValues, kind: AddressKind): boolean {
  return fieldsFor(kind).some((field) => field.required && !values[field.name].trim());
}
