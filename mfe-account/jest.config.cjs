const path = require('node:path');
const base = require('../jest.base.cjs')(__dirname);

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'src/test-support/reset-stores.ts')],
};
