import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../db/database.js';
import { ApiError } from '../../errors.js';
import { choosePaymentProvider, RETURN_PATH } from '../../providers/payment/payment-provider.js';
import { payuForm, type PaymentRequest } from '../../providers/payment/payu-form.js';
import { payuRequestHash, payuResponseHash } from '../../providers/payment/payu-hash.js';
import { sandboxPage } from '../../providers/payment/sandbox-page.js';
import { requireUser } from '../accounts/sessions.js';
import { amountTextToPaise, paiseToAmountText, paiseToRupees } from '../orders/money.js';
import { extendHoldsForPayment } from '../orders/stock-holds.js';
import { refuseSecondCapture, REFUND_DUE, VOID } from './second-capture.js';
import { gatewaySchema, orderUpdateSchema, returnSchema, sandboxSchema } from './payments-schemas.js';
import { FAILED, hasVerifiedPayment, INITIATED, lockOrder, markFailed, markPaid, PAID } from './settle-order.js';

const NO_VERIFIED_PAYMENT = 'No verified payment for this order';
const ORDER_NOT_FOUND = 'Order not found';

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
}

/** '|' separates the fields PayU hashes, so it must not appear inside one. */
function hashSafe(value: string): string {
  return value.replace(/[|\r\n]/g, ' ').trim();
}

function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

interface GatewayBody {
  order_id: string;
  token?: string;
  surl: string;
  furl: string;
}

