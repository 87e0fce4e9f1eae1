// Jest settings every front-end package shares: swc for speed (tsc --noEmit checks types separately).
const path = require('node:path');

module.exports = function jestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'shared/src/test-support/jsdom-environment.cjs'),
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    moduleNameMapper: {
      '\\.(css)$': 'identity-obj-proxy',
      '\\.(png|jpe?g|svg|webp|gif)$': path.join(__dirname, 'shared/src/test-support/file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'shared/src/test-support/setup-dom.ts')],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // Component tests share two cores with builds and browsers in the Test command; a slow machine is not a failure.
    testTimeout: 20_000,
    ...overrides,
  };
};
