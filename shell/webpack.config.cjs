// Build of the shell (host). It has no build-time remotes: bootstrap reads /registry.json.
const { createFederatedConfig } = require('@store/shared/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  role: 'host',
  port: 3000,
  cssPrefix: 'sh',
  extra: {},
});
