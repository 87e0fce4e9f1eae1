import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/database.js';

/** product_id is the model, or the first segment of it before a slash (the /product/{id} route). */
export async function findProductId(db: Executor, productId: string): Promise<number | null> {
  const wanted = productId.trim().toLowerCase();
  if (wanted === '') return null;
  const [found] = await rows<{ id: number }>(
    db,
    // model_key (indexed) is the lower-cased first segment, so it narrows every way of naming the product.
    sql`SELECT id FROM products WHERE model_key = ${wanted.split('/')[0]!}
          AND (lower(model) = ${wanted} OR model_key = ${wanted})
        ORDER BY (lower(model) = ${wanted}) DESC, id LIMIT 1`,
  );
  return found?.id ?? null;
}
