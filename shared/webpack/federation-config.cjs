// The one webpack + Module Federation setup for the shell and every remote, so that all builds
// agree on singletons, CSS scoping and output naming. Each package's webpack.config.cjs is a
// few lines that call createFederatedConfig.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { RecordBuildSources } = require('./build-sources.cjs');
const { SHELL_BASE_PLACEHOLDER } = require('./shell-base.cjs');
// The contract: which modules each remote exposes (remotes.json, typed in remote-contract.ts).
const { REMOTE_CONTRACT, exposesFromContract } = require('./remote-exposes.cjs');

// Libraries that must exist once in the page (docs/toolchain.md, Module Federation).
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'zustand',
  'zustand/vanilla',
  'jotai',
  '@store/runtime',
];

function installedVersion(packageDir, request) {
  const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  // A catalog: entry in package.json is not a version, so read what is installed.
  const manifest = require.resolve(`${name}/package.json`, { paths: [packageDir] });
  return require(manifest).version;
}

// The router singleton is the store's surface of react-router (router-surface.mjs), not the whole
// package. Sections import the router only as 'react-router-dom' (router-surface.test.ts checks),
// so one module, and one router context, serves the page.
const ROUTER_SURFACE = path.join(__dirname, 'router-surface.mjs');

function sharedSingletons(packageDir) {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = installedVersion(packageDir, request);
      const provided = request === 'react-router-dom' ? { import: ROUTER_SURFACE } : {};
      // A build needs at least what it was built against, within the major (`^version`); strictVersion
      // makes the federation runtime refuse, rather than warn about, a singleton that does not satisfy it.
      return [request, { singleton: true, strictVersion: true, version, requiredVersion: `^${version}`, ...provided }];
    }),
  );
}

/** The real react-router files behind router-surface.mjs (ES modules; one build of its internals). */
function routerImplementationAliases(packageDir) {
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [packageDir] }));
  return {
    'react-router-impl$': path.join(routerDir, 'dist/production/index.mjs'),
    'react-router-impl/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
  };
}

/**
 * The runtime plugin that puts the host's federation runtime on a global for the remotes
 * (what `experiments.provideExternalRuntime` adds), taken as ES module: the CommonJS file the
 * option adds would bundle a second copy of the runtime (.cjs beside the .js the host already has).
 */
function externalRuntimeProvider() {
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced'));
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhancedDir] });
  return cjs.replace(/index\.cjs$/, 'index.js');
}

/**
 * Writes a Brotli copy (quality 11) beside every script, served by the edge instead of compressing on
 * the fly at a low level: fewer bytes on a shopper's first visit.
 */
class PrecompressScripts {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressScripts', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressScripts', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!file.endsWith('.js')) continue;
            const content = source.buffer();
            if (content.length < 1024) continue;
            const brotli = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
            compilation.emitAsset(`${file}.br`, new sources.RawSource(brotli), { immutable: false });
          }
        },
      );
    });
  }
}

/**
 * Writes contract.json beside the build: what a remote needs of the page's singletons and what it
 * exposes, or what the shell provides and which remote modules it uses. `pnpm release` checks one
 * side against the current other side before making anything current (scripts/lib/contract.ts).
 */
