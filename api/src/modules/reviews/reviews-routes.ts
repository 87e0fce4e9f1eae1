import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../db/database.js';
import { ApiError } from '../../errors.js';
import { messageAnswer, objectAnswer } from '../../schema-parts.js';
import { requireUser } from '../accounts/sessions.js';
import { isoTime } from '../orders/iso-time.js';
import { findProductId } from './product-lookup.js';

export const MAX_REVIEW_LENGTH = 2000;
const NO_SUCH_PRODUCT = 'No Such Product';

const retrieveSchema = {
  tags: ['reviews'],
  body: { type: 'object', required: ['product_id'], properties: { product_id: { type: 'string', minLength: 1, maxLength: 200 } } },
  response: {
    200: objectAnswer({
      reviews: {
        type: 'array',
        items: {
          type: 'object',
          properties: { review_text: { type: 'string' }, rating: { type: 'integer' }, name: { type: 'string' }, created_at: { type: 'string' } },
          required: ['review_text', 'rating', 'name', 'created_at'],
        },
      },
      average_rating: { type: 'number' },
      count: { type: 'integer' },
    }, ['reviews', 'average_rating', 'count']),
  },
} as const;

const ratingSchema = {
  tags: ['reviews'],
  body: {
    type: 'object',
    required: ['product_id', 'rating'],
    properties: {
      product_id: { type: 'string', minLength: 1, maxLength: 200 },
      token: { type: 'string', maxLength: 200 },
      review_text: { type: 'string' },
      rating: { type: 'number' },
    },
  },
  response: {
    200: messageAnswer,
  },
} as const;

interface ReviewRow extends Record<string, unknown> {
  review_text: string;
  rating: number;
  name: string;
  created_at: string;
}

export async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { product_id: string } }>('/review-retrieve', { schema: retrieveSchema }, async (request) => {
    const productId = await findProductId(app.db, request.body.product_id);
    if (productId === null) throw new ApiError(404, NO_SUCH_PRODUCT);
    const [summary] = await rows<{ average: number | null; count: number }>(
      app.db,
      sql`SELECT round(avg(rating)::numeric, 1)::float8 AS average, count(*)::int AS count FROM reviews WHERE product_id = ${productId}`,
    );
    const reviews = await rows<ReviewRow>(
      app.db,
      sql`SELECT r.review_text, r.rating::int AS rating, ${isoTime(sql`r.updated_at`)} AS created_at,
                 coalesce(nullif(trim(u.name), ''), nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), 'Customer') AS name
          FROM reviews r JOIN users u ON u.id = r.user_id
          WHERE r.product_id = ${productId} ORDER BY r.updated_at DESC, r.id DESC LIMIT 100`,
    );
    return { statusCode: 200, body: { reviews, average_rating: summary?.average ?? 0, count: summary?.count ?? 0 } };
  });

  app.post<{ Body: { product_id: string; token?: string; review_text?: string; rating: number } }>(
    '/review-rating',
    { schema: ratingSchema },
    async (request) => {
      const { product_id, token, rating } = request.body;
      const user = await requireUser(app.db, token);
      if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new ApiError(400, 'Rating must be a whole number of stars from 1 to 5');
      const text = (request.body.review_text ?? '').trim();
      if (text.length > MAX_REVIEW_LENGTH) throw new ApiError(400, `Review must be at most ${MAX_REVIEW_LENGTH} characters`);
      const productId = await findProductId(app.db, product_id);
      if (productId === null) throw new ApiError(404, NO_SUCH_PRODUCT);
      // A shopper has one review per product: writing again replaces it.
      await app.db.execute(sql`INSERT INTO reviews (user_id, product_id, rating, review_text) VALUES (${user.id}, ${productId}, ${rating}, ${text})
        ON CONFLICT (user_id, product_id) DO UPDATE SET rating = EXCLUDED.rating, review_text = EXCLUDED.review_text, updated_at = now()`);
      return { statusCode: 200, body: 'Review submitted successfully' };
    },
  );
}
