// Home banners: desktop as a bare array, mobile as the statusCode-in-body JSON text (api/CALLS.md).
import { messageAnswer } from '../../schema-parts.js';
import type { FastifyPluginAsync } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sliderImages } from '../../db/schema/index.js';

const slideSchema = {
  type: 'object',
  properties: { largeImageURL: { type: 'string' }, field: { type: 'string' }, value: { type: 'string' } },
  required: ['largeImageURL', 'field', 'value'],
} as const;

async function slides(db: Database, device: 'desktop' | 'mobile') {
  const found = await db
    .select({ largeImageURL: sliderImages.imagePath, field: sliderImages.field, value: sliderImages.value })
    .from(sliderImages)
    .where(eq(sliderImages.device, device))
    .orderBy(asc(sliderImages.position));
  return found;
}

export const sliderRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/slider-fetch',
    { schema: { tags: ['catalog'], summary: 'Desktop banners', response: { 200: { type: 'array', items: slideSchema } } } },
    async (_request, reply) => app.answers.send(reply, 'slider:desktop', () => slides(app.db, 'desktop')),
  );
  app.get(
    '/slider-fetch-mobile',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Mobile banners as JSON text in body',
        response: {
          200: messageAnswer,
        },
      },
    },
    async (_request, reply) =>
      app.answers.send(reply, 'slider:mobile', async () => ({
        statusCode: 200,
        body: JSON.stringify(await slides(app.db, 'mobile')),
      })),
  );
};
