import type { Config } from '../../config.js';

/** Account rules that are not in config.ts; read once when the accounts module starts. */
export interface AuthSettings {
  /** HMAC key for stored OTP hashes. */
  otpSecret: string;
  otpTtlSeconds: number;
  otpMaxAttempts: number;
  /** Minimum wait before another OTP for a phone whose last code is still unused. */
  resendSeconds: number;
  sendsPerPhone: number;
  sendsPerIp: number;
  sendWindowSeconds: number;
  sessionTtlDays: number;
}

const DEV_SECRET = 'development-only-otp-secret-not-for-production';

export function readAuthSettings(config: Config, env: Record<string, string | undefined> = process.env): AuthSettings {
  const secret = env.AUTH_SECRET?.trim();
  if (config.isProduction && (!secret || secret.length < 32)) {
    throw new Error('AUTH_SECRET (at least 32 characters) is required when NODE_ENV=production');
  }
  const whole = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    return value;
  };
  return {
    otpSecret: secret || DEV_SECRET,
    otpTtlSeconds: 300,
    otpMaxAttempts: 5,
    resendSeconds: whole('OTP_RESEND_SECONDS', 30, 0, 3600),
    sendsPerPhone: config.rateLimit.otpSendsPerPhone,
    sendsPerIp: config.rateLimit.otpSendsPerIp,
    sendWindowSeconds: Math.ceil(config.rateLimit.otpWindowMs / 1000),
    sessionTtlDays: whole('SESSION_TTL_DAYS', 30, 1, 365),
  };
}
