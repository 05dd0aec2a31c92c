// One lint for the whole repository: typescript-eslint, the rules of hooks, and the import boundaries that keep
// each app's layers apart (shared ← features ← app), features behind their index.ts, remotes apart from each
// other, and the API's routes away from SQL.
const fs = require('fs');
const path = require('path');
const { defineConfig } = require('eslint/config');
const globals = require('globals');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const { importX, createNodeResolver } = require('eslint-plugin-import-x');

const ROOT = __dirname;

// The host and the remotes, from the one description of the apps (apps.json); each may import shared code only.
const APPS = require('./tools/apps').APPS.map((app) => app.dir);

function featuresOf(app) {
  const dir = path.join(ROOT, app, 'src/features');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

const appPackages = APPS.map((app) => require(`./${app}/package.json`).name);

// The contract's types: every type or interface contracts/src exports (its tests aside). A route or a serialiser
// never casts a row or a payload to one (nor to a type named …Dto or …Payload): the value is built to fit the type.
function contractTypes() {
  const names = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/export\s+(?:declare\s+)?(?:type|interface)\s+([A-Za-z_]\w*)/g)) names.add(match[1]);
      }
    }
  };
  walk(path.join(ROOT, 'contracts/src'));
  return [...names].sort();
}
const CONTRACT_TYPE_NAMES = `^(${contractTypes().join('|')}|\\w+Dto|\\w+Payload)$`;

const NO_SQL_OUTSIDE_REPOSITORIES = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='query']",
  message: "SQL goes in the module's repository.ts (taking the account, and a co-host's apartments, as arguments), or in api/src/db/: call a repository function here.",
};

