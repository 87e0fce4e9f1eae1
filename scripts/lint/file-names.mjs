// Every source file and folder name in the workspace is kebab-case ("cart-page.tsx", "use-stock.ts"),
// so a name can be guessed from the thing it holds and case-insensitive file systems never disagree
// with git. Dotted parts after the name say what kind of file it is (".test", ".d", ".module", ".config").
import path from 'node:path';
import { REPO_ROOT } from './boundaries.mjs';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The parts of a path (relative to the repository) that are not kebab-case; none for a good name. */
export function misnamedParts(relativePath) {
  const parts = relativePath.split(/[\\/]/).filter((part) => part !== '' && part !== '.');
  const fileName = parts.pop() ?? '';
  const [stem = '', ...kinds] = fileName.split('.');
  const badFolders = parts.filter((folder) => !KEBAB.test(folder));
  const badFile = KEBAB.test(stem) && kinds.every((kind) => KEBAB.test(kind)) ? [] : [fileName];
  return [...badFolders, ...badFile];
}

const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names are kebab-case.' },
    schema: [],
    messages: {
      notKebab: "'{{part}}' is not kebab-case: name files and folders like 'cart-page.tsx' (see CODE_STYLE.md).",
    },
  },
  create(context) {
    const relativePath = path.relative(REPO_ROOT, context.physicalFilename);
    if (relativePath.startsWith('..')) return {};
    return {
      Program(node) {
        for (const part of misnamedParts(relativePath)) {
          context.report({ node, loc: { line: 1, column: 0 }, messageId: 'notKebab', data: { part } });
        }
      },
    };
  },
};

export const fileNamesPlugin = { rules: { 'kebab-case': kebabCaseFileNames } };
