// Drills: a team changes shared code and releases only its own section, as a team would,
// with real builds of changed source. Either the section works with its new code, or the release is
// refused with a message naming the package and both versions, and shoppers keep the version that
// works. The sources, builds and registry are put back afterwards.
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import fs from 'node:fs';
import path from 'node:path';
import { operator, readRegistry, writeRegistry } from '../fixtures/registry';
import { e2eEnv } from '../fixtures/e2e-env';

const { repoRoot } = e2eEnv();
const at = (...parts: string[]) => path.join(repoRoot, ...parts);

const ABOUT_PAGE = at('mfe-content/src/pages/about-page.tsx');
const SHARED_INDEX = at('shared/src/index.ts');
const RUNTIME_INDEX = at('runtime/src/index.ts');
const RUNTIME_PACKAGE = at('runtime/package.json');
const TOUCHED_FILES = [ABOUT_PAGE, SHARED_INDEX, RUNTIME_INDEX, RUNTIME_PACKAGE];
const NEW_FILES = [at('shared/src/drill-mark.ts'), at('runtime/src/drill-runtime-mark.ts')];
const BUILDS = [at('mfe-content/dist'), at('shell/dist')];

const originals = new Map<string, string>();
let registryBefore: ReturnType<typeof readRegistry>;

// Each drill builds changed code for real (a build takes 20-60 s on two cores).
test.describe.configure({ mode: 'serial', timeout: 8 * 60_000 });

test.beforeAll(() => {
  registryBefore = readRegistry();
  for (const file of TOUCHED_FILES) originals.set(file, fs.readFileSync(file, 'utf8'));
  for (const dir of BUILDS) fs.cpSync(dir, `${dir}.before-drill`, { recursive: true });
});

test.afterAll(() => {
  for (const [file, text] of originals) fs.writeFileSync(file, text);
  for (const file of NEW_FILES) fs.rmSync(file, { force: true });
  for (const dir of BUILDS) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(`${dir}.before-drill`, dir);
  }
  writeRegistry(registryBefore);
});

function edit(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update the drill`);
  fs.writeFileSync(file, text.replace(from, to));
}

function setRuntimeVersion(version: string): void {
  const manifest = JSON.parse(fs.readFileSync(RUNTIME_PACKAGE, 'utf8')) as { version: string };
  fs.writeFileSync(RUNTIME_PACKAGE, `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
}

/** The About page shows what `expression` gives, with `importLine` bringing it in. */
function showOnAboutPage(name: string, from: string): void {
  fs.writeFileSync(ABOUT_PAGE, originals.get(ABOUT_PAGE)!);
  edit(ABOUT_PAGE, "import { useLanguage, useSharedT, Words } from '@store/shared';", `$&\nimport { ${name} } from '${from}';`);
  edit(
    ABOUT_PAGE,
    "        <>\n          <p>{t('about.story1', FIGURES)}</p>",
    `        <>\n          <p>Drill: {${name}()}</p>\n          <p>{t('about.story1', FIGURES)}</p>`,
  );
}

