// GET searchFunction (also at dev/searchFunction, the path the pages use): typo-tolerant search.
import { ApiError, errorAnswerSchema } from '../../errors.js';
import type { RoutesPlugin } from '../../schema-types.js';
import { productSchema } from '../catalog/product-answer.js';
import { MAX_LIMIT, searchProducts } from './search-products.js';

const searchSchema = {
  tags: ['search'],
  summary: 'Products best matching value, typo tolerant; threshold 0 (exact) to 1 (loose), at most limit',
  querystring: {
    type: 'object',
    properties: {
      field: { type: 'string', enum: ['all'] },
      value: { type: 'string', maxLength: 200 },
      threshold: { type: 'string', pattern: '^(0(\\.\\d+)?|1(\\.0+)?)$' },
      limit: { type: 'string', pattern: '^[0-9]{1,3}$' },
    },
    required: ['value'],
  },
  response: {
    200: { type: 'object', properties: { results: { type: 'array', items: productSchema } }, required: ['results'] },
    '4xx': errorAnswerSchema,
  },
} as const;

export const searchRoutes: RoutesPlugin = async (app) => {
  for (const url of ['/searchFunction', '/dev/searchFunction']) {
    app.get(url, { schema: searchSchema }, async (request, reply) => {
      const limit = request.query.limit === undefined ? 5 : Number(request.query.limit);
      if (limit < 1 || limit > MAX_LIMIT) throw new ApiError(400, `limit must be from 1 to ${MAX_LIMIT}`);
      const threshold = request.query.threshold === undefined ? 0.7 : Number(request.query.threshold);
      const value = request.query.value;
      return app.answers.send(reply, `search:${threshold}:${limit}:${value}`, async () => ({
        results: await searchProducts(app.db, value, { threshold, limit }),
      }));
    });
  }
};