class RecordContract {
  constructor(contract) {
    this.contract = contract;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RecordContract', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RecordContract', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const contract =
          this.contract.role === 'host' ? this.contract : { ...this.contract, libraries: exposeLibraries(compilation) };
        compilation.emitAsset('contract.json', new sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`));
      });
    });
  }
}

const EXPOSE_CHUNK = /^__federation_expose_(.+)$/;

/**
 * For each exposed module, the shared libraries its own chunks consume: the edge asks ahead for the
 * section's copy of one the shell's page does not hold (shell/server/preload-hints.ts). Not part of
 * what a release is checked against.
 */
function exposeLibraries(compilation) {
  const libraries = {};
  for (const [chunkName, group] of compilation.namedChunkGroups) {
    const expose = EXPOSE_CHUNK.exec(chunkName)?.[1];
    if (!expose) continue;
    const keys = new Set();
    for (const chunk of group.chunks)
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
        if (module.constructor.name === 'ConsumeSharedModule') keys.add(module.options.shareKey);
    libraries[expose] = [...keys].sort();
  }
  return libraries;
}

function contractOf(name, role, shared, exposes) {
  const singletons = Object.entries(shared);
  if (role === 'host') {
    return {
      name,
      role,
      provides: Object.fromEntries(singletons.map(([pkg, config]) => [pkg, config.version])),
      uses: mapValues(REMOTE_CONTRACT, Object.keys),
    };
  }
  return {
    name,
    role,
    needs: Object.fromEntries(singletons.map(([pkg, config]) => [pkg, config.requiredVersion])),
    exposes: Object.keys(exposes).map((key) => key.replace(/^\.\//, '')),
  };
}

function mapValues(object, fn) {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, fn(value)]));
}

/** CSS Modules naming, the same in the browser and server builds so class names match on hydration. */
function cssModuleOptions(cssPrefix) {
  return {
    auto: true,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    localIdentName: `${cssPrefix}__[local]__[hash:base64:5]`,
  };
}

function federationName(packageName) {
  return packageName.replace(/^@[^/]+\//, '').replace(/-/g, '_');
}

/**
 * @param {object} options
 * @param {string} options.dir          package directory (__dirname of the caller)
 * @param {string} options.name         package name, e.g. mfe-catalog
 * @param {'host'|'remote'} options.role
 * @param {number} options.port         dev server port
 * @param {string} options.cssPrefix    prefix of generated class names (CSS scoping)
 * @param {object} [options.extra]      extra webpack options merged on top
 */
function createFederatedConfig({ dir, name, role, port, cssPrefix, extra = {} }) {
  const isProduction = process.env.NODE_ENV !== 'development';
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  const exposes = role === 'remote' ? exposesFromContract(name) : {};
  const shared = sharedSingletons(dir);
  const contract = contractOf(name, role, shared, exposes);

  const federation = new ModuleFederationPlugin({
    name: federationName(name),
    ...(role === 'remote' ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
    shared,
    shareStrategy: 'loaded-first',
    manifest: role === 'remote' ? { fileName: 'mf-manifest.json' } : false,
    // One federation runtime in the page: the shell provides it on a global and the remotes use it
    // instead of bundling their own copy into every remoteEntry.js (about 20 KB gzipped each).
    ...(role === 'host' ? { runtimePlugins: [externalRuntimeProvider()] } : { experiments: { externalRuntime: true } }),
    dts: false,
  });

  return {
    mode: isProduction ? 'production' : 'development',
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    context: dir,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: role === 'host' && !isProduction ? '/' : 'auto',
      // The federation runtime cannot template [contenthash] into entry names; chunks are hashed.
      filename: isProduction && role === 'host' ? '[name].[fullhash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: federationName(name),
      // dist/server/ is the server build's (a second compiler writing at the same time).
      clean: { keep: /^server[\\/]/ },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: routerImplementationAliases(dir) },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('ts-loader'),
            options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
          },
        },
        {
          test: /\.css$/,
          // Production extracts CSS into files, linked from the server-rendered HTML (styled before any
          // script runs) and loaded with their chunks by each build's runtime; dev keeps style-loader's hot reload.
          use: [
            isProduction ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
            {
              loader: require.resolve('css-loader'),
              options: {
                // Source maps inlined into every chunk's CSS would ship to shoppers; keep them for dev.
                sourceMap: !isProduction,
                modules: cssModuleOptions(cssPrefix),
              },
            },
          ],
        },
        { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
      ],
    },
    plugins: [
      federation,
      new RecordContract(contract),
      // The shell checks a remote's needs against what it provides before mounting it.
      ...(role === 'host' ? [new DefinePlugin({ __SHELL_PROVIDES__: JSON.stringify(contract.provides) })] : []),
      ...(isProduction
        ? [
            new PrecompressScripts(),
            // What `pnpm start` compares with the sources to tell a stale build (build-sources.cjs).
            new RecordBuildSources(dir),
            new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
          ]
        : []),
      // templateContent, not template: a template is compiled by a child compiler, which would also run
      // the federation plugin and emit unused copies of the shared libraries into dist.
      ...(role === 'host'
        ? [
            new HtmlWebpackPlugin({
              templateContent: fs.readFileSync(path.join(dir, 'public/index.html'), 'utf8'),
              publicPath: isProduction ? SHELL_BASE_PLACEHOLDER : '/',
            }),
          ]
        : []),
    ],
    performance: { hints: false },
    devServer: {
      port,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: role === 'host',
      client: { overlay: false },
    },
    ...extra,
  };
}

/**
 * The browser build and, in production, the server build beside it in dist/server/ (server-config.cjs),
 * so one release publishes both in the same immutable version folder and the version hash covers both.
 * `plugins` makes plugins added to both builds (a function: each compiler gets its own instances).
 */
function createFederatedBuilds({ plugins = () => [], ...options }) {
  const browser = createFederatedConfig(options);
  browser.plugins.push(...plugins());
  if (process.env.NODE_ENV === 'development') return browser;
  const { createServerConfig } = require('./server-config.cjs');
  const server = createServerConfig(options);
  server.plugins.push(...plugins());
  return [browser, server];
}

module.exports = {
  createFederatedConfig,
  createFederatedBuilds,
  sharedSingletons,
  routerImplementationAliases,
  cssModuleOptions,
  federationName,
  exposesFromContract,
  SINGLETONS,
  REMOTE_CONTRACT,
  SHELL_BASE_PLACEHOLDER,
};
