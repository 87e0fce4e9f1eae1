// Build of the mfe-content remote. Its exposed modules, its whole public surface, are the contract's
// (shared/src/remote-contract/remotes.json): ./X is src/exposes/x.tsx, checked by src/exposes/contract.ts.
const { DefinePlugin } = require('webpack');
const { createFederatedBuilds } = require('@store/shared/webpack');

// The browser build and, in production, its server build in dist/server/ (the edge renders with it).
module.exports = createFederatedBuilds({
  dir: __dirname,
  name: 'mfe-content',
  role: 'remote',
  port: 3004,
  cssPrefix: 'cnt',
  // src/common/field-drill.ts: '' in every build except the canary drill's.
  plugins: () => [new DefinePlugin({ STORE_FIELD_DRILL: JSON.stringify(process.env.STORE_FIELD_DRILL ?? '') })],
});
