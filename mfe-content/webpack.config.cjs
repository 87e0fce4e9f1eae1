// Build of the mfe-content remote. The exposes map is this section's whole public surface.
const { DefinePlugin } = require('webpack');
const { createFederatedConfig } = require('@store/shared/webpack');

const config = createFederatedConfig({
  dir: __dirname,
  name: 'mfe-content',
  role: 'remote',
  port: 3004,
  cssPrefix: 'cnt',
  exposes: {
    './StoreLocatorPage': './src/exposes/store-locator-page.tsx',
    './CareerPage': './src/exposes/career-page.tsx',
    './ContactPage': './src/exposes/contact-page.tsx',
    './AboutPage': './src/exposes/about-page.tsx',
    './TermsPage': './src/exposes/terms-page.tsx',
    './PrivacyPage': './src/exposes/privacy-page.tsx',
    './PaymentReturnPage': './src/exposes/payment-return-page.tsx',
    './ShippingOptionsPage': './src/exposes/shipping-options-page.tsx',
  },
});

// src/field-drill.ts: '' in every build except the canary drill's.
config.plugins.push(new DefinePlugin({ STORE_FIELD_DRILL: JSON.stringify(process.env.STORE_FIELD_DRILL ?? '') }));
module.exports = config;
