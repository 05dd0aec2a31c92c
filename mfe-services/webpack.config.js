const { createAppConfig } = require('../tools/webpack/createAppConfig');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_services',
  title: 'Usługi',
  exposes: { './ServicesApp': './src/app/ServicesApp.tsx' },
});
