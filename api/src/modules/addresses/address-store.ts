import { sql } from 'drizzle-orm';
import { rows, type Database, type Executor } from '../../db/database.js';
import type { Address } from './address-rules.js';

export async function saveAddress(db: Executor, userId: number, kind: 'billing' | 'shipping', address: Address): Promise<void> {
  await db.execute(sql`INSERT INTO addresses (user_id, kind, address) VALUES (${userId}, ${kind}, ${JSON.stringify(address)}::jsonb)
    ON CONFLICT (user_id, kind) DO UPDATE SET address = EXCLUDED.address, updated_at = now()`);
}

export async function readAddresses(
  db: Executor,
  userId: number,
): Promise<{ billing_address: Address | null; shipping_address: Address | null }> {
  const found = await rows<{ kind: string; address: unknown }>(
    db,
    sql`SELECT kind, address FROM addresses WHERE user_id = ${userId}`,
  );
  const pick = (kind: string): Address | null => {
    const row = found.find((r) => r.kind === kind);
    if (!row) return null;
    return (typeof row.address === 'string' ? JSON.parse(row.address) : row.address) as Address;
  };
  return { billing_address: pick('billing'), shipping_address: pick('shipping') };
}

/** Saves what the shopper sent in one transaction; the billing name fills a profile that has none. */
export async function saveAddresses(
  db: Database,
  userId: number,
  billing: Address | null,
  shipping: Address | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (billing) {
      await saveAddress(tx, userId, 'billing', billing);
      // The dashboard greets the shopper by the billing name when registration gave none.
      await tx.execute(sql`UPDATE users SET first_name = coalesce(nullif(first_name, ''), ${billing.first_name ?? ''}),
        last_name = coalesce(nullif(last_name, ''), ${billing.last_name ?? ''}) WHERE id = ${userId}`);
    }
    if (shipping) await saveAddress(tx, userId, 'shipping', shipping);
  });
}
