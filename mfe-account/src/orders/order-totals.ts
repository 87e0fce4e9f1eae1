import type { Order } from '@store/shared';

export interface OrderTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The server's figures when it sent them; otherwise worked out from the lines it stored. */
export function orderTotals(order: Order): OrderTotals {
  const lines = Array.isArray(order.cart) ? order.cart : [];
  const subtotal = order.subtotal ?? round2(lines.reduce((sum, line) => sum + Number(line.price) * Number(line.quantity), 0));
  const discount = order.discount ?? 0;
  const shipping = Number(order.shipping_cost) || 0;
  const total = order.total ?? round2(Math.max(0, subtotal - discount) + shipping);
  return { subtotal, discount, shipping, total };
}

export function itemCount(order: Order): number {
  return (Array.isArray(order.cart) ? order.cart : []).reduce((sum, line) => sum + (Number(line.quantity) || 0), 0);
}
