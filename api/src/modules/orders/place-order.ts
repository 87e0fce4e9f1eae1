// check-out: every figure comes from the database; stock is held for the order in the same
// transaction that creates it, so concurrent checkouts can never sell more than there is.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Database, type Executor } from '../../db/database.js';
import { ApiError } from '../../errors.js';
import type { Address } from '../addresses/address-rules.js';
import { couponTerms, isDeliverable, NOT_DELIVERABLE, type CartRequestLine } from './checkout-rules.js';
import { priceOrder } from './order-pricing.js';
import type { HoldRules } from '../../config.js';
import { releaseHolds, reserve } from './stock-holds.js';
import { checkShopperHolds } from './shopper-holds.js';

export interface PlaceOrderRequest {
  userId: number;
  lines: CartRequestLine[];
  billing: Address;
  shipping: Address;
  couponCode: string | null;
  notes: string;
  idempotencyKey: string | null;
  rules: HoldRules;
}

interface ProductRow extends Record<string, unknown> {
  id: number;
  model: string;
  name: string;
  images: string;
  price: number | null;
}

export const PAYMENT_METHOD = 'Online payment (PayU)';

function newOrderNumber(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

async function findByKey(db: Executor, userId: number, key: string): Promise<string | null> {
  const [found] = await rows<{ order_id: string }>(
    db,
    sql`SELECT order_id FROM orders WHERE user_id = ${userId} AND idempotency_key = ${key}`,
  );
  return found?.order_id ?? null;
}

async function productsFor(db: Executor, lines: CartRequestLine[]): Promise<Map<string, ProductRow>> {
  const models = lines.map((line) => line.model.toLowerCase());
  const found = await rows<ProductRow>(
    db,
    sql`SELECT id, model, name, images, coalesce(sale_price_paise, regular_price_paise) AS price
        FROM products
        WHERE model_key IN (${sql.join(
          models.map((m) => sql`${m.split('/')[0]!}`),
          sql`, `,
        )})
          AND lower(model) IN (${sql.join(
            models.map((m) => sql`${m}`),
            sql`, `,
          )})`,
  );
  return new Map(found.map((product) => [product.model.toLowerCase(), product]));
}

class OutOfStock extends Error {
  constructor(
    readonly model: string,
    readonly productName: string,
  ) {
    super('out of stock');
  }
}

// How many units are left is not told: it would show a rival how much to hold.
export const notEnoughStock = (productName: string) => `Not enough ${productName} in stock for this order`;

/** Returns the order number; the same idempotency key always gives the same order. */
export async function placeOrder(db: Database, request: PlaceOrderRequest): Promise<string> {
  const { userId, idempotencyKey } = request;
  if (idempotencyKey) {
    const existing = await findByKey(db, userId, idempotencyKey);
    if (existing) return existing;
  }
  const pincode = request.shipping.pincode ?? request.billing.pincode ?? '';
  if (!(await isDeliverable(db, pincode))) throw new ApiError(422, NOT_DELIVERABLE);
  const coupon = request.couponCode ? await couponTerms(db, request.couponCode) : null;

  const products = await productsFor(db, request.lines);
  const priced = request.lines.map((line) => {
    const product = products.get(line.model.toLowerCase());
    if (!product || product.price === null) {
      throw new ApiError(409, `${line.model} is no longer available`, {
        statusCode: 409,
        body: `${line.model} is no longer available`,
        model: line.model,
      });
    }
    return { product, quantity: line.quantity, unitPrice: product.price };
  });
  const totals = priceOrder(priced, coupon);
  await releaseHolds(db, null);

  try {
    return await db.transaction(async (tx) => {
      // One shopper's check-outs run one at a time, so the per-shopper rules count every order.
      await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
      if (idempotencyKey) {
        const existing = await findByKey(tx, userId, idempotencyKey);
        if (existing) return existing;
      }
      await checkShopperHolds(
        tx,
        userId,
        priced.map((line) => ({ productId: line.product.id, name: line.product.name, quantity: line.quantity })),
        request.rules,
      );
      const [order] = await rows<{ id: number; order_id: string }>(
        tx,
        sql`INSERT INTO orders (order_id, user_id, status, billing_address, shipping_address, notes, coupon_code,
                                subtotal_paise, discount_paise, shipping_paise, total_paise, payment_method, phone_no, email, idempotency_key)
            VALUES (${newOrderNumber()}, ${userId}, 'Order initiated', ${JSON.stringify(request.billing)}::jsonb,
                    ${JSON.stringify(request.shipping)}::jsonb, ${request.notes || null}, ${request.couponCode},
                    ${totals.subtotal}, ${totals.discount}, ${totals.shippingCost}, ${totals.total}, ${PAYMENT_METHOD},
                    ${request.billing.phone ?? null}, ${(request.billing.email ?? '').toLowerCase() || null}, ${idempotencyKey})
            ON CONFLICT (user_id, idempotency_key) DO NOTHING
            RETURNING id, order_id`,
      );
      if (!order) {
        const existing = idempotencyKey ? await findByKey(tx, userId, idempotencyKey) : null;
        if (!existing) throw new Error('order insert conflicted without an idempotency key');
        return existing;
      }
      // Lock rows in one order (product id) so two checkouts never wait on each other in a cycle.
      for (const line of [...priced].sort((a, b) => a.product.id - b.product.id)) {
        if (!(await reserve(tx, line.product.id, line.quantity))) throw new OutOfStock(line.product.model, line.product.name);
        await tx.execute(sql`INSERT INTO stock_holds (order_id, product_id, quantity, expires_at)
          VALUES (${order.id}, ${line.product.id}, ${line.quantity}, now() + make_interval(mins => ${request.rules.checkoutMinutes}))`);
      }
      for (const line of priced) {
        await tx.execute(sql`INSERT INTO order_items (order_id, product_id, model, name, image, unit_price_paise, quantity)
          VALUES (${order.id}, ${line.product.id}, ${line.product.model}, ${line.product.name},
                  ${line.product.images.split(',')[0]?.trim() || null}, ${line.unitPrice}, ${line.quantity})`);
      }
      return order.order_id;
    });
  } catch (error) {
    if (error instanceof OutOfStock) {
      const message = notEnoughStock(error.productName);
      throw new ApiError(409, message, { statusCode: 409, body: message, model: error.model });
    }
    throw error;
  }
}
