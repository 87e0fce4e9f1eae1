// What the edge's /sitemap.xml needs from the catalogue: how many products, categories and brands
// there are and when each last changed, and the products of one sitemap file. Products are never
// edited through the api, so a product's lastmod is when it was added (never later than now: the
// seed's generated catalogues may date products ahead).
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/database.js';
import { normaliseCategory, TAXONOMY } from '../catalog/category-names.js';

/** The sitemaps protocol's limit of URLs in one file. */
export const PRODUCTS_PER_FILE = 50_000;

/** A W3C datetime in UTC, as the sitemaps protocol writes lastmod. */
const W3C_TIME = sql`'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
const lastmodOf = (column: ReturnType<typeof sql>) => sql`to_char(least(${column}, now()) AT TIME ZONE 'UTC', ${W3C_TIME})`;

export interface SitemapPart {
  count: number;
  lastmod: string | null;
}

export interface SitemapSummary {
  productsPerFile: number;
  products: SitemapPart & { files: number };
  categories: SitemapPart;
  brands: SitemapPart;
}

export interface ProductEntry {
  /** The id in /product/{id}: the model's first segment before a slash, as the pages link it. */
  id: string;
  lastmod: string;
}

export interface NamedEntry {
  name: string;
  lastmod: string;
}

/** The route value of each category the category pages list (top categories and their subs), lower case. */
export function sitemapCategoryNames(): string[] {
  return [
    ...new Set(TAXONOMY.flatMap((top) => [top.name, ...top.subs.map((sub) => sub.name)]).map((name) => name.toLowerCase())),
  ];
}

export async function categoryEntries(db: Executor): Promise<NamedEntry[]> {
  const names = sitemapCategoryNames();
  const tags = names.map(normaliseCategory);
  const found = await rows<{ tag: string; lastmod: string }>(
    db,
    sql`SELECT tag, ${lastmodOf(sql`max(p.created_at)`)} AS lastmod
        FROM products p, unnest(p.category_tags) AS tag
        WHERE tag = ANY(ARRAY[${sql.join(
          tags.map((tag) => sql`${tag}`),
          sql`, `,
        )}]::text[])
        GROUP BY tag`,
  );
  const lastmodByTag = new Map(found.map((row) => [row.tag, row.lastmod]));
  return names.flatMap((name, index) => {
    const lastmod = lastmodByTag.get(tags[index]!);
    return lastmod ? [{ name, lastmod }] : [];
  });
}

export function brandEntries(db: Executor): Promise<NamedEntry[]> {
  return rows<NamedEntry>(
    db,
    sql`SELECT brand AS name, ${lastmodOf(sql`max(created_at)`)} AS lastmod FROM products GROUP BY brand ORDER BY brand`,
  );
}

const latest = (entries: NamedEntry[]) =>
  entries.reduce<string | null>((max, e) => (max && max > e.lastmod ? max : e.lastmod), null);

export async function productSummary(db: Executor, perFile = PRODUCTS_PER_FILE): Promise<SitemapSummary['products']> {
  const [products] = await rows<{ count: number; lastmod: string | null }>(
    db,
    // max(created_at) reads the end of products_created_idx; count(*) is one pass over the primary key.
    sql`SELECT count(*)::int AS count, ${lastmodOf(sql`max(created_at)`)} AS lastmod FROM products`,
  );
  const count = products?.count ?? 0;
  return { count, files: Math.ceil(count / perFile), lastmod: products?.lastmod ?? null };
}

export async function sitemapSummary(db: Executor, perFile = PRODUCTS_PER_FILE): Promise<SitemapSummary> {
  const products = await productSummary(db, perFile);
  const [categories, brands] = [await categoryEntries(db), await brandEntries(db)];
  return {
    productsPerFile: perFile,
    products,
    categories: { count: categories.length, lastmod: latest(categories) },
    brands: { count: brands.length, lastmod: latest(brands) },
  };
}

/**
 * One sitemap file's products, in id order along the primary key's index. The offset walks the
 * earlier files' rows; with two files at 100,000 products that is cheap (api/README.md § Figures),
 * and a catalogue of millions would page by the last id of the file before instead.
 */
export function productEntries(db: Executor, file: number, perFile = PRODUCTS_PER_FILE): Promise<ProductEntry[]> {
  return rows<ProductEntry>(
    db,
    sql`SELECT split_part(model, '/', 1) AS id, ${lastmodOf(sql`created_at`)} AS lastmod
        FROM products ORDER BY products.id OFFSET ${(file - 1) * perFile} LIMIT ${perFile}`,
  );
}
