// Test helpers for checkout and payment tests: products with known prices and stock, and a
// valid West Bengal billing address.
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../db/database.js';
import { createSession } from '../modules/accounts/sessions.js';

export async function addProduct(
  db: Database,
  model: string,
  salePaise: number,
  stock: number,
  regularPaise = salePaise,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO products (model, model_key, name, sale_price_paise, regular_price_paise, images, categories, brand, sku)
        VALUES (${model}, ${model.split('/')[0]!.toLowerCase()}, ${`Test ${model}`}, ${salePaise}, ${regularPaise},
                ${`test/${model}.jpg`}, 'Test>Things', 'TestBrand', ${model}) RETURNING id`,
  );
  await db.execute(sql`INSERT INTO stock (product_id, available_qty) VALUES (${row!.id}, ${stock})`);
  return row!.id;
}

export async function stockOf(db: Database, productId: number): Promise<{ available: number; reserved: number }> {
  const [row] = await rows<{ available: number; reserved: number }>(
    db,
    sql`SELECT available_qty AS available, reserved_qty AS reserved FROM stock WHERE product_id = ${productId}`,
  );
  return row!;
}

export const BILLING = {
  first_name: 'Asha',
  last_name: 'Roy',
  company_name: '',
  country_region: 'India',
  landmark: 'Near Gariahat crossing',
  street_address: '12 Rashbehari Avenue',
  apartment: '',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700019',
  phone: '9830098300',
  email: 'asha@example.com',
};

export function cartLine(model: string, quantity: number, price = 1) {
  return { model, name: 'whatever the browser says', price, url: 'x.jpg', quantity };
}

/**
 * For test blocks where one shopper places many orders to test pricing or stock alone: the
 * per-shopper hold rules (tested with their defaults in shopper-holds.test.ts) opened wide.
 */
export const ONE_SHOPPER_MANY_ORDERS = {
  UNPAID_ORDERS_PER_HOUR: '1000',
  HOLDING_ORDERS_PER_SHOPPER: '1000',
  HOLD_UNITS_PER_PRODUCT: '100',
};

/** Shoppers with sessions made directly in the database (fast, for races between many shoppers). */
export async function shoppersWithSessions(db: Database, count: number, prefix: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [user] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO users (name, phone) VALUES (${`Shopper ${i}`}, ${`${prefix}${String(i).padStart(3, '0')}`}) RETURNING id`,
    );
    tokens.push(await createSession(db, user!.id, 1));
  }
  return tokens;
}
