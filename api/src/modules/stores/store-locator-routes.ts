// GET store-locator: every store, nested by state, area and pincode (api/CALLS.md).
import type { RoutesPlugin } from '../../schema-types.js';
import { storeDirectory } from './store-queries.js';

const storeSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    url: { type: 'string' },
    phone: { type: 'string' },
    address: { type: 'string' },
    google_location: { type: 'string' },
    image: { type: 'string' },
  },
  required: ['name', 'url', 'phone', 'address', 'google_location', 'image'],
} as const;

const mapOf = (items: object) => ({ type: 'object', additionalProperties: items });

export const storeLocatorRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/store-locator',
    {
      schema: {
        tags: ['content'],
        summary: 'Stores by state, area and pincode',
        response: {
          200: {
            type: 'object',
            properties: { statusCode: { type: 'integer' }, Response: mapOf(mapOf(mapOf({ type: 'array', items: storeSchema }))) },
            required: ['statusCode', 'Response'],
          },
        },
      },
    },
    async (_request, reply) =>
      app.answers.send(reply, 'store-locator', async () => {
        return { statusCode: 200, Response: await storeDirectory(app.db) };
      }),
  );
};
