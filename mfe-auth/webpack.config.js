const { createAppConfig } = require('../tools/webpack/createAppConfig');

// Name, exposed section and dev port: this folder's entry in apps.json.
module.exports = createAppConfig({ dir: __dirname });
