import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openTestDatabase } from '../test-support/test-database.js';

async function linesAt(level: string): Promise<Array<Record<string, unknown>>> {
  const lines: string[] = [];
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-request-log-'));
  const database = await openTestDatabase('pglite');
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDir, LOG_LEVEL: level }),
    database: database.handle,
    logger: { level, stream: { write: (line: string) => void lines.push(line) } },
  });
  try {
    await app.inject('/api/health');
    await app.inject('/api/__dev/outbox?phone=9830012345');
  } finally {
    await app.close();
    await database.drop();
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

test('at LOG_LEVEL=debug one line per request, the path without its query', async () => {
  const requests = (await linesAt('debug')).filter((line) => line.msg === 'request');
  assert.deepEqual(
    requests.map(({ method, path: where, status }) => [method, where, status]),
    [
      ['GET', '/api/health', 200],
      ['GET', '/api/__dev/outbox', 200],
    ],
  );
  assert.ok(requests.every((line) => typeof line.ms === 'number' && !JSON.stringify(line).includes('9830012345')));
});

test('at info no request lines at all', async () => {
  const lines = await linesAt('info');
  assert.deepEqual(
    lines.filter((line) => line.msg === 'request' || line.msg === 'incoming request' || line.msg === 'request completed'),
    [],
  );
});
