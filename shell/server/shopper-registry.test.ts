import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { Registry } from '@store/shared/release-registry';
import { fixedRegistry } from './edge-registry';
import { createEdgeServer } from './edge-server';
import { releaseTestShell, TEST_SHELL } from './test-support/released-shell';
import { bucketFromCookie, shopperRegistry } from './shopper-registry';

const deploy = fs.mkdtempSync(path.join(os.tmpdir(), 'shopper-registry-'));

const withCanary: Registry = {
  'mfe-content': { current: 'v1', versions: ['v1', 'v2'], canary: { version: 'v2', percent: 25 } },
  'mfe-catalog': { current: 'c1', versions: ['c1'] },
};

test('a shopper below the canary share gets the canary as current, the others the current version; no canary details leak', () => {
  const side = (bucket: number) =>
    shopperRegistry(withCanary, deploy, `a=1; store_bucket=${bucket}; b=2`).registry?.['mfe-content'];
  assert.deepEqual(side(0), { current: 'v2', versions: ['v1', 'v2'] });
  assert.equal(side(24)?.current, 'v2');
  assert.equal(side(25)?.current, 'v1');
  assert.equal(side(99)?.current, 'v1');
  const view = shopperRegistry(withCanary, deploy, 'store_bucket=3');
  assert.equal(view.setCookie, undefined);
  assert.equal(view.registry?.['mfe-catalog']?.current, 'c1');
  assert.ok(!view.json.includes('canary'));
});

test('the shoppers of one canary side share one view until the registry changes; a contract published late is read then', () => {
  const viewOf = (registry: Registry, bucket: number) => shopperRegistry(registry, deploy, `store_bucket=${bucket}`);
  const needsOf = (view: ReturnType<typeof viewOf>) => (view.registry?.['mfe-catalog'] as { needs?: object } | undefined)?.needs;
  const contract = path.join(deploy, 'remotes', 'mfe-catalog', 'c1', 'contract.json');
  fs.rmSync(contract, { force: true });
  const registry: Registry = structuredClone(withCanary);
  assert.equal(needsOf(viewOf(registry, 50)), undefined);
  for (const [name, version] of [
    ['mfe-catalog', 'c1'],
    ['mfe-content', 'v1'],
    ['mfe-content', 'v2'],
  ] as const) {
    const file = path.join(deploy, 'remotes', name, version, 'contract.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ needs: { react: '^19.0.0' } }));
  }
  const later = viewOf(registry, 50);
  assert.deepEqual(needsOf(later), { react: '^19.0.0' }, 'the contract once it is published');
  assert.equal(viewOf(registry, 80).registry, later.registry, 'another shopper on the same side: the same view');
  assert.notEqual(viewOf(registry, 10).registry, later.registry, 'the canary side: its own view');
  assert.equal(viewOf(registry, 10).registry?.['mfe-content']?.current, 'v2');
  const released: Registry = { ...registry, 'mfe-content': { current: 'v2', versions: ['v1', 'v2'] } };
  assert.equal(viewOf(released, 80).registry?.['mfe-content']?.current, 'v2', 'a new registry: a new view');
});

test('a first visit gets a bucket cookie for a year; a forged or broken cookie is replaced', () => {
  const first = shopperRegistry(withCanary, deploy, undefined);
  assert.match(first.setCookie ?? '', /^store_bucket=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);
  assert.equal(bucketFromCookie(first.setCookie?.split(';')[0]), first.bucket);
  for (const bad of ['store_bucket=100', 'store_bucket=-1', 'store_bucket=x', 'xstore_bucket=1']) {
    assert.ok(shopperRegistry(withCanary, deploy, bad).setCookie, bad);
  }
});

test('a quarter of new shoppers land on a 25% canary (bucket spread)', () => {
  let onCanary = 0;
  for (let i = 0; i < 4000; i += 1)
    if (shopperRegistry(withCanary, deploy, undefined).registry?.['mfe-content']?.current === 'v2') onCanary += 1;
  assert.ok(onCanary > 800 && onCanary < 1200, `${onCanary} of 4000`);
});

test('before the edge has read a registry from the plane, the shopper gets an empty one', () => {
  const view = shopperRegistry(null, deploy, 'store_bucket=1');
  assert.equal(view.registry, null);
  assert.equal(view.json, '{}');
});

test('the edge answers /registry.json and the page with the shopper side, sticky by the cookie it sets', async () => {
  const registry = fixedRegistry({
    'mfe-content': { current: 'v1', versions: ['v1', 'v2'], canary: { version: 'v2', percent: 50 } },
    shell: TEST_SHELL,
  });
  releaseTestShell(deploy);
  const app = await createEdgeServer({ registry, deployDir: deploy, apiUrl: 'http://127.0.0.1:9' });
  const first = await app.inject('/registry.json');
  const setCookies = [first.headers['set-cookie']].flat().map(String);
  const cookie = setCookies.find((value) => value.startsWith('store_bucket='))?.split(';')[0] as string;
  const browser = setCookies.find((value) => value.startsWith('store_browser='))?.split(';')[0] as string;
  const side = first.json()['mfe-content'].current as string;
  assert.equal(side, Number(cookie.split('=')[1]) < 50 ? 'v2' : 'v1');
  for (let i = 0; i < 5; i += 1) {
    const again = await app.inject({ url: '/registry.json', headers: { cookie: `${cookie}; ${browser}` } });
    assert.equal(again.json()['mfe-content'].current, side);
    assert.equal(again.headers['set-cookie'], undefined);
    const page = await app.inject({ url: '/cart', headers: { cookie } });
    assert.ok(page.body.includes(`window.__REGISTRY__={"mfe-content":{"current":"${side}"`));
  }
  assert.equal((await app.inject({ url: '/', headers: { cookie: 'store_bucket=10' } })).body.includes('"current":"v2"'), true);
  assert.equal((await app.inject({ url: '/', headers: { cookie: 'store_bucket=60' } })).body.includes('"current":"v1"'), true);
  await app.close();
});
