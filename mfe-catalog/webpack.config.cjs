// Build of the mfe-catalog remote. Its exposed modules, its whole public surface, are the contract's
// (shared/src/remote-contract/remotes.json): ./X is src/exposes/x.tsx, checked by src/exposes/contract.ts.
const { createFederatedBuilds } = require('@store/shared/webpack');

// The browser build and, in production, its server build in dist/server/ (the edge renders with it).
module.exports = createFederatedBuilds({
  dir: __dirname,
  name: 'mfe-catalog',
  role: 'remote',
  port: 3001,
  cssPrefix: 'cat',
});