type ReturnBody = Record<string, string | undefined> & {
  txnid: string;
  status: string;
  hash: string;
  amount: string;
  key: string;
};

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const provider = choosePaymentProvider(app.config);
  const origins = new Set(app.config.storeOrigins.map((origin) => origin.replace(/\/$/, '')));
  const publicApi = process.env.API_PUBLIC_URL?.trim().replace(/\/$/, '');

  /** The shopper's return pages must be on the store's own site (no open redirect). */
  const storePage = (name: 'surl' | 'furl', value: string): URL => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ApiError(400, `${name} must be a full address of a store page`);
    }
    if (!origins.has(url.origin)) throw new ApiError(400, `${name} must be a page of this store`);
    return url;
  };

  app.post<{ Body: { body: GatewayBody } }>('/payment-gateway', { schema: gatewaySchema }, async (request) => {
    const input = request.body.body;
    const user = await requireUser(app.db, input.token);
    const surl = storePage('surl', input.surl);
    const furl = storePage('furl', input.furl);
    const [order] = await rows<{
      id: number;
      order_id: string;
      status: string;
      total_paise: number;
      billing_address: unknown;
      open_holds: number;
      holds: number;
    }>(
      app.db,
      sql`SELECT o.id, o.order_id, o.status, o.total_paise, o.billing_address,
                 (SELECT count(*)::int FROM stock_holds h WHERE h.order_id = o.id AND h.released_at IS NULL
                    AND (h.committed_at IS NOT NULL OR h.expires_at > now())) AS open_holds,
                 (SELECT count(*)::int FROM stock_holds h WHERE h.order_id = o.id) AS holds
          FROM orders o WHERE o.order_id = ${String(input.order_id).trim()} AND o.user_id = ${user.id}`,
    );
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
    if (order.status === PAID) throw new ApiError(409, 'This order is already paid');
    if (order.status !== INITIATED) throw new ApiError(409, 'This order can no longer be paid, please place it again');
    if (order.holds > 0 && order.open_holds === 0) throw new ApiError(409, 'This order has expired, please place it again');

    const billing = (
      typeof order.billing_address === 'string' ? JSON.parse(order.billing_address) : order.billing_address
    ) as Record<string, string>;
    const items = await rows<{ model: string }>(
      app.db,
      sql`SELECT model FROM order_items WHERE order_id = ${order.id} ORDER BY id`,
    );
    const apiBase = publicApi ?? surl.origin;
    const payment: PaymentRequest = {
      // PayU allows at most 25 characters.
      txnid: `T${randomBytes(12).toString('hex')}`,
      amount: paiseToAmountText(order.total_paise),
      productinfo: hashSafe(items.map((item) => item.model).join(',')).slice(0, 100) || 'Order',
      firstname: hashSafe(billing.first_name ?? '').slice(0, 60),
      email: hashSafe(billing.email ?? ''),
      phone: hashSafe(billing.phone ?? ''),
      surl: `${apiBase}${RETURN_PATH}`,
      furl: `${apiBase}${RETURN_PATH}`,
    };
    await app.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, { id: order.id });
      if (locked?.status === PAID) throw new ApiError(409, 'This order is already paid');
      // One payment in flight per order: a new payment page voids the one before (its capture,
      // should PayU still report one, is refused and recorded for refund).
      await tx.execute(
        sql`UPDATE payments SET status = ${VOID}, updated_at = now() WHERE order_id = ${order.id} AND status = 'pending'`,
      );
      await tx.execute(sql`INSERT INTO payments (txnid, order_id, amount_paise, provider, surl, furl)
        VALUES (${payment.txnid}, ${order.id}, ${order.total_paise}, ${provider.name}, ${surl.toString()}, ${furl.toString()})`);
      await extendHoldsForPayment(tx, order.id, app.config.holds.paymentMinutes);
    });
    return {
      statusCode: 200,
      body: {
        checkout_url: payuForm(provider, provider.formAction(apiBase), payment),
        txnid: payment.txnid,
        amount: paiseToRupees(order.total_paise),
      },
    };
  });

  if (provider.name === 'sandbox') {
    const sandboxPolicy = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${[...origins].join(' ')}; frame-ancestors 'none'; base-uri 'none'`;
    app.post<{ Body: PaymentRequest & { key: string; hash: string } }>(
      '/payment-sandbox',
      { schema: sandboxSchema },
      async (request, reply) => {
        const form = request.body;
        const fields: PaymentRequest = {
          txnid: form.txnid,
          amount: form.amount,
          productinfo: form.productinfo,
          firstname: form.firstname,
          email: form.email,
          phone: form.phone ?? '',
          surl: form.surl,
          furl: form.furl,
        };
        const expected = payuRequestHash({ key: provider.key, ...fields }, provider.salt);
        if (form.key !== provider.key || !sameText(form.hash, expected)) {
          throw new ApiError(400, 'The payment request hash does not match');
        }
        // Its own policy: the page posts to the store's return address, and over plain http in
        // development (the app-wide policy would upgrade that post to https).
        void reply.header('content-security-policy', sandboxPolicy);
        // The order's lines by name, as a hosted page shows what is being paid for.
        const items = await rows<{ name: string; quantity: number }>(
          app.db,
          sql`SELECT oi.name, oi.quantity FROM payments pay JOIN order_items oi ON oi.order_id = pay.order_id WHERE pay.txnid = ${fields.txnid} ORDER BY oi.id`,
        );
        return reply.type('text/html; charset=utf-8').send(
          sandboxPage(
            provider,
            fields,
            items.map((item) => ({ name: item.name, quantity: Number(item.quantity) })),
          ),
        );
      },
    );
  }

  app.post<{ Body: ReturnBody }>('/payment-return', { schema: returnSchema }, async (request, reply) => {
    const posted = request.body;
    const expected = payuResponseHash(
      {
        key: posted.key,
        txnid: posted.txnid,
        amount: posted.amount,
        productinfo: posted.productinfo ?? '',
        firstname: posted.firstname ?? '',
        email: posted.email ?? '',
        status: posted.status,
        udf1: posted.udf1,
        udf2: posted.udf2,
        udf3: posted.udf3,
        udf4: posted.udf4,
        udf5: posted.udf5,
        additionalCharges: posted.additionalCharges,
      },
      provider.salt,
    );
    if (posted.key !== provider.key || !sameText(posted.hash, expected)) {
      request.log.warn({ txnid: posted.txnid }, 'payment response with a bad hash refused');
      throw new ApiError(400, 'The payment response could not be verified');
    }
    const outcome = await app.db.transaction(async (tx) => {
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
        await refuseSecondCapture(tx, request.log, {
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
          request.log.error({ order: order.order_id, models: short }, 'paid order found too little stock after its hold expired');
      } else if (!(await hasVerifiedPayment(tx, order))) {
        await markFailed(tx, order);
      }
      return { payment, order, paid };
    });
    if (!outcome) throw new ApiError(400, 'Unknown payment transaction');
    const target = outcome.paid ? outcome.payment.surl : outcome.payment.furl;
    if (!target) throw new ApiError(400, 'Unknown payment transaction');
    return reply.redirect(withParams(target, { order_id: outcome.order.order_id, txnid: posted.txnid }), 303);
  });

  app.post<{ Body: { order_status: string; order_id: string; token?: string } }>(
    '/orderUpdateFunctionality',
    { schema: orderUpdateSchema },
    async (request) => {
      const { order_status: wanted, order_id: orderId, token } = request.body;
      const user = await requireUser(app.db, token);
      if (wanted !== PAID && wanted !== FAILED) throw new ApiError(400, `order_status must be '${PAID}' or '${FAILED}'`);
      await app.db.transaction(async (tx) => {
        const order = await lockOrder(tx, { orderId: orderId.trim(), userId: user.id });
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
      return { statusCode: 200, body: 'Order status updated' };
    },
  );
}
