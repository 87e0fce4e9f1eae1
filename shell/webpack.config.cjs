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

/** Whether a chunk is loaded for a module `test` accepts (the origin of one of its chunk groups). */
const loadedFor = (chunk, test) =>
  [...chunk.groupsIterable].some((group) => group.origins.some(({ module }) => module && test(module)));
const isProvidedLibrary = (module) => module.constructor.name === 'ProvideSharedModule';
const isSharedLibrary = (module) => isProvidedLibrary(module) || module.constructor.name === 'ConsumeSharedModule';

/**
 * A chunk of the libraries the shell provides, or one its entry imports. Not a chunk only a
 * ConsumeSharedModule reaches: that would be a fallback copy of a library, for a page whose share
 * scope has none, and preloaded it was a request for nothing. Since the libraries are one file
 * (below), the fallbacks are that file and no such chunk is left, but the rule keeps them unasked if
 * the cache group is ever narrowed.
 */
function neededAtStart(chunk) {
  return loadedFor(chunk, (module) => isProvidedLibrary(module) || module.resource === ENTRY);
}

/**
 * The libraries the shell provides (React, its DOM renderer, the router, zustand, @store/runtime) in
 * one file. Webpack gives each shared library a chunk of its own: eight requests before a page could
 * hydrate, and over HTTP/1.1 a phone asks on six connections, a round trip each. In one file a
 * throttled phone hydrated every page 0.5-0.7 s sooner (docs/decisions/0008). They are all
 * needed at start, so no page loads one it would not have.
 */
const PROVIDED_LIBRARIES_IN_ONE_FILE = {
  splitChunks: {
    cacheGroups: {
      libraries: {
        name: 'libraries',
        // The fallback copies too (see neededAtStart): the same modules, so they are one chunk, not two.
        chunks: (chunk) => loadedFor(chunk, isSharedLibrary),
        // Only the libraries' files. A library's own use of another (react-dom of react) is a consume
        // module, which loads before its chunk: moved into this one, the page waited on itself.
        test: (module) => typeof module.resource === 'string',
        enforce: true,
      },
    },
  },
};

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

/**
 * The route table as data in the release (page-routes.json, src/app/released-page-routes.ts): the edge
 * matches a page's route with the table of the shell version it serves, not with its own copy of the
 * source. Listed in the version's files.json like every file, so the edge's copy checks it.
 */
class WritePageRoutes {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('WritePageRoutes', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'WritePageRoutes', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // The table is TypeScript (its modules are checked against the remotes' contract): tsx reads it.
        const { releasedPageRoutes } = require('tsx/cjs/api').require('./src/app/released-page-routes.ts', __filename);
        // The libraries the page holds once the start-up scripts ran: the edge asks ahead for a
        // section's own copy of any other (shell/server/preload-hints.ts).
        const startUpLibraries = [
          ...new Set([...compilation.modules].filter(isProvidedLibrary).map((module) => module._name)),
        ].sort();
        const table = { ...releasedPageRoutes(), startUpLibraries };
        compilation.emitAsset('page-routes.json', new sources.RawSource(`${JSON.stringify(table, null, 2)}\n`));
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

if (process.env.NODE_ENV !== 'development') {
  config.plugins.push(new PreloadShellChunks(), new WritePageRoutes());
  config.optimization = { ...config.optimization, ...PROVIDED_LIBRARIES_IN_ONE_FILE };
}

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
