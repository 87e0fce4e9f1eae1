// review-retrieve and review-rating (api/CALLS.md): HTTP only; the data access is in review-queries.ts.
import { ApiError } from '../../errors.js';
import { messageAnswer, objectAnswer } from '../../schema-parts.js';
import type { RoutesPlugin } from '../../schema-types.js';
import { requireUser } from '../accounts/sessions.js';
import { findProductId } from './product-lookup.js';
import { newestReviews, reviewSummary, saveReview } from './review-queries.js';

export const MAX_REVIEW_LENGTH = 2000;
const NO_SUCH_PRODUCT = 'No Such Product';

const retrieveSchema = {
  tags: ['reviews'],
  body: {
    type: 'object',
    required: ['product_id'],
    properties: { product_id: { type: 'string', minLength: 1, maxLength: 200 } },
  },
  response: {
    200: objectAnswer(
      {
        reviews: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              review_text: { type: 'string' },
              rating: { type: 'integer' },
              name: { type: 'string' },
              created_at: { type: 'string' },
            },
            required: ['review_text', 'rating', 'name', 'created_at'],
          },
        },
        average_rating: { type: 'number' },
        count: { type: 'integer' },
      },
      ['reviews', 'average_rating', 'count'],
    ),
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

export const reviewsRoutes: RoutesPlugin = async (app) => {
  app.post('/review-retrieve', { schema: retrieveSchema }, async (request) => {
    const productId = await findProductId(app.db, request.body.product_id);
    if (productId === null) throw new ApiError(404, NO_SUCH_PRODUCT);
    const [summary, reviews] = await Promise.all([reviewSummary(app.db, productId), newestReviews(app.db, productId)]);
    return { statusCode: 200, body: { reviews, ...summary } };
  });

  app.post('/review-rating', { schema: ratingSchema }, async (request) => {
    const { product_id, token, rating } = request.body;
    const user = await requireUser(app.db, token);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5)
      throw new ApiError(400, 'Rating must be a whole number of stars from 1 to 5');
    const text = (request.body.review_text ?? '').trim();
    if (text.length > MAX_REVIEW_LENGTH) throw new ApiError(400, `Review must be at most ${MAX_REVIEW_LENGTH} characters`);
    const productId = await findProductId(app.db, product_id);
    if (productId === null) throw new ApiError(404, NO_SUCH_PRODUCT);
    await saveReview(app.db, { userId: user.id, productId, rating, text });
    return { statusCode: 200, body: 'Review submitted successfully' };
  });
};
