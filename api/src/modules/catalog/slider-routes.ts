// Home banners: desktop as a bare array, mobile as the statusCode-in-body JSON text (api/CALLS.md).
import { messageAnswer } from '../../schema-parts.js';
import type { RoutesPlugin } from '../../schema-types.js';
import { slides } from './slider-queries.js';

const slideSchema = {
  type: 'object',
  properties: { largeImageURL: { type: 'string' }, field: { type: 'string' }, value: { type: 'string' } },
  required: ['largeImageURL', 'field', 'value'],
} as const;

export const sliderRoutes: RoutesPlugin = async (app) => {
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
