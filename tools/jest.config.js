// The build tooling's own tests (Node): the configs the apps get, the facades and patches against the installed
// packages, apps.json and the deploy files generated from it.
const { createJestConfig } = require('./jest/createJestConfig');

module.exports = {
  ...createJestConfig(__dirname, { environment: 'node' }),
  testMatch: ['<rootDir>/tests/**/*.test.js'],
};
