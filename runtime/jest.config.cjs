// The surface test builds a TypeScript program of the package, which takes a while on a busy machine.
module.exports = require('../jest.base.cjs')(__dirname, { testTimeout: 60_000 });
