// What must hold after an hour of a sale (README § The soak): every paid order has exactly one
// verified payment, stock on hand plus units sold equals the start, and each order the soak paid,
// failed or left is in the database as it ended.
import type { PaidOrder } from './journeys.ts';
import { withClient } from './soak-database.ts';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** Units on hand per product id. */
export async function stockOnHand(url: string): Promise<Map<number, number>> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ product_id: string; available_qty: number }>(
      'SELECT product_id, available_qty FROM stock',
    );
    return new Map(rows.map((row) => [Number(row.product_id), row.available_qty]));
  });
}

export function stockBalances(start: Map<number, number>, end: Map<number, number>, sold: Map<number, number>): string[] {
  const wrong: string[] = [];
  for (const [product, before] of start) {
    const after = end.get(product) ?? 0;
    const units = sold.get(product) ?? 0;
    if (after + units !== before) wrong.push(`product ${product}: ${before} at the start, ${after} on hand + ${units} sold`);
  }
  return wrong;
}

export async function endChecks(url: string, startStock: Map<number, number>, orders: PaidOrder[]): Promise<Check[]> {
  return withClient(url, async (client) => {
    const payments = await client.query<{ order_id: string; verified: number }>(
      `SELECT o.order_id, count(p.id) FILTER (WHERE p.verified AND p.status = 'success')::int AS verified
         FROM orders o LEFT JOIN payments p ON p.order_id = o.id
        WHERE o.status = 'payment successfull' GROUP BY o.order_id`,
    );
    const notOnce = payments.rows.filter((row) => row.verified !== 1);
    const soldRows = await client.query<{ product_id: string; units: number }>(
      `SELECT i.product_id, sum(i.quantity)::int AS units FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE o.status = 'payment successfull' GROUP BY i.product_id`,
    );
    const sold = new Map(soldRows.rows.map((row) => [Number(row.product_id), row.units]));
    const endStock = await client.query<{ product_id: string; available_qty: number }>(
      'SELECT product_id, available_qty FROM stock',
    );
    const balances = stockBalances(
      startStock,
      new Map(endStock.rows.map((row) => [Number(row.product_id), row.available_qty])),
      sold,
    );
    const statuses = await client.query<{ order_id: string; status: string }>('SELECT order_id, status FROM orders');
    const statusOf = new Map(statuses.rows.map((row) => [row.order_id, row.status]));
    const expected = { paid: 'payment successfull', failed: 'payment failed', abandoned: 'Order initiated' } as const;
    const astray = orders.filter((order) => statusOf.get(order.orderId) !== expected[order.outcome]);
    const paid = orders.filter((order) => order.outcome === 'paid').length;
    const unitsSold = [...sold.values()].reduce((sum, units) => sum + units, 0);
    return [
      {
        name: 'every paid order has exactly one verified payment',
        ok: notOnce.length === 0 && payments.rows.length === paid,
        detail:
          `${payments.rows.length} paid orders in the database, ${paid} paid by the soak` +
          (notOnce.length ? `; not once: ${notOnce.map((row) => `${row.order_id} (${row.verified})`).join(', ')}` : ''),
      },
      {
        name: 'stock on hand plus units sold equals the start',
        ok: balances.length === 0,
        detail: balances.length ? balances.slice(0, 5).join('; ') : `${startStock.size} products, ${unitsSold} units sold`,
      },
      {
        name: 'each order ended as its shopper left it (paid, failed, left unpaid)',
        ok: astray.length === 0,
        detail: astray.length
          ? astray
              .slice(0, 5)
              .map((order) => `${order.orderId}: ${order.outcome}, in the database "${statusOf.get(order.orderId) ?? 'missing'}"`)
              .join('; ')
          : `${orders.length} orders`,
      },
    ];
  });
}
