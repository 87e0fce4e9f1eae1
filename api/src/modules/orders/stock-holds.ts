// Stock for unpaid orders is held in stock.reserved_qty (sellable = available_qty - reserved_qty)
// and tracked per order in stock_holds. Each change is one statement, so it is atomic on both
// databases and never double-counts a hold.
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/database.js';

/** Reserves `quantity` units if that many are sellable; false when not (nothing changed). */
export async function reserve(db: Executor, productId: number, quantity: number): Promise<boolean> {
  const updated = await rows<{ product_id: number }>(
    db,
    sql`UPDATE stock SET reserved_qty = reserved_qty + ${quantity}, updated_at = now()
        WHERE product_id = ${productId} AND available_qty - reserved_qty >= ${quantity}
        RETURNING product_id`,
  );
  return updated.length === 1;
}

/**
 * Opening the payment page makes an order's open holds last `minutes` from the check-out: only
 * once, and not for a hold already past its time (the sweeper is about to give it back).
 */
export async function extendHoldsForPayment(db: Executor, orderId: number, minutes: number): Promise<void> {
  await db.execute(sql`UPDATE stock_holds SET expires_at = greatest(expires_at, created_at + make_interval(mins => ${minutes}))
    WHERE order_id = ${orderId} AND committed_at IS NULL AND released_at IS NULL AND expires_at > now()`);
}

/** A paid order's held units leave the shop: on-hand and reserved both go down. */
export async function commitHolds(db: Executor, orderId: number): Promise<number> {
  const done = await rows<{ product_id: number }>(
    db,
    sql`WITH done AS (
          UPDATE stock_holds SET committed_at = now()
          WHERE order_id = ${orderId} AND committed_at IS NULL AND released_at IS NULL
          RETURNING product_id, quantity),
        totals AS (SELECT product_id, sum(quantity)::int AS qty FROM done GROUP BY product_id)
        UPDATE stock s SET available_qty = s.available_qty - t.qty, reserved_qty = s.reserved_qty - t.qty, updated_at = now()
        FROM totals t WHERE s.product_id = t.product_id
        RETURNING s.product_id`,
  );
  return done.length;
}

const releaseWhere = (orderId: number | null) =>
  orderId === null
    ? sql`committed_at IS NULL AND released_at IS NULL AND expires_at <= now()`
    : sql`order_id = ${orderId} AND committed_at IS NULL AND released_at IS NULL`;

/** Gives an order's held units back (failed payment); with null, every hold past its expiry. */
export async function releaseHolds(db: Executor, orderId: number | null): Promise<number> {
  const released = await rows<{ product_id: number }>(
    db,
    sql`WITH gone AS (
          UPDATE stock_holds SET released_at = now() WHERE ${releaseWhere(orderId)}
          RETURNING product_id, quantity),
        totals AS (SELECT product_id, sum(quantity)::int AS qty FROM gone GROUP BY product_id)
        UPDATE stock s SET reserved_qty = greatest(s.reserved_qty - t.qty, 0), updated_at = now()
        FROM totals t WHERE s.product_id = t.product_id
        RETURNING s.product_id`,
  );
  return released.length;
}

/**
 * A payment that arrives after the hold expired still has to take its units: on-hand goes down
 * directly for each item whose hold was released. Returns the models that had too little left.
 */
export async function takeReleasedStock(db: Executor, orderId: number): Promise<string[]> {
  const items = await rows<{ product_id: number | null; model: string; quantity: number }>(
    db,
    sql`SELECT product_id, model, quantity FROM order_items WHERE order_id = ${orderId} ORDER BY product_id`,
  );
  const short: string[] = [];
  for (const item of items) {
    if (item.product_id === null) continue;
    const [open] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM stock_holds WHERE order_id = ${orderId} AND product_id = ${item.product_id} AND released_at IS NULL`,
    );
    if ((open?.n ?? 0) > 0) continue;
    const taken = await rows<{ product_id: number }>(
      db,
      sql`UPDATE stock SET available_qty = available_qty - ${item.quantity}, updated_at = now()
          WHERE product_id = ${item.product_id} AND available_qty - reserved_qty >= ${item.quantity} RETURNING product_id`,
    );
    if (taken.length === 0) short.push(item.model);
    else {
      await db.execute(sql`INSERT INTO stock_holds (order_id, product_id, quantity, expires_at, committed_at)
        VALUES (${orderId}, ${item.product_id}, ${item.quantity}, now(), now())`);
    }
  }
  return short;
}
