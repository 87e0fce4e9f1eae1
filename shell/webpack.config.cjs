// Build of the shell (host). It has no build-time remotes: bootstrap reads /registry.json.
const fs = require('node:fs');
const { createFederatedConfig } = require('@store/shared/webpack');

const config = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  role: 'host',
  port: 3000,
  cssPrefix: 'sh',
});

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

module.exports = config;
