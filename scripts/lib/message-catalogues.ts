// What the catalogue check reads: every package's src/i18n/{en,bn,hi}.json and the keys its code
// uses. A key is used where the code names it as a literal: `t('cart.empty')`, `tShared('tagline')`,
// `i18nKey="…"`, `translate(messages, language, '…')`, or a key kept in a table (`title: 'heads.about.title'`).
import fs from 'node:fs';
import path from 'node:path';

export const CATALOGUE_LANGUAGES = ['en', 'bn', 'hi'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;
// The words of @store/shared are used by every package that bundles it.
export const SHARED_PACKAGE = 'shared';

export interface PackageWords {
  name: string;
  catalogues: Record<(typeof CATALOGUE_LANGUAGES)[number], Record<string, string>>;
  /** Keys named in a call (`t('…')`, `i18nKey`, `translate`). */
  called: Map<string, string>;
  /** The package's code, for "is this key named anywhere" (names: see `namesKey`). */
  code: string;
}

const CALLS = [
  /\bt(?:[A-Z]\w*)?\(\s*'([^']+)'/g,
  /\bt(?:[A-Z]\w*)?\(\s*"([^"]+)"/g,
  /\bi18nKey=["']([^"']+)["']/g,
  /\btranslate\([^,()]+,[^,()]+,\s*['"]([^'"]+)['"]/g,
];

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'test-support') files.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

export function stemOf(key: string): string {
  return key.replace(PLURAL, '');
}

export function readPackageWords(root: string, name: string): PackageWords | null {
  const dir = path.join(root, name, 'src', 'i18n');
  if (!fs.existsSync(path.join(dir, 'en.json'))) return null;
  const catalogues = Object.fromEntries(
    CATALOGUE_LANGUAGES.map((language) => {
      const file = path.join(dir, `${language}.json`);
      return [language, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {}];
    }),
  ) as PackageWords['catalogues'];
  return { name, catalogues, ...usesOf(path.join(root, name, 'src')) };
}

export function usesOf(srcDir: string): Pick<PackageWords, 'called' | 'code'> {
  const called = new Map<string, string>();
  const code: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of CALLS) for (const match of text.matchAll(pattern)) called.set(match[1]!, path.relative(srcDir, file));
    code.push(text);
  }
  return { called, code: code.join('\n') };
}

/** Whether code names a key (its plural stem) as a string literal. */
export function namesKey(code: string, stem: string): boolean {
  return [`'${stem}'`, `"${stem}"`, `\`${stem}\``].some((literal) => code.includes(literal));
}

/** `{{name}}` placeholders and `<tag>` names of a message, sorted, for comparing languages. */
export function shapeOf(message: string): string {
  const placeholders = [...message.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const tags = [...message.matchAll(/<\/?([\w]+)\s*\/?>/g)].map((m) => `<${m[1]}>`);
  return [...placeholders, ...tags].sort().join(' ');
}
