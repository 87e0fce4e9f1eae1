// The reviews' data access: a product's summary and newest reviews, and one shopper's review of it.
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/database.js';
import { isoTime } from '../orders/iso-time.js';

export interface ReviewRow extends Record<string, unknown> {
  review_text: string;
  rating: number;
  name: string;
  created_at: string;
}

export interface ReviewSummary {
  average_rating: number;
  count: number;
}

const SHOWN_REVIEWS = 100;

export async function reviewSummary(db: Executor, productId: number): Promise<ReviewSummary> {
  const [summary] = await rows<{ average: number | null; count: number }>(
    db,
    sql`SELECT round(avg(rating)::numeric, 1)::float8 AS average, count(*)::int AS count FROM reviews WHERE product_id = ${productId}`,
  );
  return { average_rating: summary?.average ?? 0, count: summary?.count ?? 0 };
}

export function newestReviews(db: Executor, productId: number): Promise<ReviewRow[]> {
  return rows<ReviewRow>(
    db,
    sql`SELECT r.review_text, r.rating::int AS rating, ${isoTime(sql`r.updated_at`)} AS created_at,
               coalesce(nullif(trim(u.name), ''), nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), 'Customer') AS name
        FROM reviews r JOIN users u ON u.id = r.user_id
        WHERE r.product_id = ${productId} ORDER BY r.updated_at DESC, r.id DESC LIMIT ${SHOWN_REVIEWS}`,
  );
}

/** A shopper has one review per product: writing again replaces it. */
export async function saveReview(
  db: Executor,
  review: { userId: number; productId: number; rating: number; text: string },
): Promise<void> {
  await db.execute(sql`INSERT INTO reviews (user_id, product_id, rating, review_text)
    VALUES (${review.userId}, ${review.productId}, ${review.rating}, ${review.text})
    ON CONFLICT (user_id, product_id) DO UPDATE SET rating = EXCLUDED.rating, review_text = EXCLUDED.review_text, updated_at = now()`);
}
