// Text the store keeps or looks up must be printable Unicode: a NUL byte, another control character
// (tab, line feed and carriage return excepted) or half of a surrogate pair is refused with a 400
// naming the field, before any route sees it. PostgreSQL cannot store NUL in text and lone
// surrogates are not UTF-8, so without this they reached the database and came back as a 500.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.js';

// Control characters are exactly what this guard looks for.
const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_DEPTH = 64;

/** The path of the first string (or key) holding an unsafe character, or null. */
export function findUnsafeText(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return UNSAFE.test(value) ? where : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const path = Array.isArray(value) ? `${where}[${key}]` : `${where}.${key}`;
    if (UNSAFE.test(key)) return path;
    const found = findUnsafeText(inner, path, depth + 1);
    if (found) return found;
  }
  return null;
}

export function unsafeTextError(where: string): ApiError {
  return new ApiError(
    400,
    `${where} contains a control character or broken Unicode (such as a NUL byte); remove it and try again`,
  );
}

/** Every parsed body (JSON or form), query string and path parameter of every route. */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findUnsafeText(request.body, 'body') ?? findUnsafeText(request.query, 'query') ?? findUnsafeText(request.params, 'params');
    if (found) throw unsafeTextError(found);
  });
}
