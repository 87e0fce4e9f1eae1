// Environment, read and checked once at start. Every wrong value is reported at once, with the
// variable's name, so a misconfigured deploy fails before it listens.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSocialLinks, type SocialLink } from './social-links.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type NodeEnv = 'development' | 'test' | 'production';

export interface RateLimitConfig {
  /** Requests per IP per window on every route. */
  globalPerIp: number;
  windowMs: number;
  /** OTP sends per phone per window (login-registration register/login). */
  otpSendsPerPhone: number;
  /** OTP sends per IP per window. */
  otpSendsPerIp: number;
  otpWindowMs: number;
  /** Field-event batches (POST client-events) per IP and per browser per minute. */
  clientEventsPerIp: number;
  clientEventsPerBrowser: number;
}

/** What may move the release watcher's figures (README § The ops page, "What the watcher trusts"). */
export interface FieldEventsConfig {
  /** FIELD_EVENTS_SECRET: the edge signs each browser's id with it; a batch without a valid one is refused. */
  secret: string;
  /** DEPLOY_DIR: only remote versions its registry holds may be reported. */
  deployDir: string;
  /** Distinct browsers one address may report for per window (FIELD_BROWSERS_PER_ADDRESS). */
  browsersPerAddress: number;
  addressWindowMs: number;
}

export const MIN_SECRET_LENGTH = 32;

/** What one shopper may hold of the stock without paying (api/README.md "Stock holds"). */
export interface HoldRules {
  /** A check-out holds its units this long... */
  checkoutMinutes: number;
  /** ...and opening the payment page (payment-gateway) makes it this long from the check-out. */
  paymentMinutes: number;
  /** Units of one product a shopper may hold at once. */
  unitsPerProduct: number;
  /** Orders of one shopper holding stock at once; a new check-out releases the oldest past it. */
  holdingOrders: number;
  /** Unpaid check-outs one shopper may make in an hour. */
  unpaidOrdersPerHour: number;
}

export interface Config {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  storeOrigins: string[];
  /** Where product images are served from; '/api/images' serves the generated ones. */
  imagePrefix: string;
  uploadDir: string;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  payu: { key: string; salt: string; url: string | undefined };
  smsProvider: string | undefined;
  rateLimit: RateLimitConfig;
  fieldEvents: FieldEventsConfig;
  holds: HoldRules;
  logLevel: string;
  /** Proxies whose X-Forwarded-For is believed (client IPs for rate limits): proxy-addr syntax. */
  trustProxy: string;
  /** Read-only catalog answers are kept this long in process (0 = off) and at most this many. */
  catalogCache: { ttlMs: number; entries: number };
  /** The store's pages on social networks (SOCIAL_LINKS); none when unset. */
  socialLinks: SocialLink[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

// PayU's public test credentials (docs/toolchain.md, PayU); never used when NODE_ENV=production.
const SANDBOX_PAYU = { key: 'C0Dr8m', salt: '3sf0jURk' };

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };

  const url = (name: string, protocols: string[]): string | undefined => {
    const raw = read(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${parsed.protocol}//…"`);
      }
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return raw;
  };

  const rawEnv = read('NODE_ENV') ?? 'development';
  let nodeEnv: NodeEnv = 'development';
  if (rawEnv === 'development' || rawEnv === 'test' || rawEnv === 'production') nodeEnv = rawEnv;
  else problems.push(`NODE_ENV must be development, test or production, got "${rawEnv}"`);
  const isProduction = nodeEnv === 'production';

  const port = int('API_PORT', 4000, 0, 65535);
  const host = read('HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(read('DATA_DIR') ?? path.join(REPO_ROOT, '.data'));
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);

