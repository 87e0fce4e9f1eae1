// Build of the mfe-cart-checkout remote. The exposes map is this section's whole public surface.
const { createFederatedConfig } = require('@store/shared/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mfe-cart-checkout',
  role: 'remote',
  port: 3002,
  cssPrefix: 'cc',
  exposes: {
    './CartPage': './src/exposes/cart-page.tsx',
    './CheckoutPage': './src/exposes/checkout-page.tsx',
    './SuccessPage': './src/exposes/success-page.tsx',
    './FailurePage': './src/exposes/failure-page.tsx',
  },
});
