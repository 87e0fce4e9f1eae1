// Writes the seed into an empty database in one transaction: the catalog of `products` items and
// every fixture (coupons, delivery areas, stores, banners, home sections, shoppers, reviews).
import { sql } from 'drizzle-orm';
import { rows, type Database, type Transaction } from '../db/database.js';
import {
  coupons,
  homeSections,
  pincodeRanges,
  products,
  reviews,
  sliderImages,
  specifications,
  stock,
  stores,
  users,
} from '../db/schema/index.js';
import { COUPONS, homeSectionRows, PINCODE_RANGES, seedReview, seedUserRows, sliderRows, storeRows } from './fixtures.js';
import { generateProduct, type SeedProduct } from './generate-products.js';
import { Random } from './random.js';

export const DEFAULT_PRODUCT_COUNT = 600;
const BATCH = 500;

export interface SeedSummary {
  products: number;
  stores: number;
  users: number;
  reviews: number;
}

async function insertProducts(tx: Transaction, batch: SeedProduct[]): Promise<number[]> {
  const inserted = await tx
    .insert(products)
    .values(batch.map(({ availableQty: _qty, specs: _specs, ...product }) => product))
    .returning({ id: products.id });
  const ids = inserted.map((row) => row.id);
  await tx.insert(stock).values(batch.map((product, i) => ({ productId: ids[i]!, availableQty: product.availableQty })));
  const specRows = batch.flatMap((product, i) =>
    product.specs.map(([label, value], position) => ({ productId: ids[i]!, position, label, value })),
  );
  for (let start = 0; start < specRows.length; start += BATCH * 4) {
    await tx.insert(specifications).values(specRows.slice(start, start + BATCH * 4));
  }
  return ids;
}

export async function seedDatabase(db: Database, options: { products?: number } = {}): Promise<SeedSummary> {
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  return db.transaction(async (tx) => {
    const productIds: number[] = [];
    let featuredModelKey = '';
    for (let start = 0; start < count; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => generateProduct(start + i));
      if (start === 0)
        featuredModelKey = batch.find((p) => p.categories.startsWith('Home Appliances'))?.modelKey ?? batch[0]?.modelKey ?? '';
      productIds.push(...(await insertProducts(tx, batch)));
    }

    await tx.insert(coupons).values(COUPONS);
    await tx.insert(pincodeRanges).values(PINCODE_RANGES);
    const storeList = storeRows();
    await tx.insert(stores).values(storeList);
    await tx.insert(homeSections).values(homeSectionRows());
    await tx.insert(sliderImages).values(sliderRows(featuredModelKey));

    const userIds = (await tx.insert(users).values(seedUserRows()).returning({ id: users.id })).map((row) => row.id);
    const reviewerIds = userIds.slice(1);
    const rng = new Random(2020);
    const reviewRows: Array<typeof reviews.$inferInsert> = [];
    // Reviews on every third product among the first 3,000, so large catalogs seed quickly too.
    for (let i = 0; i < Math.min(productIds.length, 3000); i += 3) {
      const howMany = rng.int(1, 4);
      for (let r = 0; r < howMany; r += 1) {
        reviewRows.push({
          userId: reviewerIds[(i + r) % reviewerIds.length]!,
          productId: productIds[i]!,
          ...seedReview(rng),
          createdAt: new Date(Date.UTC(2024, 5, 1) + (i * 4 + r) * 3_600_000),
        });
      }
    }
    for (let start = 0; start < reviewRows.length; start += BATCH) {
      await tx.insert(reviews).values(reviewRows.slice(start, start + BATCH));
    }
    return { products: productIds.length, stores: storeList.length, users: userIds.length, reviews: reviewRows.length };
  });
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await rows<{ has: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM products) AS has`);
  return !row?.has;
}
