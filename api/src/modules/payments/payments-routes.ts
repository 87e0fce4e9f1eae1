import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../errors.js';
import type { RoutesPlugin } from '../../schema-types.js';
import { choosePaymentProvider, RETURN_PATH } from '../../providers/payment/payment-provider.js';
import { payuForm, type PaymentRequest } from '../../providers/payment/payu-form.js';
import { payuRequestHash, payuResponseHash } from '../../providers/payment/payu-hash.js';
import { sandboxPage } from '../../providers/payment/sandbox-page.js';
import { languageOfStorePage } from '../../providers/payment/sandbox-words.js';
import { requireUser } from '../accounts/sessions.js';
import { paiseToAmountText, paiseToRupees } from '../../money.js';
import { gatewaySchema, orderUpdateSchema, returnSchema, sandboxSchema } from './payments-schemas.js';
import {
  openPayment,
  ORDER_NOT_FOUND,
  orderModels,
  payableOrder,
  paymentLines,
  paymentReturnPage,
  settleOrderStatus,
  settlePaymentReturn,
} from './payment-service.js';
import { FAILED, INITIATED, PAID } from './settle-order.js';

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

export const paymentsRoutes: RoutesPlugin = async (app) => {
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

  app.post('/payment-gateway', { schema: gatewaySchema }, async (request) => {
    const input = request.body.body;
    const user = await requireUser(app.db, input.token);
    const surl = storePage('surl', input.surl);
    const furl = storePage('furl', input.furl);
    const order = await payableOrder(app.db, String(input.order_id).trim(), user.id);
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
    if (order.status === PAID) throw new ApiError(409, 'This order is already paid');
    if (order.status !== INITIATED) throw new ApiError(409, 'This order can no longer be paid, please place it again');
    if (order.holds > 0 && order.open_holds === 0) throw new ApiError(409, 'This order has expired, please place it again');

    const billing = (
      typeof order.billing_address === 'string' ? JSON.parse(order.billing_address) : order.billing_address
    ) as Record<string, string>;
    const models = await orderModels(app.db, order.id);
    const apiBase = publicApi ?? surl.origin;
    const payment: PaymentRequest = {
      // PayU allows at most 25 characters.
      txnid: `T${randomBytes(12).toString('hex')}`,
      amount: paiseToAmountText(order.total_paise),
      productinfo: hashSafe(models.join(',')).slice(0, 100) || 'Order',
      firstname: hashSafe(billing.first_name ?? '').slice(0, 60),
      email: hashSafe(billing.email ?? ''),
      phone: hashSafe(billing.phone ?? ''),
      surl: `${apiBase}${RETURN_PATH}`,
      furl: `${apiBase}${RETURN_PATH}`,
    };
    await openPayment(app.db, {
      orderId: order.id,
      amountPaise: order.total_paise,
      txnid: payment.txnid,
      provider: provider.name,
      surl: surl.toString(),
      furl: furl.toString(),
      holdMinutes: app.config.holds.paymentMinutes,
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
    const sandboxPolicy = `default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; form-action 'self' ${[...origins].join(' ')}; frame-ancestors 'none'; base-uri 'none'`;
    app.post('/payment-sandbox', { schema: sandboxSchema }, async (request, reply) => {
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
      const items = await paymentLines(app.db, fields.txnid);
      // In the language of the store page the shopper paid from (/bn/…, /hi/…), as checkout gave it.
      const language = languageOfStorePage(await paymentReturnPage(app.db, fields.txnid));
      return reply.type('text/html; charset=utf-8').send(sandboxPage(provider, fields, items, language));
    });
  }

  app.post('/payment-return', { schema: returnSchema }, async (request, reply) => {
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
    const outcome = await settlePaymentReturn(app.db, request.log, posted);
    if (!outcome) throw new ApiError(400, 'Unknown payment transaction');
    const target = outcome.paid ? outcome.payment.surl : outcome.payment.furl;
    if (!target) throw new ApiError(400, 'Unknown payment transaction');
    return reply.redirect(withParams(target, { order_id: outcome.order.order_id, txnid: posted.txnid }), 303);
  });

  app.post('/orderUpdateFunctionality', { schema: orderUpdateSchema }, async (request) => {
    const { order_status: wanted, order_id: orderId, token } = request.body;
    const user = await requireUser(app.db, token);
    if (wanted !== PAID && wanted !== FAILED) throw new ApiError(400, `order_status must be '${PAID}' or '${FAILED}'`);
    await settleOrderStatus(app.db, user.id, orderId.trim(), wanted);
    return { statusCode: 200, body: 'Order status updated' };
  });
};
