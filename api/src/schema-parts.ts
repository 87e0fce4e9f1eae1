// Pieces of JSON schema that several modules' routes share.

export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** `{ statusCode, body }` with a message as body: most answers of spec §7, and every refusal. */
export const messageAnswer = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, body: { type: 'string' } },
  required: ['statusCode', 'body'],
} as const;
