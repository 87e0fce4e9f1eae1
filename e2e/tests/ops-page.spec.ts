// The operator page: refused without OPS_TOKEN; with it, a canary is promoted and then
// rolled back from the page, each after a confirmation, and both show in the audit log.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/store-test';
import fs from 'node:fs';
import path from 'node:path';
import { e2eEnv } from '../fixtures/e2e-env';
import { distDir, operator, readRegistry } from '../fixtures/registry';

const env = e2eEnv();
const REMOTE = 'mfe-account';
const MARKER = 'ops-page-marker.txt';

test.afterEach(() => {
  fs.rmSync(path.join(distDir(REMOTE), MARKER), { force: true });
  if ((readRegistry()[REMOTE] as { canary?: unknown }).canary) operator('rollback', REMOTE, '--by', 'ops page test cleanup');
});

test('without the token the page and its data are refused', async ({ page, request }) => {
  const answer = await page.goto('/ops');
  expect(answer?.status()).toBe(401);
  await expect(page.getByRole('heading', { name: 'Store operations' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect((await request.get('/ops/api/state')).status()).toBe(401);
  expect((await request.get('/ops/api/state', { headers: { authorization: 'Bearer guess' } })).status()).toBe(401);

  await page.getByLabel('Your name (for the audit log)').fill('Mallory');
  await page.getByLabel('Operations token').fill('guess');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That is not the operations token.');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'ops_session')).toBe(false);
});

test('with the token: promote a canary and roll it back, each confirmed, both in the audit log', async ({ page }) => {
  const before = readRegistry()[REMOTE].current;
  fs.writeFileSync(path.join(distDir(REMOTE), MARKER), `ops page ${Date.now()}`);
  operator('release', REMOTE, '--no-build', '--canary', '10', '--by', 'ops page test');
  const canary = (readRegistry()[REMOTE] as { canary?: { version: string } }).canary?.version ?? '';
  expect(canary).not.toBe('');

  await page.goto('/ops');
  await page.getByLabel('Your name (for the audit log)').fill('Asha Sen');
  await page.getByLabel('Operations token').fill(env.opsToken);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Logged in as Asha Sen.')).toBeVisible();
  expect(page.url()).toBe(`${env.baseUrl}/ops`);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'ops_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/ops' });
  expect(session?.value).not.toContain(env.opsToken);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const section = page.getByRole('region', { name: REMOTE });
  await expect(section).toContainText(`canary ${canary} for 10% of shoppers`);
  await expect(section.getByRole('row', { name: new RegExp(`^${canary} canary, 10% of shoppers`) })).toBeVisible();

  await section.getByRole('button', { name: `Promote ${canary}` }).click();
  await expect(page.getByText(`Promote ${REMOTE} ${canary} to every shopper (from ${before})?`)).toBeVisible();
  expect(readRegistry()[REMOTE].current).toBe(before);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `${REMOTE}: ${before} -> ${canary} for every shopper from the next page load.`,
  );
  expect(readRegistry()[REMOTE].current).toBe(canary);
  const audit = page.getByRole('table', { name: 'Audit log' });
  await expect(audit.getByRole('row').nth(1)).toContainText(`Asha Sen (ops page)${REMOTE}promote${before}${canary}`);

  await page.getByRole('region', { name: REMOTE }).getByRole('button', { name: 'Roll back', exact: true }).click();
  await expect(page.getByText(`Roll back ${REMOTE} from ${canary} to the version that was live before it?`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText(`${REMOTE}: ${canary} -> ${before}. The next page load gets ${before}.`);
  expect(readRegistry()[REMOTE].current).toBe(before);
  await expect(audit.getByRole('row').nth(1)).toContainText(`Asha Sen (ops page)${REMOTE}rollback${canary}${before}`);
});
