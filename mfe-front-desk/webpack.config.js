const { createAppConfig } = require('../tools/webpack/createAppConfig');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_front_desk',
  exposes: { './FrontDeskApp': './src/app/FrontDeskApp.tsx' },
});
