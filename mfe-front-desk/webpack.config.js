const { createAppConfig } = require('../tools/webpack/createAppConfig');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_front_desk',
  title: 'Recepcja',
  exposes: { './FrontDeskApp': './src/app/FrontDeskApp.tsx' },
});
