import type { Order } from '@store/shared';
import { accountCall } from '../session/account-call';
import { readBody } from '../session/read-body';

/** retrive-order: the shopper's orders, newest first, as JSON text in body. */
export async function fetchOrders(token: string): Promise<Order[]> {
  const answer = await accountCall('retrive-order', token);
  if (answer.status !== 200) throw new Error(answer.serverText ?? `HTTP error! status: ${answer.status}`);
  const orders = readBody<Order[]>(answer.body);
  return Array.isArray(orders) ? orders : [];
}
