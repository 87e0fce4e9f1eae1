// One lint for the whole workspace. Besides correctness (typescript-eslint with type information,
// hooks, accessibility), it holds the lines between sections that Module Federation relies on:
// a section is built and released alone, so it may reach another only through the shell at run time.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones, REPO_ROOT, SECTION_STATE_FILES } from './scripts/lint/boundaries.mjs';
import { fileNamesPlugin } from './scripts/lint/file-names.mjs';

const TS = ['**/*.ts', '**/*.tsx'];
const JS = ['**/*.js', '**/*.cjs', '**/*.mjs'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'deploy/**',
      'coverage/**',
      '.data/**',
      '.e2e/**',
      // Other end-to-end and drill folders, edges' copies (gitignored): '.e2e-<name>/', '.edge-cache/'.
      '.e2e-*/**',
      '**/.edge-cache/**',
      '.dev/**',
      '.tools/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/@mf-types/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  {
    files: JS,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },

  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TS })),
  {
    files: TS,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: REPO_ROOT },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Handlers passed to onClick may be async: React ignores the promise, and each handler catches its own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // node:test's test() and describe() return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite'] }] },
      ],
      // React Router's loaders signal a missing page by throwing its Response, as its documentation does.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      // Fastify plugins and fakes of async interfaces (Response.json) are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read back the JSON bodies their fakes recorded; the assertions, not the types, check their shape.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // expect(object.method) is how jest asserts on a mocked method; it never calls it unbound.
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  {
    files: TS,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['**/*.tsx'] },
  {
    files: ['**/*.tsx'],
    // A component's own autoFocus prop is not focus; the DOM element it lands on is checked.
    rules: {
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // useEarlyInput's props carry the ref that drops the mark; a ref beside them would replace it (or be replaced).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement:has(JSXSpreadAttribute[argument.name="early"]):has(JSXAttribute[name.name="ref"])',
          message: 'Pass the ref to useEarlyInput(ref) instead: the early-input props carry a ref of their own.',
        },
      ],
    },
  },

  {
    files: [...TS, ...JS],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['*/tsconfig.json'],
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },

  // One naming convention for files and folders, so a name can be guessed from what the file holds.
  {
    files: [...TS, ...JS],
    plugins: { 'file-names': fileNamesPlugin },
    rules: { 'file-names/kebab-case': 'error' },
  },

  // The fake api and shared's other test helpers serve component tests only: runtime code that imported them
  // would ship them (and react-dom/server) in a section's bundle.
  {
    files: TS,
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@store/shared/test-support', message: 'The fake api is for tests (*.test.ts(x), src/test-support/).' },
          ],
          patterns: [
            {
              group: ['@store/shared/test-support/*'],
              message: "Shared's test helpers are for tests (*.test.ts(x), src/test-support/).",
            },
          ],
        },
      ],
    },
  },

  // jotai holds state inside one section, through that section's own store (src/state/): components
  // never reach a store that is not their section's, and no atom leaks into the federation singleton's default store.
  {
    files: [...TS],
    ignores: SECTION_STATE_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'jotai', message: "Import atoms and hooks from this section's src/state/ module." },
            { name: 'jotai/react', message: "Import atoms and hooks from this section's src/state/ module." },
            { name: 'jotai/vanilla', message: "Import atoms and hooks from this section's src/state/ module." },
          ],
          patterns: [{ group: ['jotai/*'], message: "Import atoms and hooks from this section's src/state/ module." }],
        },
      ],
    },
  },

  prettier,
);
