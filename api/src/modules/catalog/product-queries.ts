// Product lookups behind excel-data and fetchHomePagemodels. Each is one indexed query.
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/database.js';
import { normaliseCategory } from './category-names.js';
import { IN_STOCK_ABOVE, PRODUCT_COLUMNS, toProduct, type Product, type ProductRow } from './product-answer.js';

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

/**
 * The first `limit` of the list `select` would give, those a shopper can buy now first, each group
 * in the list's own order. Only the list's first MAX_LIST are weighed, so a section stays one
 * indexed read however large the catalogue.
 */
async function selectInStockFirst(db: Executor, where: SQL, order: SQL, limit: number): Promise<Product[]> {
  const found = await rows<ProductRow>(
    db,
    sql`SELECT * FROM (
          SELECT ${PRODUCT_COLUMNS}, row_number() OVER (ORDER BY ${order}) AS place
          FROM products p LEFT JOIN stock s ON s.product_id = p.id
          WHERE ${where} ORDER BY ${order} LIMIT ${MAX_LIST}) listed
        ORDER BY (sellable > ${IN_STOCK_ABOVE}) DESC, place LIMIT ${limit}`,
  );
  return found.map(toProduct);
}

const BY_POPULARITY = sql`p.popularity DESC, p.id`;
const NEWEST_FIRST = sql`p.created_at DESC, p.id DESC`;

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
export async function productsByCategory(
  db: Executor,
  category: string,
  limit = MAX_LIST,
  { inStockFirst = false } = {},
): Promise<Product[]> {
  const tag = normaliseCategory(category);
  if (!tag) return [];
  const pick = inStockFirst ? selectInStockFirst : select;
  const tagged = await pick(db, sql`p.category_tags @> ARRAY[${tag}]::text[]`, BY_POPULARITY, limit);
  if (tagged.length > 0) return tagged;
  const words = tag.split(' ').filter((word) => word !== 'and' && word.length > 1);
  if (words.length === 0) return [];
  const allWords = sql.join(
    words.map((word) => sql`lower(p.categories || ' ' || coalesce(p.category, '')) LIKE ${`%${word}%`}`),
    sql` AND `,
  );
  return pick(db, allWords, BY_POPULARITY, limit);
}

export function latestProducts(db: Executor, limit: number, { inStockFirst = false } = {}): Promise<Product[]> {
  return (inStockFirst ? selectInStockFirst : select)(db, sql`TRUE`, NEWEST_FIRST, limit);
}
