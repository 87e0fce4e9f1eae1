// What the Run command prints once the store answers: where it is, which database, the demo logins,
// and where to look next. Request lines are printed only with LOG_LEVEL=debug.
import path from 'node:path';
import { DEPLOY_DIR, REPO_ROOT } from './paths.ts';

export async function databaseKind(apiPort: string): Promise<string> {
  try {
    const health = (await (await fetch(`http://127.0.0.1:${apiPort}/api/health`)).json()) as { database?: string };
    return health.database ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function databaseLine(kind: string): string {
  if (kind === 'postgres') {
    const url = new URL(process.env.DATABASE_URL ?? 'postgres://unknown');
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname} (DATABASE_URL)`;
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  return `embedded PostgreSQL (PGlite) in ${dataDir}`;
}

export function startupSummary(options: { port: string; apiPort: string; database: string }): string {
  const store = `http://localhost:${options.port}`;
  return [
    '',
    `The store is ready at ${store} (Ctrl-C stops it)`,
    `  database     ${databaseLine(options.database)}`,
    `  releases     in the database (pnpm remotes lists them); published files in ${DEPLOY_DIR}`,
    `  api          http://127.0.0.1:${options.apiPort}/api (metrics at /metrics on both)`,
    `  ops page     ${process.env.OPS_TOKEN ? `${store}/ops` : 'off (start with OPS_TOKEN=<a long secret> to use /ops)'}`,
    '  demo login   phone 9830012345; the OTP is at ' + `${store}/api/__dev/outbox?phone=9830012345`,
    '  coupons      WELCOME10, FLAT500 (EXPIRED2020 no longer valid)',
    `  logs         ${process.env.LOG_LEVEL === 'debug' ? 'every request (LOG_LEVEL=debug)' : 'start-up and problems only; LOG_LEVEL=debug shows every request'}`,
    '',
  ].join('\n');
}