/** Runs an operator command; a refusal is returned as its message instead of thrown. */
function tryOperator(...args: string[]): { ok: true; output: string } | { ok: false; output: string } {
  try {
    return { ok: true, output: operator(...args) };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function expectAboutPage(page: Page, drillText: string | null): Promise<void> {
  await page.goto('/about-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  if (drillText) await expect(main.getByText(`Drill: ${drillText}`)).toBeVisible();
  else await expect(main.getByText(/^Drill:/)).toHaveCount(0);
  await expect(main).not.toContainText('is not available right now');
}

test('a new helper in @store/shared released with only mfe-content works: the section bundles its own copy', async ({ page }) => {
  fs.writeFileSync(NEW_FILES[0]!, "export function drillMark(): string {\n  return 'x';\n}\n");
  edit(SHARED_INDEX, "export * from './money/format-inr';", "export * from './money/format-inr';\nexport * from './drill-mark';");
  showOnAboutPage('drillMark', '@store/shared');

  const release = tryOperator('release', 'mfe-content');
  expect(release.output).toContain('is now current');
  expect(release.ok).toBe(true);
  await expectAboutPage(page, 'x');
});

test('a section needing a newer @store/runtime is refused at release; the shell moves on, older sections keep working', async ({
  page,
}) => {
  const before = readRegistry();
  fs.writeFileSync(NEW_FILES[1]!, "export function drillRuntimeMark(): string {\n  return 'runtime 1.2';\n}\n");
  edit(
    RUNTIME_INDEX,
    "export * from './events/event-bus';",
    "export * from './events/event-bus';\nexport * from './drill-runtime-mark';",
  );
  setRuntimeVersion('1.2.0');
  showOnAboutPage('drillRuntimeMark', '@store/runtime');

  const refused = tryOperator('release', 'mfe-content');
  expect(refused.ok).toBe(false);
  expect(refused.output).toContain('needs @store/runtime ^1.2.0, the shell provides 1.1.0');
  expect(refused.output).toContain('was not made current');
  expect(readRegistry()).toEqual(before);
  await expectAboutPage(page, 'x');

  // The shell moves on to runtime 1.2.0; every section built against 1.1.0 keeps working.
  const shellRelease = tryOperator('release', 'shell');
  expect(shellRelease.output).toContain('is now current');
  const newShell = readRegistry().shell!.current;
  expect(newShell).not.toBe(before.shell!.current);
  await expectAboutPage(page, 'x');
  await page.goto('/category/audio');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('is not available right now');

  // Now the same build of the section fits (the refused release built it and left it unpublished).
  expect(tryOperator('release', 'mfe-content', '--no-build').output).toContain('is now current');
  await expectAboutPage(page, 'runtime 1.2');

  // The old shell cannot go back under a section that needs 1.2.0 ...
  const shellBack = tryOperator('rollback', 'shell');
  expect(shellBack.ok).toBe(false);
  expect(shellBack.output).toContain('needs @store/runtime ^1.2.0, the shell provides 1.1.0');
  // ... until that section is rolled back; then the shell rolls back while the other remotes stay current.
  expect(tryOperator('rollback', 'mfe-content').ok).toBe(true);
  expect(tryOperator('rollback', 'shell').ok).toBe(true);
  expect(readRegistry().shell!.current).toBe(before.shell!.current);
  await expectAboutPage(page, 'x');
  // And the other way round: the shell forward again while the remotes stay where they are.
  expect(tryOperator('rollback', 'shell', '--to', newShell).ok).toBe(true);
  await expectAboutPage(page, 'x');
});

test('a section built against a new major of @store/runtime is refused at release', () => {
  const before = readRegistry();
  setRuntimeVersion('2.0.0');
  const refused = tryOperator('release', 'mfe-content');
  expect(refused.ok).toBe(false);
  expect(refused.output).toMatch(/needs @store\/runtime \^2\.0\.0, the shell provides 1\.2\.0/);
  expect(readRegistry()).toEqual(before);
});

test('a shell that cannot meet a current section refuses to mount it, in plain words, and logs why', async ({ page }) => {
  // An operator edits the registry by hand past the release check: the shell is the last guard.
  const registry = readRegistry();
  const withNewSection = registry['mfe-content'].versions.at(-1)!;
  writeRegistry({
    ...registry,
    shell: { ...registry.shell!, current: registryBefore.shell!.current },
    'mfe-content': { ...registry['mfe-content'], current: withNewSection },
  });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto('/about-us');
  const notice = page.getByRole('main').getByRole('alert');
  await expect(notice).toContainText('Store information is not available right now.');
  await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(notice).not.toContainText('@store/runtime');
  expect(logged.join('\n')).toContain(`[mfe-content ${withNewSection}]`);
  expect(logged.join('\n')).toContain('needs @store/runtime ^1.2.0, the shell provides 1.1.0');
  // The header and the other sections keep working.
  await expect(page.getByRole('banner').getByRole('link', { name: /cart/i }).first()).toBeVisible();
  writeRegistry(registry);
});
