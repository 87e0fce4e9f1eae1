// The server build of the shell or a remote, written into dist/server/ beside the browser build so a
// release publishes both in one immutable version folder (docs/toolchain.md, "Server rendering of
// federated remotes"). The edge renders a page with the shell's server entry, which loads the
// remotes' server containers the shopper's registry names; the browser build then hydrates that HTML.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');
const {
  sharedSingletons,
  routerImplementationAliases,
  cssModuleOptions,
  federationName,
  exposesFromContract,
} = require('./federation-config.cjs');

// The server's router singleton adds the static router (render on the server) to the browser's surface.
const SERVER_ROUTER_SURFACE = path.join(__dirname, 'router-server-surface.mjs');
const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');

function mapVersions(shared) {
  return Object.fromEntries(Object.entries(shared).map(([request, config]) => [request, config.version]));
}

function serverShared(dir) {
  const shared = sharedSingletons(dir);
  return { ...shared, 'react-router-dom': { ...shared['react-router-dom'], import: SERVER_ROUTER_SURFACE } };
}

/**
 * A remote's server build is a federation container; the shell's is a plain Node library that makes
 * its own federation instance at run time (shell/src/ssr/server-federation.ts), named per build, so
 * two shell versions in one edge process never share an instance, a share scope or a container.
 * @param {object} options the same options as createFederatedConfig
 * @param {string} [options.serverEntry] the shell's server entry (hosts only), relative to dir
 */
function createServerConfig({ dir, name, role, cssPrefix, serverEntry = './src/ssr/server-entry.ts' }) {
  const library = { type: 'commonjs-module' };
  const shared = serverShared(dir);
  const plugins =
    role === 'remote'
      ? [
          new ModuleFederationPlugin({
            name: federationName(name),
            filename: 'remoteEntry.js',
            exposes: exposesFromContract(name),
            library,
            remoteType: 'script',
            shared,
            shareStrategy: 'loaded-first',
            runtimePlugins: [NODE_RUNTIME_PLUGIN],
            manifest: false,
            dts: false,
          }),
        ]
      : [new DefinePlugin({ __SERVER_SHARED_VERSIONS__: JSON.stringify(mapVersions(shared)) })];
  const aliases = routerImplementationAliases(dir);
  return {
    name: 'server',
    mode: 'production',
    devtool: false,
    target: 'async-node',
    context: dir,
    entry: role === 'host' ? { 'shell-server': serverEntry } : {},
    output: {
      path: path.join(dir, 'dist', 'server'),
      publicPath: '',
      filename: '[name].js',
      // Hashed so two versions of a section can live in one edge process.
      chunkFilename: '[name].[contenthash:8].js',
      library,
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      uniqueName: `${federationName(name)}_server`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // The shell bundles its router: the same surface the sections consume from its share scope.
      alias: role === 'host' ? { ...aliases, 'react-router-dom$': SERVER_ROUTER_SURFACE } : aliases,
    },
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
          // Only the class names: the browser build's extracted CSS styles the server's HTML.
          test: /\.css$/,
          use: {
            loader: require.resolve('css-loader'),
            options: { modules: { ...cssModuleOptions(cssPrefix), exportOnlyLocals: true } },
          },
        },
        {
          test: /\.(png|jpe?g|svg|webp|gif)$/,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4096 } },
          generator: { emit: false },
        },
      ],
    },
    optimization: { minimize: false },
    plugins,
    performance: { hints: false },
  };
}

module.exports = { createServerConfig };
