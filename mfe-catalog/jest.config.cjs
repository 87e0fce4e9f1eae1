// Swiper ships ES modules only; component tests render its slides through a plain stub.
const base = require('../jest.base.cjs')(__dirname);

module.exports = {
  ...base,
  moduleNameMapper: {
    '^swiper/react$': '<rootDir>/src/test-support/swiper-react-stub.tsx',
    '^swiper/modules$': '<rootDir>/src/test-support/swiper-modules-stub.ts',
    '^swiper/css.*$': 'identity-obj-proxy',
    ...base.moduleNameMapper,
  },
};
