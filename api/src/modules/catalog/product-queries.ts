// Product lookups behind excel-data and fetchHomePagemodels. Each is one indexed query.
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/database.js';
import { normaliseCategory } from './category-names.js';
import { PRODUCT_COLUMNS, toProduct, type Product, type ProductRow } from './product-answer.js';

/**
 * Largest list one call answers, most popular first; the listing pages filter and page through it
 * in the browser (docs/screens.md §9 page sizes), so it must stay small enough to send whole.
 */
export const MAX_LIST = 250;

async function select(db: Executor, where: SQL, order: SQL, limit: number): Promise<Product[]> {
  const found = await rows<ProductRow>(
    db,
    sql`SELECT ${PRODUCT_COLUMNS} FROM products p LEFT JOIN stock s ON s.product_id = p.id
        WHERE ${where} ORDER BY ${order} LIMIT ${limit}`,
  );
  return found.map(toProduct);
}

const BY_POPULARITY = sql`p.popularity DESC, p.id`;

/** The model as written, or its first segment before a slash (the id in /product/{productId}). */
export function productsByModel(db: Executor, model: string): Promise<Product[]> {
  const key = model.trim().split('/')[0]!.toLowerCase();
  return select(
    db,
    sql`(p.model_key = ${key} OR lower(p.model) = ${model.trim().toLowerCase()})`,
    sql`(lower(p.model) = ${model.trim().toLowerCase()}) DESC, p.id`,
    5,
  );
}

export function brandKey(brand: string): string {
  return brand.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

export function productsByBrand(db: Executor, brand: string, limit = MAX_LIST): Promise<Product[]> {
  return select(db, sql`regexp_replace(lower(p.brand), '[^a-z0-9]+', '', 'g') = ${brandKey(brand)}`, BY_POPULARITY, limit);
}

/**
 * Every name the pages use for a category finds its products (header values, home tiles, section
 * titles); a name the catalog does not know falls back to matching the words of the category path.
 */
export async function productsByCategory(db: Executor, category: string, limit = MAX_LIST): Promise<Product[]> {
  const tag = normaliseCategory(category);
  if (!tag) return [];
  const tagged = await select(db, sql`p.category_tags @> ARRAY[${tag}]::text[]`, BY_POPULARITY, limit);
  if (tagged.length > 0) return tagged;
  const words = tag.split(' ').filter((word) => word !== 'and' && word.length > 1);
  if (words.length === 0) return [];
  const allWords = sql.join(
    words.map((word) => sql`lower(p.categories || ' ' || coalesce(p.category, '')) LIKE ${`%${word}%`}`),
    sql` AND `,
  );
  return select(db, allWords, BY_POPULARITY, limit);
}

export function latestProducts(db: Executor, limit: number): Promise<Product[]> {
  return select(db, sql`TRUE`, sql`p.created_at DESC, p.id DESC`, limit);
}
