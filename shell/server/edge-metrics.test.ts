import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fixedRegistry } from './edge-registry';
import { createEdgeServer } from './edge-server';
import { releaseTestShell, TEST_SHELL } from './test-support/released-shell';

/** The release registry the edge is given (the api's release plane in production). */
const registry = fixedRegistry();

test('/metrics counts requests by route and status, latency, and remote loads by version; only for this machine or the token', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-metrics-'));
  releaseTestShell(path.join(root, 'deploy'));
  const version = path.join(root, 'deploy', 'remotes', 'mfe-content', '1.0.0-aaaa1111');
  fs.mkdirSync(version, { recursive: true });
  fs.writeFileSync(path.join(version, 'mf-manifest.json'), '{}');
  registry.set({ shell: TEST_SHELL });
  const app = await createEdgeServer({
    registry,
    deployDir: path.join(root, 'deploy'),
    apiUrl: 'http://127.0.0.1:9',
    ops: { token: 'metrics-token-of-at-least-32-characters', scriptsDir: '', tsx: '' },
  });
  await app.inject('/registry.json');
  await app.inject('/remotes/mfe-content/1.0.0-aaaa1111/mf-manifest.json');
  await app.inject('/remotes/mfe-content/made-up-9/mf-manifest.json');
  const metrics = await app.inject('/metrics');
  assert.equal(metrics.statusCode, 200);
  assert.match(String(metrics.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  assert.match(metrics.body, /edge_http_requests_total\{route="\/registry.json",method="GET",status="200"\} 1/);
  assert.match(
    metrics.body,
    /edge_http_request_duration_seconds_bucket\{le="0.005",route="\/registry.json",method="GET",status="200"\} \d/,
  );
  assert.match(metrics.body, /edge_remote_loads_total\{remote="mfe-content",version="1.0.0-aaaa1111",status="200"\} 1/);
  assert.match(metrics.body, /edge_remote_loads_total\{remote="unknown",version="unknown",status="404"\} 1/);
  assert.ok(!metrics.body.includes('made-up-9'));

  assert.equal((await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode, 401);
  assert.equal((await app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode, 401);
  assert.equal(
    (
      await app.inject({
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer metrics-token-of-at-least-32-characters' },
      })
    ).statusCode,
    200,
  );
  await app.close();
});
