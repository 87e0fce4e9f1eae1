import { callWithToken, type Order } from '@store/shared';

/** retrive-order: the shopper's orders, newest first, as JSON text in body. */
export async function fetchOrders(token: string): Promise<Order[]> {
  const answer = await callWithToken<Order[]>('retrive-order', token);
  if (answer.status !== 200) throw new Error(answer.message ?? `HTTP error! status: ${answer.status}`);
  return Array.isArray(answer.body) ? answer.body : [];
}
