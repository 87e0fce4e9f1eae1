// fetchHomePagemodels: a home section title ('AIR CONDITIONER', 'LATEST ELECTRONICS PRODUCTS', ...)
// to its products, each also carrying ModelName as the home lists read it.
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { homeSections } from '../../db/schema/index.js';
import { normaliseCategory } from './category-names.js';
import type { Product } from './product-answer.js';
import { latestProducts, productsByCategory } from './product-queries.js';

const DEFAULT_SECTION_SIZE = 12;

export async function homeSectionProducts(db: Executor, title: string): Promise<Product[]> {
  const wanted = normaliseCategory(title);
  const sections = await db.select().from(homeSections).orderBy(asc(homeSections.position));
  const section = sections.find((candidate) => normaliseCategory(candidate.title) === wanted);
  // A home section is a shop window: what can be bought now comes first, out of stock only to fill it.
  const inStockFirst = { inStockFirst: true };
  let products: Product[];
  if (section?.kind === 'latest') products = await latestProducts(db, section.maxItems, inStockFirst);
  else if (section) products = await productsByCategory(db, section.categoryTag ?? section.title, section.maxItems, inStockFirst);
  else products = await productsByCategory(db, title, DEFAULT_SECTION_SIZE, inStockFirst);
  return products.map((product) => ({ ...product, ModelName: product.Model }));
}
