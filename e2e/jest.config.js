const { createJestConfig } = require('../tools/jest/createJestConfig');

// Browser tests: one suite process (built and started as `npm start` starts it) for all files, Chromium per file.
module.exports = {
  ...createJestConfig(__dirname, { environment: 'node' }),
  globalSetup: '<rootDir>/support/globalSetup.ts',
  globalTeardown: '<rootDir>/support/globalTeardown.ts',
  testTimeout: 120_000,
};
