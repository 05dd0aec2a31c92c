// One jest configuration for every package: TypeScript through @swc/jest, jsdom for the apps.
const path = require('path');

// Packages published only as ES modules, which jest (CommonJS) must compile like our own code.
const ESM_PACKAGES = ['content-disposition', 'typebox', 'cookie', '@apidevtools/json-schema-ref-parser'];

function createJestConfig(dir, { environment = 'jsdom', setupFiles = [] } = {}) {
  const dom = environment === 'jsdom';
  return {
    rootDir: dir,
    testEnvironment: environment,
    // Starting embedded Postgres (WASM) takes seconds on a busy machine.
    testTimeout: dom ? 15_000 : 60_000,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/tests/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j|mj|cj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // NodeNext sources import './x.js'; jest resolves the .ts file beside it.
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    transformIgnorePatterns: [`/node_modules/(?!(?:.*/node_modules/)?(?:${ESM_PACKAGES.join('|')})/)`],
    setupFilesAfterEnv: [...(dom ? [path.join(__dirname, 'setupDom.js')] : []), ...setupFiles],
    // '@gospodarz/source': our package with a compiled dist/ for Node (@gospodarz/contracts) is tested from its
    // sources (not 'source', which some packages in node_modules point at untranspiled TypeScript). The DOM
    // environment leaves out 'browser', whose builds are ES modules.
    testEnvironmentOptions: { customExportConditions: dom ? ['@gospodarz/source'] : ['node', 'node-addons', '@gospodarz/source'] },
  };
}

module.exports = { createJestConfig };
