const { createAppConfig } = require('../tools/webpack/createAppConfig');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_reports',
  title: 'Raporty',
  exposes: { './ReportsApp': './src/app/ReportsApp.tsx' },
});
