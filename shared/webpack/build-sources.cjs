// What a build of the shell or a remote is made from, as one hash: the package's own sources and
// build settings, the shared and runtime sources it bundles, and the lockfile. Every production build
// writes it to dist/build-sources.json (RecordBuildSources), so `pnpm start` can tell a build that
// no longer matches its sources (scripts/lib/build-freshness.ts) without building to find out.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const STAMP_FILE = 'build-sources.json';
const REPO_ROOT = path.resolve(__dirname, '../..');

/** Paths, relative to the package and to the repository, that a build reads. */
const PACKAGE_INPUTS = ['src', 'public', 'webpack.config.cjs', 'tsconfig.json', 'package.json'];
const REPO_INPUTS = [
  'shared/src',
  'shared/webpack',
  'shared/package.json',
  'shared/tsconfig.json',
  'runtime/src',
  'runtime/package.json',
  'runtime/tsconfig.json',
  'tsconfig.base.json',
  'pnpm-lock.yaml',
];

// Tests are not built into a bundle: editing one does not make a build stale.
const NOT_BUILT = /(^|[\\/])(node_modules|dist|__snapshots__)([\\/]|$)|\.test\.[cm]?[jt]sx?$/;

function filesUnder(full) {
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((entry) => (NOT_BUILT.test(entry.name) ? [] : filesUnder(path.join(full, entry.name))));
}

/** sha256 over every input file's path (from the repository root) and content, in a fixed order. */
function sourcesHash(packageDir, repoRoot = REPO_ROOT) {
  const inputs = [
    ...PACKAGE_INPUTS.map((input) => path.join(packageDir, input)),
    ...REPO_INPUTS.map((input) => path.join(repoRoot, input)),
  ];
  const files = [...new Set(inputs.flatMap(filesUnder))]
    .map((file) => path.relative(repoRoot, file).split(path.sep).join('/'))
    .filter((file) => !NOT_BUILT.test(file))
    .sort();
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(repoRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Writes dist/build-sources.json with the hash of the sources the build was made from. */
class RecordBuildSources {
  constructor(packageDir) {
    this.packageDir = packageDir;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RecordBuildSources', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RecordBuildSources', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const stamp = { sources: sourcesHash(this.packageDir) };
          compilation.emitAsset(STAMP_FILE, new sources.RawSource(`${JSON.stringify(stamp, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { STAMP_FILE, sourcesHash, RecordBuildSources };
