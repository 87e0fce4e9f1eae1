// Build of the mfe-account remote. The exposes map is this section's whole public surface.
const { createFederatedConfig } = require('@store/shared/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mfe-account',
  role: 'remote',
  port: 3003,
  cssPrefix: 'acc',
  exposes: {
    './RegisterLoginPage': './src/exposes/register-login-page.tsx',
    './MyAccountPage': './src/exposes/my-account-page.tsx',
    './LoginRegisterForms': './src/exposes/login-register-forms.tsx',
  },
});