  const storeOrigins = (read('STORE_ORIGINS') ?? 'http://localhost:3000')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of storeOrigins) {
    try {
      const parsed = new URL(origin);
      if (parsed.origin !== origin.replace(/\/$/, ''))
        problems.push(`STORE_ORIGINS entry "${origin}" must be an origin like http://localhost:3000 (no path)`);
    } catch {
      problems.push(`STORE_ORIGINS entry "${origin}" is not a valid origin`);
    }
  }

  const imagePrefix = (read('IMAGE_PREFIX') ?? '/api/images').replace(/\/$/, '');
  const uploadDir = path.resolve(read('UPLOAD_DIR') ?? path.join(dataDir, 'uploads'));

  const payuKey = read('PAYU_KEY');
  const payuSalt = read('PAYU_SALT');
  const payuUrl = url('PAYU_URL', ['https:', 'http:']);
  if (isProduction && (!payuKey || !payuSalt || !payuUrl)) {
    problems.push('PAYU_KEY, PAYU_SALT and PAYU_URL are required when NODE_ENV=production');
  }
  // The test pair is published: anyone holding it can sign a "paid" return for any order.
  if (isProduction && (payuKey === SANDBOX_PAYU.key || payuSalt === SANDBOX_PAYU.salt)) {
    problems.push("PAYU_KEY and PAYU_SALT are PayU's public test credentials; set the shop's own when NODE_ENV=production");
  }

  const smsProvider = read('SMS_PROVIDER');
  if (isProduction && !smsProvider)
    problems.push('SMS_PROVIDER is required when NODE_ENV=production (no SMS outbox in production)');

  // Development defaults let an automated suite log in 50 phones from one address in 10 minutes.
  const rateLimit: RateLimitConfig = {
    globalPerIp: int('RATE_LIMIT_PER_IP', isProduction ? 300 : 10_000, 1, 10_000_000),
    windowMs: int('RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    otpSendsPerPhone: int('OTP_SENDS_PER_PHONE', isProduction ? 5 : 10, 1, 100_000),
    otpSendsPerIp: int('OTP_SENDS_PER_IP', isProduction ? 20 : 1000, 1, 1_000_000),
    otpWindowMs: int('OTP_WINDOW_MS', isProduction ? 3_600_000 : 600_000, 1000, 86_400_000),
    clientEventsPerIp: int('CLIENT_EVENTS_PER_IP', isProduction ? 120 : 2000, 1, 1_000_000),
    clientEventsPerBrowser: int('CLIENT_EVENTS_PER_BROWSER', 20, 1, 100_000),
  };

  // Outside production a secret made at start is enough: the Run command hands the same one to the edge.
  const fieldEventsSecret = read('FIELD_EVENTS_SECRET') ?? (isProduction ? '' : randomBytes(32).toString('base64url'));
  if (fieldEventsSecret.length < MIN_SECRET_LENGTH)
    problems.push(
      `FIELD_EVENTS_SECRET must be at least ${MIN_SECRET_LENGTH} characters (the same on the api and every edge)${isProduction ? '; it is required when NODE_ENV=production' : ''}`,
    );
  const fieldEvents: FieldEventsConfig = {
    secret: fieldEventsSecret,
    deployDir: path.resolve(read('DEPLOY_DIR') ?? path.join(REPO_ROOT, 'deploy')),
    // A household or an office shares one address; a made-up browser per page load does not get far.
    browsersPerAddress: int('FIELD_BROWSERS_PER_ADDRESS', isProduction ? 20 : 10_000, 1, 1_000_000),
    addressWindowMs: int('FIELD_ADDRESS_WINDOW_MS', 600_000, 1000, 86_400_000),
  };

  const holds: HoldRules = {
    checkoutMinutes: int('HOLD_CHECKOUT_MINUTES', 10, 1, 1440),
    paymentMinutes: int('HOLD_PAYMENT_MINUTES', 30, 1, 1440),
    unitsPerProduct: int('HOLD_UNITS_PER_PRODUCT', 5, 1, 100),
    holdingOrders: int('HOLDING_ORDERS_PER_SHOPPER', 1, 1, 1000),
    unpaidOrdersPerHour: int('UNPAID_ORDERS_PER_HOUR', 5, 1, 100_000),
  };

  const social = parseSocialLinks(read('SOCIAL_LINKS'));
  problems.push(...social.problems);

  const logLevel = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${logLevel}"`);
  }

  const config: Config = {
    nodeEnv,
    isProduction,
    port,
    host,
    dataDir,
    databaseUrl,
    redisUrl,
    storeOrigins,
    imagePrefix,
    uploadDir,
    bodyLimitBytes: int('BODY_LIMIT_BYTES', 256 * 1024, 1024, 50 * 1024 * 1024),
    uploadLimitBytes: 5 * 1024 * 1024,
    payu: {
      key: payuKey ?? SANDBOX_PAYU.key,
      salt: payuSalt ?? SANDBOX_PAYU.salt,
      url: payuUrl,
    },
    smsProvider,
    rateLimit,
    fieldEvents,
    holds,
    logLevel,
    trustProxy: read('TRUST_PROXY') ?? 'loopback',
    // Off in tests, which change the catalog and read it back at once; the cache's own test turns it on.
    catalogCache: {
      ttlMs: int('CATALOG_CACHE_MS', nodeEnv === 'test' ? 0 : 3000, 0, 60_000),
      entries: int('CATALOG_CACHE_ENTRIES', 2000, 1, 100_000),
    },
    socialLinks: social.links,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
