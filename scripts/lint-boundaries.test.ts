// Plants one forbidden import of each kind in a temporary file inside the package it would break,
// lints it with the workspace's own ESLint config, and checks the boundary rule that catches it.
import { ESLint } from 'eslint';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { exposedFiles, REPO_ROOT } from './lint/boundaries.mjs';

// Only the rules under test, and no type information: they work on resolved paths, and the test stays fast.
const eslint = new ESLint({
  cwd: REPO_ROOT,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) =>
    [
      'import-x/no-restricted-paths',
      'import-x/no-cycle',
      'no-restricted-imports',
      '@typescript-eslint/no-restricted-imports',
    ].includes(ruleId),
});

const planted: string[] = [];
after(() => planted.forEach((file) => fs.rmSync(file, { force: true })));

function plant(relativePath: string, source: string): string {
  const file = path.join(REPO_ROOT, relativePath);
  fs.writeFileSync(file, source);
  planted.push(file);
  return file;
}

async function lintPlanted(relativePath: string, source: string): Promise<string[]> {
  const file = plant(relativePath, source);
  const [result] = await eslint.lintFiles([file]);
  assert.ok(result, `no lint result for ${relativePath}`);
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${relativePath} could not be parsed`);
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const tag = `planted-${process.pid}`;

test('a section importing another section is caught', async () => {
  const problems = await lintPlanted(
    `mfe-account/src/${tag}.ts`,
    "export { ListingPage } from '../../mfe-catalog/src/listing/listing-page';\n",
  );
  assert.match(problems.join('\n'), /import-x\/no-restricted-paths: .*never imports another section/);
});

test('a section importing the shell is caught', async () => {
  const problems = await lintPlanted(
    `mfe-content/src/${tag}.ts`,
    "export { routes } from '../../shell/src/app/create-router';\n",
  );
  assert.match(problems.join('\n'), /import-x\/no-restricted-paths: .*never imports the shell/);
});

test('shared importing a section is caught', async () => {
  const problems = await lintPlanted(
    `shared/src/${tag}.ts`,
    "export { CartPage } from '../../mfe-cart-checkout/src/exposes/cart-page';\n",
  );
  assert.match(problems.join('\n'), /import-x\/no-restricted-paths: .*never imports a section/);
});

test('the api importing a front-end package is caught', async () => {
  const problems = await lintPlanted(`api/src/${tag}.ts`, "export { formatINR } from '../../shared/src/index.js';\n");
  assert.match(problems.join('\n'), /import-x\/no-restricted-paths: .*api never imports a front-end package/);
});

test("the shell importing a section's private file is caught, and its exposed file is not", async () => {
  const problems = await lintPlanted(
    `shell/src/${tag}.ts`,
    "export { ListingPage } from '../../mfe-catalog/src/listing/listing-page';\nexport { default as HomePage } from '../../mfe-catalog/src/exposes/home-page';\n",
  );
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0] ?? '', /import-x\/no-restricted-paths: .*Only mfe-catalog's exposes/);
});

test('an import cycle is caught', async () => {
  plant(`shared/src/${tag}-b.ts`, `import { a } from './${tag}-a';\nexport const b = (): number => a() + 1;\n`);
  const problems = await lintPlanted(
    `shared/src/${tag}-a.ts`,
    `import { b } from './${tag}-b';\nexport const a = (): number => b() - 1;\n`,
  );
  assert.match(problems.join('\n'), /import-x\/no-cycle/);
});

test("jotai imported outside the section's state module is caught, and inside it is not", async () => {
  const outside = await lintPlanted(`mfe-cart-checkout/src/checkout/${tag}.ts`, "export { atom } from 'jotai';\n");
  assert.match(outside.join('\n'), /no-restricted-imports: .*src\/state\//);
  const inside = await lintPlanted(`mfe-cart-checkout/src/state/${tag}.ts`, "export { atom } from 'jotai';\n");
  assert.deepEqual(inside, []);
});

test('the fake api imported by runtime code is caught, and by a test or test helper it is not', async () => {
  const source = "export { fakeApi } from '@store/shared/test-support';\n";
  const runtime = await lintPlanted(`mfe-content/src/contact/${tag}.ts`, source);
  assert.match(runtime.join('\n'), /@typescript-eslint\/no-restricted-imports: .*fake api is for tests/);
  assert.deepEqual(await lintPlanted(`mfe-content/src/contact/${tag}.test.ts`, source), []);
  assert.deepEqual(await lintPlanted(`mfe-content/src/test-support/${tag}.ts`, source), []);
});

test("shared's other test helpers imported by runtime code are caught, and by a test they are not", async () => {
  const source = "export { serverRendered } from '@store/shared/test-support/server-rendered';\n";
  const runtime = await lintPlanted(`mfe-content/src/contact/${tag}.ts`, source);
  assert.match(runtime.join('\n'), /@typescript-eslint\/no-restricted-imports: .*are for tests/);
  assert.deepEqual(await lintPlanted(`mfe-content/src/contact/${tag}.test.ts`, source), []);
});

test("the exposes allowed from outside are what each section's webpack config exposes", () => {
  const exposed = exposedFiles('mfe-catalog');
  assert.equal(exposed.length, 8);
  assert.ok(exposed.includes('./src/exposes/home-page.tsx'));
});
