import { ApiError } from '../../errors.js';
import type { RoutesPlugin } from '../../schema-types.js';
import { requireUser } from '../accounts/sessions.js';
import { checkAddress, isBlankAddress, SHIPPING_FIELDS, type Address } from '../addresses/address-rules.js';
import { couponCodeOf, readCart } from './checkout-rules.js';
import { orderOfUser, ordersOfUser, trackedOrder } from './order-view.js';
import { checkoutSchema, retriveOrderSchema, trackOrderSchema } from './orders-schemas.js';
import { placeOrder } from './place-order.js';
import { releaseHolds } from './stock-holds.js';

type AddressInput = Record<string, unknown> | null | undefined;

function address(kind: 'billing' | 'shipping', input: AddressInput): Address {
  const result = checkAddress(kind, input ?? {});
  if ('problem' in result)
    throw new ApiError(400, result.problem.message, {
      statusCode: 400,
      body: result.problem.message,
      field: result.problem.field,
    });
  return result.address;
}

/** Without a separate shipping address the order ships to the billing one. */
function shippingFrom(billing: Address, input: AddressInput): Address {
  if (!isBlankAddress(input)) return address('shipping', input);
  return Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, billing[field] ?? '']));
}

const SWEEP_MS = 60_000;

export const ordersRoutes: RoutesPlugin = async (app) => {
  // Abandoned orders give their held stock back once the hold expires.
  const sweeper = setInterval(() => {
    releaseHolds(app.db, null).catch((error: unknown) => app.log.warn({ err: error }, 'releasing expired stock holds failed'));
  }, SWEEP_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  app.post('/check-out', { schema: checkoutSchema }, async (request) => {
    const body = request.body ?? {};
    const user = await requireUser(app.db, body.token);
    const lines = readCart(body.cart);
    const billing = address('billing', body.billing_address);
    const shipping = shippingFrom(billing, body.shipping_address);
    const orderId = await placeOrder(app.db, {
      userId: user.id,
      lines,
      billing,
      shipping,
      couponCode: couponCodeOf(body.coupon),
      notes: (body.order_notes ?? '').trim(),
      idempotencyKey: body.idempotency_key?.trim() || null,
      rules: app.config.holds,
    });
    const order = await orderOfUser(app.db, user.id, orderId);
    if (!order) throw new Error(`order ${orderId} vanished after checkout`);
    return {
      statusCode: 200,
      body: {
        order_id: order.order_id,
        cart: order.cart,
        subtotal: order.subtotal,
        discount: order.discount,
        shipping_cost: order.shipping_cost,
        total: order.total,
        order_status: order.order_status,
      },
    };
  });

  app.post('/retrive-order', { schema: retriveOrderSchema }, async (request) => {
    const user = await requireUser(app.db, request.body?.token);
    return { statusCode: 200, body: JSON.stringify(await ordersOfUser(app.db, user.id)) };
  });

  app.post('/track-order', { schema: trackOrderSchema }, async (request) => {
    const orderId = request.body.order_id.trim();
    const email = request.body.email.trim().toLowerCase();
    const order = await trackedOrder(app.db, orderId, email);
    if (!order || orderId === '' || email === '') throw new ApiError(404, 'No order found with that number and e-mail');
    return { statusCode: 200, body: order };
  });
};
