module.exports = require('../jest.base.cjs')(__dirname, { testPathIgnorePatterns: ['/node_modules/', '/dist/', '/server/'] });
