// GET searchFunction (also at dev/searchFunction, the path the pages use): typo-tolerant search.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { ApiError, errorAnswerSchema } from '../../errors.js';
import { productSchema } from '../catalog/product-answer.js';
import { MAX_LIMIT, searchProducts } from './search-products.js';

interface SearchQuery {
  field?: string;
  value: string;
  threshold?: string;
  limit?: string;
}

const options: RouteShorthandOptions = {
  schema: {
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
  },
};

export const searchRoutes: FastifyPluginAsync = async (app) => {
  const handler = async (request: FastifyRequest<{ Querystring: SearchQuery }>, reply: FastifyReply) => {
    const limit = request.query.limit === undefined ? 5 : Number(request.query.limit);
    if (limit < 1 || limit > MAX_LIMIT) throw new ApiError(400, `limit must be from 1 to ${MAX_LIMIT}`);
    const threshold = request.query.threshold === undefined ? 0.7 : Number(request.query.threshold);
    const value = request.query.value;
    return app.answers.send(reply, `search:${threshold}:${limit}:${value}`, async () => ({
      results: await searchProducts(app.db, value, { threshold, limit }),
    }));
  };
  app.get<{ Querystring: SearchQuery }>('/searchFunction', options, handler);
  app.get<{ Querystring: SearchQuery }>('/dev/searchFunction', options, handler);
};
