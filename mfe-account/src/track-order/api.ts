import { requestApi } from '@store/shared';

export interface TrackedOrder {
  order_id: string;
  order_status: string;
  created_at: string;
}

export type TrackResult = { ok: true; order: TrackedOrder } | { ok: false; status: number; serverText?: string };

/** track-order: { order_id, email } → the order's status, or 404 when nothing matches. No network or a 5xx throws. */
export async function trackOrder(orderId: string, email: string): Promise<TrackResult> {
  const answer = await requestApi<Partial<TrackedOrder>>('track-order', { body: { order_id: orderId, email } });
  const order = answer.body;
  if (answer.status === 200 && order?.order_status) return { ok: true, order: order as TrackedOrder };
  return { ok: false, status: answer.status, serverText: answer.message };
}