// The API's domain modules: each folder of api/src/modules.
const apiModules = fs
  .readdirSync(path.join(ROOT, 'api/src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaryZones = [
  // shared ← features ← app: the app wires features together; a feature never reaches back into it.
  ...APPS.map((app) => ({
    target: `${app}/src/features`,
    from: `${app}/src/app`,
    message: 'A feature never imports the app (its store, routes, wiring): take a selector or hook from the feature that owns the state.',
  })),
  // A feature reaches another feature only through that feature's index.ts.
  ...APPS.flatMap((app) =>
    featuresOf(app).map((feature) => ({
      target: `${app}/src/features/${feature}/**`,
      from: [`${ROOT}/${app}/src/features/!(${feature})/**`],
      except: ['**/src/features/*/index.ts'],
      message: `Import another feature through its public index.ts (\`../other\`), never its insides; move what two features share to the app's or @gospodarz/shared's common parts.`,
    })),
  ),
  // Remotes (and the host) never import each other: they meet only through URLs and the event bus.
  ...APPS.map((app) => ({
    target: `${app}`,
    from: APPS.filter((other) => other !== app),
    message: 'Apps never import each other: cross-section effects travel as bus events or URLs.',
  })),
  // An app's src/testing serves its tests only (it may wire the app's store, as the tests do): no app code imports it.
  ...APPS.map((app) => ({
    target: [`${app}/src/{app,features}/**/!(*.test).{ts,tsx}`, `${app}/src/*.{ts,tsx}`],
    from: `${app}/src/testing`,
    message: 'Test helpers are for tests only (*.test.ts[x]), so that they stay out of the bundles.',
  })),
  // Shared code is below every app.
  ...['shared', 'contracts'].map((lib) => ({
    target: lib,
    from: APPS,
    message: 'Shared code never imports an app.',
  })),
  // An API module is reached through its index.ts (what it offers the others), never its insides; only the wiring
  // (api/src/modules/index.ts) takes each module's routes and jobs.
  ...apiModules.map((mod) => ({
    target: `api/src/modules/${mod}/**`,
    from: [`${ROOT}/api/src/modules/!(${mod})/**`],
    except: ['**/api/src/modules/*/index.ts'],
    message: `Import another API module through its index.ts (\`../other\`), never its insides: export what it offers there, or move what two modules share to api/src/lib or @gospodarz/contracts.`,
  })),
  {
    target: ['api/src/!(modules)/**', 'api/src/*.ts', 'api/tests/**'],
    from: [`${ROOT}/api/src/modules/*/**`],
    except: ['**/api/src/modules/*/index.ts'],
    message: 'Outside api/src/modules, use a module through its index.ts (`modules/<module>`), never its insides.',
  },
  // db/ (connections, migrations, the schema, the infrastructure's SQL) is below the domain: it imports no module
  // and not the demo seed (api/src/demo), which stands above the modules it fills.
  {
    target: 'api/src/db/**',
    from: [`${ROOT}/api/src/modules/**`, `${ROOT}/api/src/demo/**`],
    message: 'db/ is below the domain: it never imports a module or the demo seed (put the demo in api/src/demo, a module\'s SQL in its repository).',
  },
  // Routes speak HTTP and call services; SQL stays behind the service in the repository.
  {
    target: ['api/src/modules/**/routes.ts', 'api/src/modules/**/routes/**'],
    from: [`${ROOT}/api/src/**/repository.ts`, `${ROOT}/api/src/**/repository/**`],
    message: 'A route calls its service, never a repository.',
  },
];

// The libraries the apps share as a surface of their own (docs/adr/0001-0004): the router only as
// '@gospodarz/shared/router' (its routers are not react-router-dom's: they set React Router 7's future flags), the
// other three only by the names their facade in tools/webpack/ lists (the build aliases each package to its facade,
// so a name missing there would be undefined in the browser, though present in jest and in TypeScript's types).
const { FACADES, exportsOf } = require('./tools/webpack/facades');

const ROUTER = "Import the router from '@gospodarz/shared/router', never from react-router-dom: its routers set React Router 7's future flags, and it is the surface the apps share (docs/adr/0001-shared-router-export.md).";
const facadePaths = ({ router, names }) => [
  ...(router ? [{ name: 'react-router-dom', message: ROUTER }] : []),
  ...(!names ? [] : Object.entries(FACADES).map(([name, file]) => ({
    name,
    allowImportNames: [...exportsOf(file)],
    allowTypeImports: true,
    message: `The apps share ${name} as the names listed in tools/webpack/${path.basename(file)}: add the name there (see tools/webpack/facades.js).`,
  }))),
];
const facadePatterns = ({ router }) => [
  ...(router ? [{ group: ['react-router', 'react-router/*', 'react-router-dom/*', '@remix-run/router'], message: ROUTER }] : []),
  {
    group: ['react-redux/*', 'react-final-form/*', 'redux-saga/*', '!redux-saga/effects', '@redux-saga/*'],
    message: "Import react-redux, react-final-form and redux-saga by the package's name (and 'redux-saga/effects'): the build shares them as the facades in tools/webpack/.",
  },
];

/**
 * The package imports refused in an app (`except`: the app's own name) or in shared code. `names: false` for tests,
 * which jest runs on the libraries themselves (no alias): any name of react-redux, react-final-form and redux-saga.
 */
const restrictedImports = (except, { router = true, names = true } = {}) => ({
  paths: facadePaths({ router, names }),
  patterns: [
    {
      group: appPackages.filter((name) => name !== except).flatMap((name) => [name, `${name}/*`]),
      message: 'Apps never import each other (nor does shared code import an app): use bus events or URLs.',
    },
    ...facadePatterns({ router }),
  ],
});

module.exports = defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      '**/coverage/**',
      '.data/**',
      '.nx/**',
      'e2e/artifacts/**',
      'bench/**/results/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.{js,cjs,mjs,ts,tsx}'],
    extends: [require('@eslint/js').configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.jsx', '.cjs', '.mjs', '.json'],
          // The API's NodeNext sources import './x.js' for the file x.ts.
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['types', 'import', 'require', 'default'],
          mainFields: ['types', 'module', 'main'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones }],
      // Comments say what they mean in place: no pointers to documents outside the repository (the spec's
      // sections, the architecture notes).
      'no-warning-comments': ['error', { terms: ['§', 'ARCHITECTURE.md'], location: 'anywhere' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['api/**', 'contracts/**', 'e2e/**'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Package names: no app imports another app, and shared code imports none; the shared libraries only through
  // their facades, the router only as '@gospodarz/shared/router'.
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx,js}`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', restrictedImports(require(`./${app}/package.json`).name)] },
  })),
  ...APPS.map((app) => ({
    files: [`${app}/**/*.test.{ts,tsx}`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', restrictedImports(require(`./${app}/package.json`).name, { names: false })] },
  })),
  {
    files: ['shared/**/*.{ts,tsx,js}', 'contracts/**/*.{ts,tsx,js}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', restrictedImports(null)] },
  },
  {
    files: ['shared/**/*.test.{ts,tsx}', 'contracts/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', restrictedImports(null, { names: false })] },
  },
  {
    // The one module that imports react-router-dom itself.
    files: ['shared/src/router.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', restrictedImports(null, { router: false })] },
  },
  // The API's SQL stays in repositories (and db/, and the demo seed's data script): a database call (`.query(…)`)
  // anywhere else in api/src is refused.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/db/**', 'api/src/demo/**', 'api/src/test/**', 'api/src/**/repository.ts', 'api/src/**/repository/**', 'api/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_SQL_OUTSIDE_REPOSITORIES] },
  },
  // Routes and serialisers never cast to a contract type (`row as ReservationDto`, `body as InvoicePayload`,
  // `row.status as ReservationStatus`): a cast says nothing a test could catch when the row and the contract part.
  // Routes are typed one way: by their schemas through the TypeBox type provider, never by type arguments or casts
  // of the request.
  // (One block for both rules: a later block's no-restricted-syntax replaces an earlier one's for the same file.)
  {
    files: ['api/src/modules/*/routes.ts', 'api/src/modules/*/serialize.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_SQL_OUTSIDE_REPOSITORIES,
        ...['TSAsExpression', 'TSTypeAssertion'].map((cast) => ({
          selector: `${cast} > .typeAnnotation Identifier[name=/${CONTRACT_TYPE_NAMES}/]`,
          message: "No cast to a contract type in a route or a serialiser: build the value to fit the type (a serialiser returns the contract's type; a body's schema gives its type through the TypeBox type provider).",
        })),
        // One way of typing a route: its schema, through the TypeBox type provider (`fastify.withTypeProvider<TypeBoxTypeProvider>()`).
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(get|post|put|patch|delete|head|options|route|all)$/][typeArguments]",
          message: "No type arguments on a route (`app.get<{ Body: … }>`): declare its schema and let the TypeBox type provider (`fastify.withTypeProvider<TypeBoxTypeProvider>()`) type the request.",
        },
        ...['TSAsExpression', 'TSTypeAssertion'].map((cast) => ({
          selector: `${cast} > MemberExpression.expression[property.name=/^(body|query|params)$/]`,
          message: "No cast of a request's body, query or params: the route's schema types them through the TypeBox type provider (a preValidation hook reads the raw input with api/src/lib/rawInput.ts).",
        })),
      ],
    },
  },
  // Browser code.
  {
    files: ['{host,mfe-*,shared}/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  // Node code: the API, scripts, tooling, configs, benchmarks, browser tests.
  {
    files: ['**/*.{js,cjs}', 'api/**/*.ts', 'e2e/**/*.ts', 'contracts/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: ['**/*.{js,cjs}'],
    ignores: ['**/src/**'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // A CommonJS file's top level is its own scope: a `const URL` or `escape` there hides the global, it redeclares nothing.
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  {
    files: ['tools/jest/setupDom.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', '**/tests/**'],
    languageOptions: { globals: globals.jest },
  },
);
