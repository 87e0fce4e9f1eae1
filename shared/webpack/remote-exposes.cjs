// Which files each remote exposes, from the contract (shared/src/remote-contract/remotes.json):
// `./AboutPage` is `./src/exposes/about-page.tsx`. Read by the builds and by the lint boundaries.
const REMOTE_CONTRACT = require('../src/remote-contract/remotes.json');

/** `{ './HomePage': './src/exposes/home-page.tsx', … }` for one remote. */
function exposesFromContract(remote) {
  const modules = REMOTE_CONTRACT[remote];
  if (!modules) throw new Error(`${remote} is not in shared/src/remote-contract/remotes.json`);
  return Object.fromEntries(
    Object.keys(modules).map((name) => [`./${name}`, `./src/exposes/${name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase()}.tsx`]),
  );
}

module.exports = { REMOTE_CONTRACT, exposesFromContract };
