// orderUpdateFunctionality (docs/screens.md §7): statusCode 200 means the order took the new status. The api
// only accepts 'payment successfull' for an order with a verified payment (docs/contracts.md §5).
import { callWithToken, requestApi, type OrderStatus } from '@store/shared';

export async function updateOrderStatus(orderId: string, status: OrderStatus, token: string | null): Promise<boolean> {
  const fields = { order_status: status, order_id: orderId };
  // Without a token there is no session to expire; the api refuses the call with a 401.
  const answer = token
    ? await callWithToken('orderUpdateFunctionality', token, fields)
    : await requestApi('orderUpdateFunctionality', { body: { ...fields, token: '' } });
  return answer.status === 200;
}
