// orderUpdateFunctionality (api/CALLS.md): statusCode 200 means the order took the new status. The api
// only accepts 'payment successfull' for an order with a verified payment (api/README.md).
import type { OrderStatus } from '@store/shared';
import { post } from '../common/call';

export async function updateOrderStatus(orderId: string, status: OrderStatus, token: string | null): Promise<boolean> {
  const { status: code } = await post('orderUpdateFunctionality', { order_status: status, order_id: orderId, token: token ?? '' });
  return code === 200;
}
