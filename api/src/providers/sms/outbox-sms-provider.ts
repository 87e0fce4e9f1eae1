import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/database.js';
import type { SmsMessage, SmsProvider } from './sms-provider.js';

/** Development and test only (api/README.md): messages land in sms_outbox instead of a phone. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';

  constructor(private readonly db: Database) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO sms_outbox (phone, text, otp) VALUES (${message.phone}, ${message.text}, ${message.otp ?? null})`,
    );
  }
}

export interface OutboxMessage {
  phone: string;
  text: string;
  otp: string | null;
  at: string;
}

export async function readOutbox(db: Database, phone: string, limit = 50): Promise<OutboxMessage[]> {
  return rows<OutboxMessage>(
    db,
    sql`SELECT phone, text, otp, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM sms_outbox WHERE phone = ${phone}
        ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );
}
