// The payments' data: the order a shopper may pay, the payment in flight for it, what PayU's answer
// settles and what a result page may still change. The routes file keeps only HTTP and PayU's hashes.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rows, type Database } from '../../db/database.js';
import { ApiError } from '../../errors.js';
import { amountTextToPaise } from '../../money.js';
import { extendHoldsForPayment } from '../orders/stock-holds.js';
import { refuseSecondCapture, REFUND_DUE, VOID } from './second-capture.js';
import { type FAILED, hasVerifiedPayment, lockOrder, markFailed, markPaid, PAID, type LockedOrder } from './settle-order.js';

export const NO_VERIFIED_PAYMENT = 'No verified payment for this order';
export const ORDER_NOT_FOUND = 'Order not found';

export interface PayableOrder {
  id: number;
  order_id: string;
  status: string;
  total_paise: number;
  billing_address: unknown;
  /** Stock holds still open (committed, or not yet expired). */
  open_holds: number;
  holds: number;
}

/** The shopper's own order by its number, with how much of its stock is still held. */
export async function payableOrder(db: Database, orderId: string, userId: number): Promise<PayableOrder | undefined> {
  const [order] = await rows<PayableOrder>(
    db,
    sql`SELECT o.id, o.order_id, o.status, o.total_paise, o.billing_address,
               (SELECT count(*)::int FROM stock_holds h WHERE h.order_id = o.id AND h.released_at IS NULL
                  AND (h.committed_at IS NOT NULL OR h.expires_at > now())) AS open_holds,
               (SELECT count(*)::int FROM stock_holds h WHERE h.order_id = o.id) AS holds
        FROM orders o WHERE o.order_id = ${orderId} AND o.user_id = ${userId}`,
  );
  return order;
}

export async function orderModels(db: Database, orderId: number): Promise<string[]> {
  const items = await rows<{ model: string }>(db, sql`SELECT model FROM order_items WHERE order_id = ${orderId} ORDER BY id`);
  return items.map((item) => item.model);
}

export interface NewPayment {
  orderId: number;
  amountPaise: number;
  txnid: string;
  provider: string;
  surl: string;
  furl: string;
  holdMinutes: number;
}

/** Records the payment page about to be shown and keeps the order's stock held while the shopper pays. */
export async function openPayment(db: Database, payment: NewPayment): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, { id: payment.orderId });
    if (locked?.status === PAID) throw new ApiError(409, 'This order is already paid');
    // One payment in flight per order: a new payment page voids the one before (its capture,
    // should PayU still report one, is refused and recorded for refund).
    await tx.execute(
      sql`UPDATE payments SET status = ${VOID}, updated_at = now() WHERE order_id = ${payment.orderId} AND status = 'pending'`,
    );
    await tx.execute(sql`INSERT INTO payments (txnid, order_id, amount_paise, provider, surl, furl)
      VALUES (${payment.txnid}, ${payment.orderId}, ${payment.amountPaise}, ${payment.provider}, ${payment.surl}, ${payment.furl})`);
    await extendHoldsForPayment(tx, payment.orderId, payment.holdMinutes);
  });
}

/** The order's lines by name, as a hosted payment page shows what is being paid for. */
export async function paymentLines(db: Database, txnid: string): Promise<Array<{ name: string; quantity: number }>> {
  const items = await rows<{ name: string; quantity: number }>(
    db,
    sql`SELECT oi.name, oi.quantity FROM payments pay JOIN order_items oi ON oi.order_id = pay.order_id WHERE pay.txnid = ${txnid} ORDER BY oi.id`,
  );
  return items.map((item) => ({ name: item.name, quantity: Number(item.quantity) }));
}

/** The store page the shopper returns to after paying (its language is the page's prefix); null for an unknown payment. */
export async function paymentReturnPage(db: Database, txnid: string): Promise<string | null> {
  const [payment] = await rows<{ surl: string | null }>(db, sql`SELECT surl FROM payments WHERE txnid = ${txnid}`);
  return payment?.surl ?? null;
}

/** PayU's answer, its hash already verified. */
export type PaymentAnswer = Record<string, string | undefined> & {
  txnid: string;
  status: string;
  hash: string;
  amount: string;
  key: string;
};

export interface SettledPayment {
  payment: { id: number; order_id: number; amount_paise: number; status: string; surl: string | null; furl: string | null };
  order: LockedOrder;
  paid: boolean;
}

/** Settles the payment PayU answered for, once; null when no such payment is known. */
export async function settlePaymentReturn(
  db: Database,
  log: FastifyBaseLogger,
  posted: PaymentAnswer,
): Promise<SettledPayment | null> {
  return db.transaction(async (tx) => {
    // The order first, then its payment: the order in which payment-gateway locks them too.
    const [owner] = await rows<{ order_id: number }>(tx, sql`SELECT order_id FROM payments WHERE txnid = ${posted.txnid}`);
    if (!owner) return null;
    const order = await lockOrder(tx, { id: owner.order_id });
    if (!order) return null;
    const [payment] = await rows<{
      id: number;
      order_id: number;
      amount_paise: number;
      status: string;
      surl: string | null;
      furl: string | null;
    }>(tx, sql`SELECT id, order_id, amount_paise, status, surl, furl FROM payments WHERE txnid = ${posted.txnid} FOR UPDATE`);
    if (!payment) return null;
    const paidPaise = amountTextToPaise(posted.amount);
    const captured = posted.status === 'success' && paidPaise === payment.amount_paise && paidPaise === order.total_paise;
    const raw = Object.fromEntries(Object.entries(posted).filter(([name]) => name !== 'hash'));
    if (captured && (payment.status === VOID || (payment.status === 'pending' && order.status === PAID))) {
      await refuseSecondCapture(tx, log, {
        paymentId: payment.id,
        txnid: posted.txnid,
        order,
        raw,
        voided: payment.status === VOID,
      });
      return { payment, order, paid: order.status === PAID };
    }
    if (payment.status !== 'pending')
      return { payment, order, paid: payment.status === 'success' || (payment.status === REFUND_DUE && order.status === PAID) };
    const paid = captured;
    const status = paid ? 'success' : posted.status === 'success' ? 'amount_mismatch' : 'failure';
    await tx.execute(sql`UPDATE payments SET status = ${status}, verified = true, raw_response = ${JSON.stringify(raw)}::jsonb, updated_at = now()
        WHERE id = ${payment.id}`);
    if (paid) {
      const short = await markPaid(tx, order);
      if (short.length > 0)
        log.error({ order: order.order_id, models: short }, 'paid order found too little stock after its hold expired');
    } else if (!(await hasVerifiedPayment(tx, order))) {
      await markFailed(tx, order);
    }
    return { payment, order, paid };
  });
}

/** What a result page may set: paid only with a verified payment of the exact amount, failed unless paid. */
export async function settleOrderStatus(
  db: Database,
  userId: number,
  orderId: string,
  wanted: typeof PAID | typeof FAILED,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { orderId, userId });
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
    if (wanted === PAID) {
      if (order.status === PAID) return;
      // A page saying "paid" proves nothing: only a verified payment of the exact amount does.
      if (!(await hasVerifiedPayment(tx, order))) throw new ApiError(402, NO_VERIFIED_PAYMENT);
      await markPaid(tx, order);
      return;
    }
    if (order.status === PAID) throw new ApiError(409, 'This order is already paid');
    await markFailed(tx, order);
  });
}
