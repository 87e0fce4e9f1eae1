// The shop's rules for holding stock without paying (without them one shopper could hold all of a
// product by checking out and never paying). Runs inside the check-out's transaction, with the
// shopper's row locked, before the new order holds anything:
// - at most `unpaidOrdersPerHour` unpaid check-outs an hour (429 with when to try again);
// - a new check-out releases the holds of the shopper's older unpaid orders past `holdingOrders`
//   (1: a shopper holds stock for one order at a time; the older order can no longer be paid);
// - at most `unitsPerProduct` units of one product held by one shopper (409).
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/database.js';
import { ApiError } from '../../errors.js';
import type { HoldRules } from '../../config.js';
import { releaseHolds } from './stock-holds.js';

export interface HeldLine {
  productId: number;
  name: string;
  quantity: number;
}

export const tooManyUnits = (name: string, most: number) => `At most ${most} of ${name} per shopper; please lower the quantity`;

export async function checkShopperHolds(tx: Executor, userId: number, lines: HeldLine[], rules: HoldRules): Promise<void> {
  const [recent] = await rows<{ n: number; wait_s: number | null }>(
    tx,
    sql`SELECT count(*)::int AS n, ceil(extract(epoch FROM min(created_at) + interval '1 hour' - now()))::int AS wait_s
        FROM orders WHERE user_id = ${userId} AND status = 'Order initiated' AND created_at > now() - interval '1 hour'`,
  );
  if ((recent?.n ?? 0) >= rules.unpaidOrdersPerHour) {
    const minutes = Math.max(1, Math.ceil((recent?.wait_s ?? 60) / 60));
    throw new ApiError(
      429,
      `Too many unpaid orders in the last hour; please pay one or try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
      undefined,
      {
        'retry-after': String(Math.max(1, recent?.wait_s ?? 60)),
      },
    );
  }

  const holding = await rows<{ id: number }>(
    tx,
    sql`SELECT DISTINCT o.id, o.created_at FROM orders o JOIN stock_holds h ON h.order_id = o.id
        WHERE o.user_id = ${userId} AND h.committed_at IS NULL AND h.released_at IS NULL
        ORDER BY o.created_at DESC, o.id DESC`,
  );
  for (const older of holding.slice(Math.max(0, rules.holdingOrders - 1))) await releaseHolds(tx, older.id);

  for (const line of lines) {
    const [held] = await rows<{ qty: number }>(
      tx,
      sql`SELECT coalesce(sum(h.quantity), 0)::int AS qty FROM stock_holds h JOIN orders o ON o.id = h.order_id
          WHERE o.user_id = ${userId} AND h.product_id = ${line.productId} AND h.committed_at IS NULL AND h.released_at IS NULL`,
    );
    if ((held?.qty ?? 0) + line.quantity > rules.unitsPerProduct) {
      const message = tooManyUnits(line.name, rules.unitsPerProduct);
      throw new ApiError(409, message, { statusCode: 409, body: message });
    }
  }
}
