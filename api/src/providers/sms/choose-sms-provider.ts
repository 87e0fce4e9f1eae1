import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpSmsProvider } from './http-sms-provider.js';
import { OutboxSmsProvider } from './outbox-sms-provider.js';
import type { SmsProvider } from './sms-provider.js';

/** SMS_PROVIDER picks the gateway; production has no outbox, so it must name a real one. */
export function chooseSmsProvider(
  config: Config,
  db: Database,
  env: Record<string, string | undefined> = process.env,
): SmsProvider {
  const name = config.smsProvider ?? (config.isProduction ? undefined : 'outbox');
  switch (name) {
    case 'outbox':
      if (config.isProduction)
        throw new Error('SMS_PROVIDER=outbox is for development only; configure a real SMS provider (SMS_PROVIDER=http)');
      return new OutboxSmsProvider(db);
    case 'http': {
      const url = env.SMS_HTTP_URL?.trim();
      if (!url || !/^https?:\/\//.test(url)) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL (http:// or https://)');
      return new HttpSmsProvider(url, env.SMS_HTTP_TOKEN?.trim() || undefined);
    }
    case undefined:
      throw new Error('SMS_PROVIDER is required when NODE_ENV=production');
    default:
      throw new Error(`SMS_PROVIDER must be outbox or http, got "${name}"`);
  }
}
