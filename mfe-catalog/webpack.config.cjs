// Build of the mfe-catalog remote. Its exposed modules, its whole public surface, are the contract's
// (shared/src/remote-contract/remotes.json): ./X is src/exposes/x.tsx, checked by src/exposes/contract.ts.
const { createFederatedConfig } = require('@store/shared/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mfe-catalog',
  role: 'remote',
  port: 3001,
  cssPrefix: 'cat',
});
