// Test helpers for checkout and payment tests: products with known prices and stock, and a
// valid West Bengal billing address.
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/database.js';

export async function addProduct(db: Database, model: string, salePaise: number, stock: number, regularPaise = salePaise): Promise<number> {
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
