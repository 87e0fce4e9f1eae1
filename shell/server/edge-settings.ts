// Every setting of the edge, read from the environment once at start and checked, as the api's
// config is: a wrong value stops the start with every problem listed, in the primary, before any
// worker starts. The README's configuration table says what each one does.
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { admissionFrom } from './admission/admission-settings';
import { bodyLimitsFrom, type BodyLimits } from './api-proxy-errors';
import { assetSettingsFrom, type AssetSettings } from './assets/asset-settings';
import type { AdmissionLimits } from './admission/render-admission';
import { edgeLogger } from './edge-logger';
import { listenHost } from './listen-address';
import { pageCacheFrom } from './page-cache/page-cache-settings';
import type { PageCacheSettings } from './page-cache/page-cache';
import { paymentFormOrigins } from './payment-form-origins';
import { publicOrigin } from './seo/public-origin';
import { trustedProxiesFrom } from './trusted-proxies';
import { edgeWorkersFrom } from './workers/worker-settings';

type Env = Record<string, string | undefined>;

export interface EdgeSettings {
  port: number;
  host: string;
  /** EDGE_WORKERS: processes behind the one port. */
  workers: number;
  deployDir: string;
  apiUrl: string;
  assets: AssetSettings;
  redisUrl?: string;
  fieldEventsSecret?: string;
  opsToken?: string;
  logger: FastifyServerOptions['logger'];
  logLevel?: string;
  formActions: string[];
  publicOrigin: string;
  trustedProxies: string[];
  bodyLimits: BodyLimits;
  /** SERVER_RENDER=off: the plain shell page. */
  serverRender: false | { budgetMs?: number; admission: AdmissionLimits; pageCache: PageCacheSettings | false };
}

export class EdgeSettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`The edge cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EdgeSettingsError';
  }
}

function port(value: string | undefined): number {
  const number = Number(value ?? 3000);
  if (!Number.isInteger(number) || number <= 0 || number > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return number;
}

/** FIELD_EVENTS_SECRET, the same on the api and every edge: made per start when unset, except in production. */
function fieldEventsSecret(env: Env): string | undefined {
  const secret = env.FIELD_EVENTS_SECRET?.trim();
  if (secret && secret.length >= 32) return secret;
  if (secret || env.NODE_ENV === 'production')
    throw new Error('FIELD_EVENTS_SECRET must be set to at least 32 characters (the same on the api and every edge)');
  return undefined;
}

function sectionBudget(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`SECTION_BUDGET_MS must be a whole number of milliseconds, got "${value}"`);
  return ms;
}

/** The settings, or an EdgeSettingsError naming every wrong one. */
export function edgeSettingsFrom(env: Env, repoRoot: string): EdgeSettings {
  const problems: string[] = [];
  const read = <T>(reader: () => T): T => {
    try {
      return reader();
    } catch (error) {
      problems.push((error as Error).message);
      return undefined as T;
    }
  };
  const deployDir = path.resolve(env.DEPLOY_DIR ?? path.join(repoRoot, 'deploy'));
  const settings: EdgeSettings = {
    port: read(() => port(env.PORT)),
    host: listenHost(env),
    workers: read(() => edgeWorkersFrom(env)),
    deployDir,
    apiUrl: `http://127.0.0.1:${env.API_PORT ?? 4000}`,
    assets: read(() => assetSettingsFrom(env, deployDir)),
    redisUrl: env.REDIS_URL || undefined,
    fieldEventsSecret: read(() => fieldEventsSecret(env)),
    opsToken: env.OPS_TOKEN?.trim() || undefined,
    logger: edgeLogger(env),
    logLevel: env.LOG_LEVEL,
    formActions: paymentFormOrigins(env),
    publicOrigin: read(() => publicOrigin(env)),
    trustedProxies: read(() => trustedProxiesFrom(env)),
    bodyLimits: read(() => bodyLimitsFrom(env)),
    serverRender:
      env.SERVER_RENDER === 'off'
        ? false
        : {
            budgetMs: read(() => sectionBudget(env.SECTION_BUDGET_MS)),
            admission: read(() => admissionFrom(env)),
            pageCache: read(() => pageCacheFrom(env)),
          },
  };
  if (problems.length > 0) throw new EdgeSettingsError(problems);
  return settings;
}
