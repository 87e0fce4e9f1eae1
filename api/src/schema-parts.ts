// Pieces of JSON schema that several modules' routes share.

export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** `{ statusCode, body }` with a message as body: most answers in api/CALLS.md, and every refusal. */
export const messageAnswer = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, body: { type: 'string' } },
  required: ['statusCode', 'body'],
} as const;

/** `{ statusCode, body }` with an object as body: the answers in api/CALLS.md that carry data. */
export const objectAnswer = (properties: Record<string, unknown>, required: readonly string[]) =>
  ({
    type: 'object',
    properties: { statusCode: { type: 'integer' }, body: { type: 'object', properties, required } },
    required: ['statusCode', 'body'],
  }) as const;
