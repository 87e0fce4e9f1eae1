// Deliverability by pincode: the most specific range containing the pincode decides; a pincode
// in no range is not deliverable. Checkout uses the same rule (spec: West Bengal only).
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/database.js';
import { isPincode } from '../../input-rules.js';

/** Six digits, not starting with 0, as written by shoppers (spaces around are ignored). */
export function parsePincode(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return isPincode(text) ? Number(text) : null;
}

export async function isDeliverable(db: Executor, pincode: number): Promise<boolean> {
  const [range] = await rows<{ serviceable: boolean }>(
    db,
    sql`SELECT serviceable FROM pincode_ranges WHERE ${pincode} BETWEEN first_pincode AND last_pincode
        ORDER BY last_pincode - first_pincode LIMIT 1`,
  );
  return range?.serviceable ?? false;
}
