// Orders as the pages read them: docs/screens.md §3 Order plus the totals, money in rupees.
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/database.js';
import { isoTime } from './iso-time.js';
import { paiseToRupees } from '../../money.js';

export interface OrderLineView {
  model: string;
  name: string;
  price: number;
  url: string;
  quantity: number;
}

export interface OrderView {
  order_id: string;
  created_at: string;
  order_status: string;
  cart: OrderLineView[];
  billing_address: unknown;
  shipping_address: unknown;
  shipping_cost: number;
  paymentMethod: string | null;
  phone_no: string | null;
  email: string | null;
  order_notes: string | null;
  coupon: string | null;
  subtotal: number;
  discount: number;
  total: number;
  /** Captures refused because the order was already paid (or their payment page was replaced): owed back. */
  refunds_due: Array<{ txnid: string; amount: number; at: string }>;
}

interface OrderRow extends Record<string, unknown> {
  id: number;
  order_id: string;
  created_at: string;
  status: string;
  billing_address: unknown;
  shipping_address: unknown;
  notes: string | null;
  coupon_code: string | null;
  subtotal_paise: number;
  discount_paise: number;
  shipping_paise: number;
  total_paise: number;
  payment_method: string | null;
  phone_no: string | null;
  email: string | null;
}

const json = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

async function views(db: Executor, orders: OrderRow[]): Promise<OrderView[]> {
  if (orders.length === 0) return [];
  const items = await rows<{
    order_id: number;
    model: string;
    name: string;
    image: string | null;
    unit_price_paise: number;
    quantity: number;
  }>(
    db,
    sql`SELECT order_id, model, name, image, unit_price_paise, quantity FROM order_items
        WHERE order_id IN (${sql.join(
          orders.map((o) => sql`${o.id}`),
          sql`, `,
        )}) ORDER BY id`,
  );
  const refunds = await rows<{ order_id: number; txnid: string; amount_paise: number; at: string }>(
    db,
    sql`SELECT order_id, txnid, amount_paise, ${isoTime(sql`updated_at`)} AS at FROM payments
        WHERE status = 'refund_due' AND order_id IN (${sql.join(
          orders.map((o) => sql`${o.id}`),
          sql`, `,
        )}) ORDER BY id`,
  );
  return orders.map((order) => ({
    order_id: order.order_id,
    created_at: order.created_at,
    order_status: order.status,
    cart: items
      .filter((item) => item.order_id === order.id)
      .map((item) => ({
        model: item.model,
        name: item.name,
        price: paiseToRupees(item.unit_price_paise),
        url: item.image ?? '',
        quantity: item.quantity,
      })),
    billing_address: json(order.billing_address),
    shipping_address: json(order.shipping_address),
    shipping_cost: paiseToRupees(order.shipping_paise),
    paymentMethod: order.payment_method,
    phone_no: order.phone_no,
    email: order.email,
    order_notes: order.notes,
    coupon: order.coupon_code,
    subtotal: paiseToRupees(order.subtotal_paise),
    discount: paiseToRupees(order.discount_paise),
    total: paiseToRupees(order.total_paise),
    refunds_due: refunds
      .filter((refund) => refund.order_id === order.id)
      .map((refund) => ({ txnid: refund.txnid, amount: paiseToRupees(refund.amount_paise), at: refund.at })),
  }));
}

const ORDER_COLUMNS = sql`id, order_id, ${isoTime(sql`created_at`)} AS created_at, status, billing_address, shipping_address, notes, coupon_code,
  subtotal_paise, discount_paise, shipping_paise, total_paise, payment_method, phone_no, email`;

export async function ordersOfUser(db: Executor, userId: number): Promise<OrderView[]> {
  const orders = await rows<OrderRow>(
    db,
    sql`SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT 500`,
  );
  return views(db, orders);
}

export async function orderOfUser(db: Executor, userId: number, orderId: string): Promise<OrderView | null> {
  const orders = await rows<OrderRow>(
    db,
    sql`SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = ${userId} AND order_id = ${orderId}`,
  );
  return (await views(db, orders))[0] ?? null;
}

/** The order a guest tracks by its number and the e-mail it was placed with (any case), or undefined. */
export async function trackedOrder(
  db: Executor,
  orderId: string,
  email: string,
): Promise<{ order_id: string; order_status: string; created_at: string } | undefined> {
  const [order] = await rows<{ order_id: string; status: string; created_at: string }>(
    db,
    sql`SELECT order_id, status, ${isoTime(sql`created_at`)} AS created_at FROM orders WHERE order_id = ${orderId} AND lower(email) = ${email}`,
  );
  return order && { order_id: order.order_id, order_status: order.status, created_at: order.created_at };
}
