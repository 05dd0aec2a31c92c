const { createAppConfig } = require('../tools/webpack/createAppConfig');

// Name and dev port: the host's entry in apps.json, which also gives the remotes.json emitted beside index.html.
module.exports = createAppConfig({
  dir: __dirname,
  runtimePlugins: ['./src/features/remotes/runtimePlugin.ts'],
});
