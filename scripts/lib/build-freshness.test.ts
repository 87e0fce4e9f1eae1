import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { STAMP_FILE, sourcesHash } from '../../shared/webpack/build-sources.cjs';
import { buildFreshness } from './build-freshness.ts';

let repo: string;
const at = (...parts: string[]) => path.join(repo, ...parts);
const pkg = () => at('mfe-content');

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A build of mfe-content as a production build leaves it: its contract and the hash of its sources. */
function build(): void {
  write(at('mfe-content/dist/contract.json'), '{}\n');
  write(at('mfe-content/dist', STAMP_FILE), JSON.stringify({ sources: sourcesHash(pkg(), repo) }));
}

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'build-freshness-'));
  write(at('pnpm-lock.yaml'), "lockfileVersion: '9.0'\n");
  write(at('tsconfig.base.json'), '{}\n');
  write(at('shared/src/index.ts'), "export const TAGLINE = 'Best prices';\n");
  write(at('runtime/src/index.ts'), 'export const bus = 1;\n');
  write(at('mfe-content/package.json'), '{ "name": "mfe-content" }\n');
  write(at('mfe-content/webpack.config.cjs'), 'module.exports = {};\n');
  write(at('mfe-content/src/pages/about-page.tsx'), 'export const About = () => null;\n');
  write(at('mfe-content/src/pages/about-page.test.tsx'), "test('renders', () => undefined);\n");
  build();
});

afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

test('a build of unchanged sources is fresh', () => {
  assert.deepEqual(buildFreshness(pkg(), repo), { fresh: true });
});

test('a source of the package edited since its build makes it stale', () => {
  write(at('mfe-content/src/pages/about-page.tsx'), 'export const About = () => "edited";\n');
  assert.deepEqual(buildFreshness(pkg(), repo), { fresh: false, reason: 'sources changed since its build' });
});

test('a new source file, the shared sources, the runtime, a build setting or the lockfile changed make it stale', () => {
  const edits = [
    () => write(at('mfe-content/src/pages/new-page.tsx'), 'export {};\n'),
    () => write(at('shared/src/index.ts'), "export const TAGLINE = 'Lowest prices';\n"),
    () => write(at('runtime/src/index.ts'), 'export const bus = 2;\n'),
    () => write(at('mfe-content/webpack.config.cjs'), 'module.exports = { mode: "none" };\n'),
    () => write(at('pnpm-lock.yaml'), "lockfileVersion: '9.1'\n"),
  ];
  for (const edit of edits) {
    build();
    edit();
    assert.equal(buildFreshness(pkg(), repo).fresh, false, edit.toString());
  }
});

test('a test edited, or another section edited, leaves the build fresh', () => {
  write(at('mfe-content/src/pages/about-page.test.tsx'), "test('renders the tagline', () => undefined);\n");
  write(at('mfe-catalog/src/home/home-page.tsx'), 'export {};\n');
  assert.deepEqual(buildFreshness(pkg(), repo), { fresh: true });
});

test('a build that does not record its sources is stale; no build is not built yet', () => {
  fs.rmSync(at('mfe-content/dist', STAMP_FILE));
  assert.deepEqual(buildFreshness(pkg(), repo), { fresh: false, reason: 'its build does not record its sources' });
  fs.rmSync(at('mfe-content/dist'), { recursive: true });
  assert.deepEqual(buildFreshness(pkg(), repo), { fresh: false, reason: 'not built yet' });
});
