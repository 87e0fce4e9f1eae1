// An order is paid once. A successful capture for an order that is already paid, or for a payment
// a newer payment page voided, is not taken as payment: it is recorded as owed back to the shopper
// (payments.status = 'refund_due', shown in the order's `refunds_due`) and logged for the shop.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.js';
import type { LockedOrder } from './settle-order.js';

export const VOID = 'void';
export const REFUND_DUE = 'refund_due';

export async function refuseSecondCapture(
  tx: Executor,
  log: FastifyBaseLogger,
  capture: { paymentId: number; txnid: string; order: LockedOrder; raw: Record<string, unknown>; voided: boolean },
): Promise<void> {
  await tx.execute(sql`UPDATE payments SET status = ${REFUND_DUE}, verified = true, raw_response = ${JSON.stringify(capture.raw)}::jsonb, updated_at = now()
    WHERE id = ${capture.paymentId}`);
  log.error(
    {
      order: capture.order.order_id,
      txnid: capture.txnid,
      reason: capture.voided ? 'voided payment captured' : 'order already paid',
    },
    'second capture refused for an order; recorded for refund',
  );
}
