// Drill: what an outsider who can reach the store sends cannot steer its releases. While a healthy
// canary runs, the probe's forged field events (no browser id, made-up ids, a signed browser claiming
// 100 crashes) and a form on another origin of the same site posting to /ops/act with the operator's
// cookie leave the registry and the audit log as they were. (That a canary failing for real browsers
// is still ended: drills-canary.spec.ts.)
import { expect, test } from '../fixtures/store-test';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { e2eEnv } from '../fixtures/e2e-env';
import { distDir, operator, readAudit, readRegistry } from '../fixtures/registry';

const env = e2eEnv();
const REMOTE = 'mfe-account';
const MARKER = 'ops-trust-marker.txt';
const auditText = () => JSON.stringify(readAudit());
const canaryOf = () => (readRegistry()[REMOTE] as { canary?: { version: string } }).canary?.version ?? '';

let registryBefore: string;
let auditBefore: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  fs.writeFileSync(path.join(distDir(REMOTE), MARKER), `ops trust ${Date.now()}`);
  operator('release', REMOTE, '--no-build', '--canary', '50', '--by', 'ops trust drill');
  expect(canaryOf()).not.toBe('');
  registryBefore = JSON.stringify(readRegistry());
  auditBefore = auditText();
});

test.afterAll(() => {
  fs.rmSync(path.join(distDir(REMOTE), MARKER), { force: true });
  if (canaryOf()) operator('rollback', REMOTE, '--by', 'ops trust drill cleanup');
});

test("the probe's forged field events are refused and move nothing", async ({ page, request }) => {
  const canary = canaryOf();
  const forged = {
    events: [
      { remote: REMOTE, version: canary, kind: 'view', count: 100 },
      { remote: REMOTE, version: canary, kind: 'uncaught', count: 100 },
    ],
  };
  const anonymous = await request.post('/api/client-events', { data: forged });
  expect(anonymous.status()).toBe(403);
  for (let i = 0; i < 40; i += 1) {
    const madeUp = `store_browser=${String(i).padStart(22, 'x')}.${'A'.repeat(43)}`;
    expect((await request.post('/api/client-events', { data: forged, headers: { cookie: madeUp } })).status()).toBe(403);
  }
  const made = Array.from({ length: 50 }, (_, i) => ({
    remote: `mfe-probe${'abcdefghij'[i % 10]}`,
    version: canary,
    kind: 'view',
  }));
  // A real page load gives the browser a signed id: it counts as one browser, however much it claims.
  await page.goto('/about-us');
  const cookies = await page.context().cookies();
  const browser = cookies.find((cookie) => cookie.name === 'store_browser');
  expect(browser?.httpOnly).toBe(true);
  const signed = { cookie: `store_browser=${browser?.value}` };
  expect((await request.post('/api/client-events', { data: { events: made }, headers: signed })).status()).toBe(400);
  expect((await request.post('/api/client-events', { data: forged, headers: signed })).status()).toBe(202);

  // The watcher looks every second in the e2e store: give it several looks.
  await page.waitForTimeout(4000);
  expect(JSON.stringify(readRegistry())).toBe(registryBefore);
  expect(auditText()).toBe(auditBefore);
});

test("a form on another origin of the same site cannot act with the operator's cookie", async ({ page }) => {
  await page.goto('/ops');
  await page.getByLabel('Your name (for the audit log)').fill('Asha Sen');
  await page.getByLabel('Operations token').fill(env.opsToken);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Logged in as Asha Sen.')).toBeVisible();

  // Another port of the same host: the same site, so the operator's SameSite=Strict cookie goes along.
  const target = `${env.baseUrl}/ops/act`;
  const evil = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(`<!doctype html><form method="post" action="${target}"><input name="remote" value="${REMOTE}">
<input name="action" value="rollback"><input name="csrf" value="guessed"><button>Win a phone</button></form>`);
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://localhost:${(evil.address() as AddressInfo).port}/`);
    const [answer] = await Promise.all([page.waitForResponse(target), page.getByRole('button', { name: 'Win a phone' }).click()]);
    expect(answer.status()).toBe(403);
    await expect(page.getByRole('alert')).toContainText('did not come from the operations page');
  } finally {
    evil.close();
  }
  expect(JSON.stringify(readRegistry())).toBe(registryBefore);
  expect(auditText()).toBe(auditBefore);
  expect(canaryOf()).not.toBe('');
});
