const { createAppConfig } = require('../tools/webpack/createAppConfig');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_administration',
  title: 'Administracja',
  exposes: { './AdministrationApp': './src/app/AdministrationApp.tsx' },
});
