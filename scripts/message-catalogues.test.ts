// Each package's words (README.md, "How a team adds a word"): every key its code asks for is in its
// English, Bengali and Hindi catalogues (or in @store/shared's, which every package bundles), the
// three catalogues hold the same keys with the same placeholders and tags, and none keeps a key that
// no code names. Generic: a package takes part by having src/i18n/en.json.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  CATALOGUE_LANGUAGES,
  namesKey,
  readPackageWords,
  SHARED_PACKAGE,
  shapeOf,
  stemOf,
  usesOf,
  type PackageWords,
} from './lib/message-catalogues.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PACKAGES = fs
  .readdirSync(ROOT)
  .filter((name) => fs.existsSync(path.join(ROOT, name, 'package.json')) && fs.existsSync(path.join(ROOT, name, 'src')));
const WORDS = PACKAGES.map((name) => readPackageWords(ROOT, name)).filter((words): words is PackageWords => words !== null);
const shared = WORDS.find((words) => words.name === SHARED_PACKAGE);

function keysOf(catalogue: Record<string, string>): Set<string> {
  return new Set(Object.keys(catalogue).map(stemOf));
}

test('the packages with words include the shell, @store/shared and mfe-content', () => {
  assert.deepEqual(
    ['shell', 'shared', 'mfe-content'].filter((name) => !WORDS.some((words) => words.name === name)),
    [],
  );
});

for (const words of WORDS) {
  test(`${words.name}: every key its code asks for is in its catalogues`, () => {
    const own = keysOf(words.catalogues.en);
    const sharedKeys = shared ? keysOf(shared.catalogues.en) : new Set<string>();
    const missing = [...words.called]
      .filter(([key]) => !own.has(key) && !sharedKeys.has(key))
      .map(([key, file]) => `${key} (${file})`);
    assert.deepEqual(missing, [], `keys asked for in ${words.name} but in no catalogue`);
  });

  test(`${words.name}: Bengali and Hindi hold exactly the English keys, with the same placeholders and tags`, () => {
    const english = words.catalogues.en;
    for (const language of CATALOGUE_LANGUAGES.filter((l) => l !== 'en')) {
      const catalogue = words.catalogues[language];
      assert.deepEqual(
        Object.keys(catalogue).filter((key) => !(key in english)),
        [],
        `${language}.json keys that English lacks`,
      );
      // A language may need fewer plural forms than English (Bengali has one for both); every stem must be there.
      const stems = keysOf(catalogue);
      assert.deepEqual(
        [...keysOf(english)].filter((stem) => !stems.has(stem)),
        [],
        `${language}.json lacks these keys`,
      );
      const differing = Object.entries(catalogue)
        .filter(([key, message]) => english[key] !== undefined && shapeOf(message) !== shapeOf(english[key]))
        .map(([key]) => key);
      assert.deepEqual(differing, [], `${language}.json messages whose placeholders or tags differ from English`);
      const empty = Object.entries(catalogue)
        .filter(([, message]) => message.trim() === '')
        .map(([key]) => key);
      assert.deepEqual(empty, [], `${language}.json empty messages`);
    }
  });

  test(`${words.name}: no catalogue keeps a key no code names`, () => {
    // Shared's words are named by every package that bundles it.
    const code =
      words.name === SHARED_PACKAGE ? PACKAGES.map((name) => usesOf(path.join(ROOT, name, 'src')).code).join('\n') : words.code;
    const unused = [...keysOf(words.catalogues.en)].filter((stem) => !namesKey(code, stem));
    assert.deepEqual(unused, [], `keys of ${words.name}'s catalogues that no code names`);
  });
}
