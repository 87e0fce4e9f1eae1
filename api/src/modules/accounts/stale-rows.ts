import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

/**
 * Old OTP rows only matter inside the send-limit window (at most a day), and a session is useless
 * once expired; both would otherwise grow forever.
 */
export async function deleteStaleAuthRows(db: Database): Promise<void> {
  await db.execute(sql`DELETE FROM otp_codes WHERE sent_at < now() - interval '2 days'`);
  await db.execute(sql`DELETE FROM sessions WHERE expires_at < now() - interval '7 days'`);
  await db.execute(sql`DELETE FROM sms_outbox WHERE created_at < now() - interval '2 days'`);
}
