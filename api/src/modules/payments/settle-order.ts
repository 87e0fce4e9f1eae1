// Moving an order between the spec's statuses, with its stock: paid commits the held units,
// failed gives them back. Each runs inside the caller's transaction with the order row locked.
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/database.js';
import { commitHolds, releaseHolds, takeReleasedStock } from '../orders/stock-holds.js';

export const PAID = 'payment successfull';
export const FAILED = 'payment failed';
export const INITIATED = 'Order initiated';

export interface LockedOrder {
  id: number;
  order_id: string;
  user_id: number;
  status: string;
  total_paise: number;
}

export async function lockOrder(
  tx: Executor,
  where: { id: number } | { orderId: string; userId: number },
): Promise<LockedOrder | null> {
  const condition = 'id' in where ? sql`id = ${where.id}` : sql`order_id = ${where.orderId} AND user_id = ${where.userId}`;
  const [order] = await rows<LockedOrder & Record<string, unknown>>(
    tx,
    sql`SELECT id, order_id, user_id, status, total_paise FROM orders WHERE ${condition} FOR UPDATE`,
  );
  return order ?? null;
}

export async function hasVerifiedPayment(tx: Executor, order: LockedOrder): Promise<boolean> {
  const [found] = await rows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM payments
        WHERE order_id = ${order.id} AND verified AND status = 'success' AND amount_paise = ${order.total_paise}`,
  );
  return (found?.n ?? 0) > 0;
}

/** Returns the models a late payment could not take stock for (logged by the caller). */
export async function markPaid(tx: Executor, order: LockedOrder): Promise<string[]> {
  if (order.status === PAID) return [];
  await commitHolds(tx, order.id);
  const short = await takeReleasedStock(tx, order.id);
  await tx.execute(sql`UPDATE orders SET status = ${PAID}, updated_at = now() WHERE id = ${order.id}`);
  return short;
}

export async function markFailed(tx: Executor, order: LockedOrder): Promise<void> {
  if (order.status !== INITIATED) return;
  await releaseHolds(tx, order.id);
  await tx.execute(sql`UPDATE orders SET status = ${FAILED}, updated_at = now() WHERE id = ${order.id}`);
}
