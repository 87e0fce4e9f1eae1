// GET store-locator: every store, nested by state, area and pincode (api/CALLS.md).
import type { FastifyPluginAsync } from 'fastify';
import { asc } from 'drizzle-orm';
import { stores } from '../../db/schema/index.js';

export interface StoreAnswer {
  name: string;
  url: string;
  phone: string;
  address: string;
  google_location: string;
  image: string;
}

type Nested = Record<string, Record<string, Record<string, StoreAnswer[]>>>;

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

export const storeLocatorRoutes: FastifyPluginAsync = async (app) => {
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
        const all = await app.db
          .select()
          .from(stores)
          .orderBy(asc(stores.state), asc(stores.area), asc(stores.pincode), asc(stores.name), asc(stores.id));
        const nested: Nested = {};
        for (const store of all) {
          const areas = (nested[store.state] ??= {});
          const pincodes = (areas[store.area] ??= {});
          (pincodes[store.pincode] ??= []).push({
            name: store.name,
            url: store.url,
            phone: store.phone,
            address: store.address,
            google_location: store.googleLocation,
            image: store.image,
          });
        }
        return { statusCode: 200, Response: nested };
      }),
  );
};
