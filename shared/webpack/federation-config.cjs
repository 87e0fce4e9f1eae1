// The one webpack + Module Federation setup for the shell and every remote, so that all builds
// agree on singletons, CSS scoping and output naming. Each package's webpack.config.cjs is a
// few lines that call createFederatedConfig.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

// Libraries that must exist once in the page (TOOLCHAIN.md, Module Federation).
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'react-router-dom',
  'zustand',
  'zustand/vanilla',
  'jotai',
  '@store/shared',
];

function installedVersion(packageDir, request) {
  const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  // A catalog: entry in package.json is not a version, so read what is installed.
  const manifest = require.resolve(`${name}/package.json`, { paths: [packageDir] });
  return require(manifest).version;
}

function sharedSingletons(packageDir) {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = installedVersion(packageDir, request);
      return [request, { singleton: true, version, requiredVersion: `^${version.split('.')[0]}` }];
    }),
  );
}

function federationName(packageName) {
  return packageName.replace(/^@[^/]+\//, '').replace(/-/g, '_');
}

/**
 * @param {object} options
 * @param {string} options.dir          package directory (__dirname of the caller)
 * @param {string} options.name         package name, e.g. mfe-catalog
 * @param {'host'|'remote'} options.role
 * @param {Record<string,string>} [options.exposes]
 * @param {number} options.port         dev server port
 * @param {string} options.cssPrefix    prefix of generated class names (CSS scoping)
 * @param {object} [options.extra]      extra webpack options merged on top
 */
function createFederatedConfig({ dir, name, role, exposes = {}, port, cssPrefix, extra = {} }) {
  const isProduction = process.env.NODE_ENV !== 'development';
  const HtmlWebpackPlugin = require('html-webpack-plugin');

  const federation = new ModuleFederationPlugin({
    name: federationName(name),
    ...(role === 'remote' ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
    shared: sharedSingletons(dir),
    shareStrategy: 'loaded-first',
    manifest: role === 'remote' ? { fileName: 'mf-manifest.json' } : false,
    dts: false,
  });

  return {
    mode: isProduction ? 'production' : 'development',
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    context: dir,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: role === 'host' ? '/' : 'auto',
      // The federation runtime cannot template [contenthash] into entry names; chunks are hashed.
      filename: isProduction && role === 'host' ? '[name].[fullhash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: federationName(name),
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
        },
        {
          test: /\.css$/,
          use: [
            require.resolve('style-loader'),
            {
              loader: require.resolve('css-loader'),
              options: {
                // Source maps inlined into every chunk's CSS would ship to shoppers; keep them for dev.
                sourceMap: !isProduction,
                modules: {
                  auto: true,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: `${cssPrefix}__[local]__[hash:base64:5]`,
                },
              },
            },
          ],
        },
        { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
      ],
    },
    plugins: [
      federation,
      ...(role === 'host' ? [new HtmlWebpackPlugin({ template: './public/index.html', publicPath: '/' })] : []),
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

module.exports = { createFederatedConfig, federationName, SINGLETONS };
