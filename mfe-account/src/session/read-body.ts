import { parseBodyString } from '@store/shared';

/** Reads a body that may be an object or JSON text (with NaN); null when it is neither. */
export function readBody<T>(body: unknown): T | null {
  try {
    const value = parseBodyString<T | null>(body);
    return value === undefined ? null : value;
  } catch {
    return null;
  }
}
