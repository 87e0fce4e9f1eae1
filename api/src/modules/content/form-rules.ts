// Checks shared by the store's forms; the messages are the ones the pages show (docs/screens.md §5).
import { ApiError } from '../../errors.js';
import { isEmail } from '../../input-rules.js';

export function checkEmail(value: string | undefined, required: boolean): string | null {
  const email = value?.trim() ?? '';
  if (!email) {
    if (required) throw new ApiError(400, 'email: This field is required.');
    return null;
  }
  if (!isEmail(email)) throw new ApiError(400, 'Please enter a valid email address');
  return email;
}

export function requiredText(name: string, value: string | undefined, max: number): string {
  const text = value?.trim() ?? '';
  if (!text) throw new ApiError(400, `${name}: This field is required.`);
  if (text.length > max) throw new ApiError(400, `${name} must be at most ${max} characters`);
  return text;
}

export function optionalText(name: string, value: string | undefined, max: number): string | null {
  const text = value?.trim() ?? '';
  if (text.length > max) throw new ApiError(400, `${name} must be at most ${max} characters`);
  return text || null;
}
