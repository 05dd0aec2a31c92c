const { createAppConfig } = require('../tools/webpack/createAppConfig');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_auth',
  title: 'Konto',
  exposes: { './AuthApp': './src/app/AuthApp.tsx' },
});
