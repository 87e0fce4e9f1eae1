// The product page's reads by model: units that can be sold now, and the specification in display order.
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/database.js';

/** The product a page names by its model, or by the model's first segment before a slash. */
function productByModel(model: string) {
  const full = model.trim().toLowerCase();
  const key = full.split('/')[0]!;
  return sql`(SELECT id FROM products WHERE lower(model) = ${full} OR model_key = ${key}
              ORDER BY (lower(model) = ${full}) DESC, id LIMIT 1)`;
}

/** Units on hand minus units held for unpaid orders; null when no product has that model. */
export async function sellableQuantity(db: Executor, model: string): Promise<number | null> {
  const [stock] = await rows<{ qty: number }>(
    db,
    sql`SELECT GREATEST(COALESCE(s.available_qty, 0) - COALESCE(s.reserved_qty, 0), 0)::int AS qty
        FROM products p LEFT JOIN stock s ON s.product_id = p.id WHERE p.id = ${productByModel(model)}`,
  );
  return stock ? stock.qty : null;
}

/** Label and value pairs in display order; null when no product has that model. */
export async function specificationOf(db: Executor, model: string): Promise<Array<[string, string | null]> | null> {
  const specs = await rows<{ label: string | null; value: string | null }>(
    db,
    sql`SELECT sp.label, sp.value FROM products p LEFT JOIN specifications sp ON sp.product_id = p.id
        WHERE p.id = ${productByModel(model)} ORDER BY sp.position`,
  );
  if (specs.length === 0) return null;
  return specs.flatMap((spec): Array<[string, string | null]> => (spec.label === null ? [] : [[spec.label, spec.value]]));
}
