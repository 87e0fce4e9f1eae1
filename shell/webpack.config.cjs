// Build of the shell (host). It has no build-time remotes: bootstrap reads /registry.json.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createFederatedConfig, SHELL_BASE_PLACEHOLDER } = require('@store/shared/webpack');
const { createServerConfig } = require('@store/shared/webpack/server');

/**
 * main.js starts the shell with import('./bootstrap'), which then needs React, the router and the
 * shell's code: without hints the browser learns of those chunks only after main.js has run, one
 * round trip later. So the page preloads the chunks every first visit needs: the bootstrap import
 * and the shared libraries. Chunks that only a lazy import in the code asks for (the login modal,
 * the mobile menu, message dialogs) load when a shopper opens them. The same chunks' CSS is linked.
 */
const ENTRY = path.join(__dirname, 'src/index.ts');

/**
 * Not a chunk that only a ConsumeSharedModule reaches: that is the fallback copy of a shared module,
 * used when the page's share scope has none. The shell provides every library it consumes, so the
 * page loads the provided chunk, byte for byte the same code, and a preloaded fallback was a request
 * for nothing (four on every page: react-dom, the router, zustand and @store/runtime).
 */
function neededAtStart(chunk) {
  return [...chunk.groupsIterable].some((group) =>
    group.origins.some(
      ({ module }) => module && (module.constructor.name === 'ProvideSharedModule' || module.resource === ENTRY),
    ),
  );
}

class PreloadShellChunks {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadShellChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadShellChunks', (data) => {
        const files = [...compilation.chunks]
          .filter((chunk) => !chunk.canBeInitial() && neededAtStart(chunk))
          .flatMap((chunk) => [...chunk.files])
          .sort();
        for (const file of files.filter((name) => name.endsWith('.js'))) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${SHELL_BASE_PLACEHOLDER}${file}`,
            }),
          );
        }
        // The shell's styles (the layout, base.css) are linked, not left to the bootstrap chunk's
        // runtime: the server-rendered page is styled before any script runs. They come first, so
        // the first paint does not queue behind the scripts (the edge adds the page's own there too).
        const styles = files
          .filter((name) => name.endsWith('.css'))
          .map((file) =>
            // data-href: the chunk's file name, by which webpack's CSS loader finds this stylesheet
            // already linked (shell/server/preload-hints.ts says why).
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'stylesheet',
              href: `${SHELL_BASE_PLACEHOLDER}${file}`,
              'data-href': file,
            }),
          );
        data.headTags.unshift(...styles);
        return data;
      });
    });
  }
}

const config = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  role: 'host',
  port: 3000,
  cssPrefix: 'sh',
});

if (process.env.NODE_ENV !== 'development') config.plugins.push(new PreloadShellChunks());

// Dev mode (pnpm dev): the registry points at the remotes' dev servers and /api goes to the api.
config.devServer = {
  ...config.devServer,
  port: Number(process.env.PORT ?? 3000),
  proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.API_PORT ?? 4000}` }],
  setupMiddlewares(middlewares, devServer) {
    devServer.app.get('/registry.json', (_request, response) => {
      response.set('Cache-Control', 'no-store');
      response.type('json').send(fs.readFileSync(process.env.DEV_REGISTRY ?? `${__dirname}/../.dev/registry.json`, 'utf8'));
    });
    return middlewares;
  },
};

// In production, the server build beside it (dist/server/shell-server.js): the edge renders pages with it.
module.exports =
  process.env.NODE_ENV === 'development'
    ? config
    : [
        config,
        createServerConfig({
          dir: __dirname,
          name: 'shell',
          role: 'host',
          cssPrefix: 'sh',
        }),
      ];
