// Plants a misnamed file in a package, lints it with the workspace's own ESLint config, and checks the
// naming rule catches it; a kebab-case file beside it passes.
import { ESLint } from 'eslint';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { REPO_ROOT } from './lint/boundaries.mjs';
import { misnamedParts } from './lint/file-names.mjs';

const eslint = new ESLint({
  cwd: REPO_ROOT,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'file-names/kebab-case',
});

const planted: string[] = [];
after(() => planted.forEach((file) => fs.rmSync(file, { force: true })));

async function lintPlanted(relativePath: string): Promise<string[]> {
  const file = path.join(REPO_ROOT, relativePath);
  fs.writeFileSync(file, 'export const planted = 1;\n');
  planted.push(file);
  const [result] = await eslint.lintFiles([file]);
  assert.ok(result, `no lint result for ${relativePath}`);
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const tag = `planted${process.pid}`;

test('a PascalCase component file is caught', async () => {
  const problems = await lintPlanted(`mfe-account/src/login/Planted${tag}Form.tsx`);
  assert.match(problems.join('\n'), new RegExp(`file-names/kebab-case: 'Planted${tag}Form.tsx' is not kebab-case`));
});

test('a camelCase test file is caught, and its kebab-case twin is not', async () => {
  const camel = await lintPlanted(`shared/src/money/${tag}Money.test.ts`);
  assert.match(camel.join('\n'), /file-names\/kebab-case/);
  const kebab = await lintPlanted(`shared/src/money/${tag}-money.test.ts`);
  assert.deepEqual(kebab, []);
});

test('folders are held to the same names as files', () => {
  assert.deepEqual(misnamedParts('mfe-account/src/MyAccount/dashboard.tsx'), ['MyAccount']);
  assert.deepEqual(misnamedParts('mfe-account/src/test_support/render.tsx'), ['test_support']);
  assert.deepEqual(misnamedParts('mfe-account/src/addresses/addresses.module.css'), []);
  assert.deepEqual(misnamedParts('mfe-account/src/test-support/jest-dom.d.ts'), []);
  assert.deepEqual(misnamedParts('shell/webpack.config.cjs'), []);
});
