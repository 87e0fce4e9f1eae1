// Types of file-names.mjs, which eslint.config.mjs loads as plain JavaScript.
import type { ESLint } from 'eslint';

export declare function misnamedParts(relativePath: string): string[];
export declare const fileNamesPlugin: ESLint.Plugin;
