import { ApiError } from '../../errors.js';
import type { RoutesPlugin } from '../../schema-types.js';
import { messageAnswer, objectAnswer } from '../../schema-parts.js';
import { requireUser } from '../accounts/sessions.js';
import { checkAddress, isBlankAddress, type Address } from './address-rules.js';
import { readAddresses, saveAddresses } from './address-store.js';

const addressObject = { type: ['object', 'null'], additionalProperties: { type: ['string', 'number', 'null'] } } as const;
const addressAnswer = { type: ['object', 'null'], additionalProperties: { type: 'string' } } as const;

const registrationSchema = {
  tags: ['addresses'],
  body: {
    type: 'object',
    properties: { token: { type: 'string', maxLength: 200 }, billing_address: addressObject, shipping_address: addressObject },
  },
  response: {
    200: messageAnswer,
  },
} as const;

const fetchSchema = {
  tags: ['addresses'],
  body: { type: 'object', properties: { token: { type: 'string', maxLength: 200 } } },
  response: {
    200: objectAnswer({ billing_address: addressAnswer, shipping_address: addressAnswer }, [
      'billing_address',
      'shipping_address',
    ]),
  },
} as const;

type AddressInput = Record<string, unknown> | null | undefined;

function validated(kind: 'billing' | 'shipping', input: AddressInput): Address | null {
  if (isBlankAddress(input)) return null;
  const result = checkAddress(kind, input as Record<string, unknown>);
  if ('problem' in result) {
    throw new ApiError(400, result.problem.message, {
      statusCode: 400,
      body: result.problem.message,
      field: result.problem.field,
    });
  }
  return result.address;
}

export const addressesRoutes: RoutesPlugin = async (app) => {
  app.post('/address-registration', { schema: registrationSchema }, async (request) => {
    const user = await requireUser(app.db, request.body?.token);
    const billing = validated('billing', request.body?.billing_address);
    const shipping = validated('shipping', request.body?.shipping_address);
    if (!billing && !shipping)
      throw new ApiError(400, 'Billing first name is required', {
        statusCode: 400,
        body: 'Billing first name is required',
        field: 'billing_address.first_name',
      });
    await saveAddresses(app.db, user.id, billing, shipping);
    return { statusCode: 200, body: 'Address saved successfully' };
  });

  app.post('/address-fetch', { schema: fetchSchema }, async (request) => {
    const user = await requireUser(app.db, request.body?.token);
    return { statusCode: 200, body: await readAddresses(app.db, user.id) };
  });
};
