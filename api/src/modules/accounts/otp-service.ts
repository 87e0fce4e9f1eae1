import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/database.js';
import { ApiError } from '../../errors.js';
import type { SmsProvider } from '../../providers/sms/sms-provider.js';
import type { AuthSettings } from './auth-settings.js';
import { hashOtp, newOtp, sameHash } from './otp-code.js';

export type OtpPurpose = 'register' | 'login';

export const OTP_SENT = 'OTP Sent Successfully';
export const OTP_SEND_FAILED = 'Failed to send OTP, please try again';
export const OTP_INVALID = 'Invalid OTP';
export const OTP_EXPIRED = 'OTP expired, please request a new one';

function tooMany(message: string, retryAfterSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(
    429,
    `${message}, please try again in ${seconds} seconds`,
    { statusCode: 429, body: `${message}, please try again in ${seconds} seconds`, retry_after: seconds },
    { 'retry-after': String(seconds) },
  );
}

interface SendRequest {
  phone: string;
  purpose: OtpPurpose;
  ip: string;
  payload?: Record<string, string>;
}

/** Throttles, limits, then stores a fresh hashed code (voiding older ones) and sends it. */
export async function sendOtp(db: Database, sms: SmsProvider, settings: AuthSettings, request: SendRequest): Promise<void> {
  const { phone, purpose, ip } = request;
  const window = settings.sendWindowSeconds;
  const code = newOtp();
  const codeHash = hashOtp(settings.otpSecret, phone, purpose, code);
  // One sender per phone at a time, so parallel requests cannot slip past the limits together.
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
    const [state] = await rows<{
      wait: number | null;
      phone_sends: number;
      phone_retry: number | null;
      ip_sends: number;
      ip_retry: number | null;
    }>(
      tx,
      sql`SELECT
        (SELECT extract(epoch FROM sent_at + make_interval(secs => ${settings.resendSeconds}) - now())::float8
           FROM otp_codes WHERE phone = ${phone} AND purpose = ${purpose} AND consumed_at IS NULL AND expires_at > now()
           ORDER BY sent_at DESC LIMIT 1) AS wait,
        (SELECT count(*)::int FROM otp_codes WHERE phone = ${phone} AND sent_at > now() - make_interval(secs => ${window})) AS phone_sends,
        (SELECT extract(epoch FROM min(sent_at) + make_interval(secs => ${window}) - now())::float8
           FROM otp_codes WHERE phone = ${phone} AND sent_at > now() - make_interval(secs => ${window})) AS phone_retry,
        (SELECT count(*)::int FROM otp_codes WHERE ip = ${ip} AND sent_at > now() - make_interval(secs => ${window})) AS ip_sends,
        (SELECT extract(epoch FROM min(sent_at) + make_interval(secs => ${window}) - now())::float8
           FROM otp_codes WHERE ip = ${ip} AND sent_at > now() - make_interval(secs => ${window})) AS ip_retry`,
    );
    if (state?.wait != null && state.wait > 0) throw tooMany('An OTP was just sent', state.wait);
    if (state && state.phone_sends >= settings.sendsPerPhone)
      throw tooMany('Too many OTPs requested for this phone', state.phone_retry ?? window);
    if (state && state.ip_sends >= settings.sendsPerIp)
      throw tooMany('Too many OTPs requested from this address', state.ip_retry ?? window);
    await tx.execute(sql`UPDATE otp_codes SET expires_at = least(expires_at, now())
      WHERE phone = ${phone} AND purpose = ${purpose} AND consumed_at IS NULL`);
    const [inserted] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO otp_codes (phone, purpose, code_hash, payload, ip, expires_at)
          VALUES (${phone}, ${purpose}, ${codeHash}, ${request.payload ? JSON.stringify(request.payload) : null}::jsonb, ${ip},
                  now() + make_interval(secs => ${settings.otpTtlSeconds}))
          RETURNING id`,
    );
    return inserted;
  });
  try {
    await sms.send({
      phone,
      text: `${code} is your OTP to ${purpose === 'register' ? 'register' : 'log in'}. It is valid for 5 minutes. Do not share it.`,
      otp: code,
    });
  } catch {
    // Nothing reached the phone, so the code must not count against the shopper.
    if (row) await db.execute(sql`DELETE FROM otp_codes WHERE id = ${row.id}`);
    throw new ApiError(502, OTP_SEND_FAILED);
  }
}

/**
 * Spends one try on the newest live code and consumes it when it matches. The try is counted
 * before the comparison, in one statement, so parallel guesses cannot exceed the limit.
 */
export async function consumeOtp(
  db: Database,
  settings: AuthSettings,
  phone: string,
  purpose: OtpPurpose,
  code: string,
): Promise<{ payload: Record<string, string> | null }> {
  const [spent] = await rows<{ id: number; code_hash: string; attempts: number; payload: unknown }>(
    db,
    sql`UPDATE otp_codes SET attempts = attempts + 1
        WHERE id = (SELECT id FROM otp_codes WHERE phone = ${phone} AND purpose = ${purpose}
                    ORDER BY sent_at DESC, id DESC LIMIT 1)
          AND consumed_at IS NULL AND expires_at > now() AND attempts < ${settings.otpMaxAttempts}
        RETURNING id, code_hash, attempts, payload`,
  );
  if (!spent) {
    const [latest] = await rows<{ attempts: number; live: boolean }>(
      db,
      sql`SELECT attempts, (consumed_at IS NULL AND expires_at > now()) AS live FROM otp_codes
          WHERE phone = ${phone} AND purpose = ${purpose} ORDER BY sent_at DESC, id DESC LIMIT 1`,
    );
    if (latest?.live && latest.attempts >= settings.otpMaxAttempts) {
      throw new ApiError(429, 'Too many wrong OTPs, please request a new one', {
        statusCode: 429,
        body: 'Too many wrong OTPs, please request a new one',
        tries_left: 0,
      });
    }
    throw new ApiError(410, OTP_EXPIRED);
  }
  if (!sameHash(spent.code_hash, hashOtp(settings.otpSecret, phone, purpose, code))) {
    const triesLeft = settings.otpMaxAttempts - spent.attempts;
    if (triesLeft <= 0) {
      throw new ApiError(429, 'Too many wrong OTPs, please request a new one', {
        statusCode: 429,
        body: 'Too many wrong OTPs, please request a new one',
        tries_left: 0,
      });
    }
    throw new ApiError(401, OTP_INVALID, { statusCode: 401, body: OTP_INVALID, tries_left: triesLeft });
  }
  const [consumed] = await rows<{ id: number }>(
    db,
    sql`UPDATE otp_codes SET consumed_at = now() WHERE id = ${spent.id} AND consumed_at IS NULL RETURNING id`,
  );
  if (!consumed) throw new ApiError(410, OTP_EXPIRED);
  const payload =
    typeof spent.payload === 'string'
      ? (JSON.parse(spent.payload) as Record<string, string>)
      : (spent.payload as Record<string, string> | null);
  return { payload };
}
