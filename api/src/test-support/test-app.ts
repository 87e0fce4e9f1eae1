// The test harness: `describeEachDatabase` runs a block of tests once on PGlite and, when
// TEST_DATABASE_URL is set, once more on PostgreSQL, each time against a fresh seeded database
// and a fresh app. Tests call the app with `t.app.inject(...)` and may read `t.db` directly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import { releaseVersions } from './field-browsers.js';
import { databaseKinds, openTestDatabase, type DatabaseKind } from './test-database.js';

export interface TestApp {
  kind: DatabaseKind;
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  config: Config;
  /** POST a JSON body to /api/<call>; gives the status and the parsed answer. */
  post<T = unknown>(call: string, body?: unknown, query?: Record<string, string>): Promise<{ status: number; json: T }>;
  get<T = unknown>(call: string, query?: Record<string, string>): Promise<{ status: number; json: T }>;
}

/** The calls alone: what the shopper helpers need, from an in-process app or a real server. */
export type ApiCalls = Pick<TestApp, 'post' | 'get'>;

export interface TestAppOptions {
  /** Extra environment for loadConfig (NODE_ENV=test, temporary DATA_DIR/UPLOAD_DIR are set). */
  env?: Record<string, string>;
  /** Versions per name recorded in the release plane before the app starts (the last of each current). */
  released?: Record<string, string[]>;
}

export async function startTestApp(
  kind: DatabaseKind,
  options: TestAppOptions = {},
): Promise<TestApp & { stop(): Promise<void> }> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tempDir,
    UPLOAD_DIR: path.join(tempDir, 'uploads'),
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = await openTestDatabase(kind);
  let app: FastifyInstance;
  try {
    if (options.released) await releaseVersions(database.handle.db, options.released);
    app = await buildApp({ config, database: database.handle, logger: false });
    await app.ready();
  } catch (error) {
    await database.drop();
    throw error;
  }
  const call = async <T>(method: 'GET' | 'POST', name: string, body?: unknown, query?: Record<string, string>) => {
    const response = await app.inject({
      method,
      url: `/api/${name}`,
      query,
      ...(method === 'POST' ? { payload: body ?? {} } : {}),
    });
    let json: unknown = response.body;
    try {
      json = JSON.parse(response.body);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.statusCode, json: json as T };
  };
  return {
    kind,
    app,
    db: database.handle.db,
    handle: database.handle,
    config,
    post: (name, body, query) => call('POST', name, body, query),
    get: (name, query) => call('GET', name, undefined, query),
    async stop() {
      await app.close();
      await database.drop();
      fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

/**
 * Defines `body`'s tests once per available database. The TestApp is ready inside tests (not
 * while the block is being defined), so read it through the getter.
 */
export function describeEachDatabase(title: string, body: (t: () => TestApp) => void, options: TestAppOptions = {}): void {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let current: (TestApp & { stop(): Promise<void> }) | undefined;
      before(async () => {
        current = await startTestApp(kind, options);
      });
      after(async () => {
        await current?.stop();
      });
      body(() => {
        if (!current) throw new Error('the test app is not started yet');
        return current;
      });
    });
  }
}
