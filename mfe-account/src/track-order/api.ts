import { ApiError, callApi } from '@store/shared';

export interface TrackedOrder {
  order_id: string;
  order_status: string;
  created_at: string;
}

export type TrackResult = { ok: true; order: TrackedOrder } | { ok: false; status: number; serverText?: string };

/** track-order: { order_id, email } → the order's status, or 404 when nothing matches. */
export async function trackOrder(orderId: string, email: string): Promise<TrackResult> {
  try {
    const answer = await callApi<Partial<TrackedOrder> & { statusCode?: number; body?: unknown; message?: unknown }>('track-order', {
      body: { order_id: orderId, email },
    });
    const order = (answer?.order_status ? answer : typeof answer?.body === 'object' ? answer.body : null) as TrackedOrder | null;
    if (order?.order_status && (answer.statusCode ?? 200) === 200) return { ok: true, order };
    return { ok: false, status: answer?.statusCode ?? 500, serverText: typeof answer?.body === 'string' ? answer.body : undefined };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, serverText: error.message };
    throw error;
  }
}
