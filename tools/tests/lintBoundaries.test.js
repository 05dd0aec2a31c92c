// The lint's import boundaries, proved on small snippets linted as if they lived at the given paths. Every import
// names a real file, because a path the resolver cannot find is not checked at all: a rule that silently stopped
// resolving would otherwise pass here too. Each boundary has an allowed twin, so that a rule reporting everything
// fails as well.
const fs = require('fs');
const path = require('path');
const { ESLint } = require('eslint');

const ROOT = path.resolve(__dirname, '../..');
// The config as an object: jest cannot run the dynamic import() ESLint uses to load eslint.config.js itself.
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: require('../../eslint.config.js') });

/** The rules reported for `code` linted as the file `file` (relative to the root), e.g. ['import-x/no-restricted-paths']. */
async function rulesFiredFor(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const BOUNDARY = 'import-x/no-restricted-paths';
const PACKAGE = '@typescript-eslint/no-restricted-imports';

describe('the lint keeps shared ← features ← app', () => {
  it('refuses a feature importing its app (the store)', async () => {
    expect(await rulesFiredFor('host/src/features/layout/Probe.tsx', "import { createHostStore } from '../../app/store';\nexport const s = createHostStore;\n")).toEqual([BOUNDARY]);
    expect(await rulesFiredFor('mfe-auth/src/features/session/Probe.ts', "export { createSectionStore } from '../../app/store';\n")).toEqual([BOUNDARY]);
  });

  it('lets the app import its features', async () => {
    expect(await rulesFiredFor('host/src/app/Probe.ts', "export { authReducer } from '../features/auth';\n")).toEqual([]);
  });

  it('refuses shared code importing an app, by path or by package name', async () => {
    expect(await rulesFiredFor('shared/src/ui/Probe.ts', "export { createHostStore } from '../../../host/src/app/store';\n")).toEqual([BOUNDARY]);
    expect(await rulesFiredFor('shared/src/ui/Probe.ts', "export * from '@gospodarz/mfe-front-desk';\n")).toEqual([PACKAGE]);
  });
});

describe('the lint keeps a feature behind its index.ts', () => {
  it('refuses a feature importing another feature\'s insides', async () => {
    expect(await rulesFiredFor('mfe-front-desk/src/features/calendar/Probe.ts', "export { selectReservations } from '../reservations/slice';\n")).toEqual([BOUNDARY]);
    expect(await rulesFiredFor('host/src/features/layout/Probe.ts', "export { authActions } from '../auth/slice';\n")).toEqual([BOUNDARY]);
  });

  it('lets a feature import another feature\'s index, and its own insides', async () => {
    expect(await rulesFiredFor('mfe-front-desk/src/features/calendar/Probe.ts', "export { NewReservationDialog } from '../reservations';\n")).toEqual([]);
    expect(await rulesFiredFor('mfe-front-desk/src/features/reservations/Probe.ts', "export { selectReservations } from './slice';\n")).toEqual([]);
  });
});

describe('the lint keeps the apps apart', () => {
  it('refuses a remote importing another remote or the host, by path or by package name', async () => {
    expect(await rulesFiredFor('mfe-front-desk/src/app/Probe.ts', "export { createSectionStore } from '../../../mfe-administration/src/app/store';\n")).toEqual([BOUNDARY]);
    expect(await rulesFiredFor('mfe-front-desk/src/app/Probe.ts', "export { createHostStore } from '../../../host/src/app/store';\n")).toEqual([BOUNDARY]);
    expect(await rulesFiredFor('mfe-front-desk/src/app/Probe.ts', "export * from '@gospodarz/mfe-auth';\n")).toEqual([PACKAGE]);
    // A package's inner path is refused under both names: the package's and the folder it resolves to.
    expect(await rulesFiredFor('host/src/app/Probe.ts', "export * from '@gospodarz/mfe-reports/src/app/store';\n")).toEqual([PACKAGE, BOUNDARY]);
  });

  it('lets an app import shared code', async () => {
    expect(await rulesFiredFor('mfe-front-desk/src/app/Probe.ts', "export { eventBus } from '@gospodarz/shared';\n")).toEqual([]);
  });
});

describe('the lint keeps test helpers in tests', () => {
  it('refuses app code importing the app\'s src/testing, and lets a test import it', async () => {
    expect(await rulesFiredFor('mfe-auth/src/features/session/Probe.tsx', "export { testUser } from '../../testing';\n")).toEqual([BOUNDARY]);
    expect(await rulesFiredFor('mfe-auth/src/features/session/Probe.test.tsx', "export { testUser } from '../../testing';\n")).toEqual([]);
  });
});

describe('the lint keeps an API module behind its index.ts', () => {
  it('refuses a module importing another module\'s insides', async () => {
    expect(await rulesFiredFor('api/src/modules/calendar/Probe.ts', "export { findReservation } from '../reservations/repository';\n")).toEqual([BOUNDARY]);
    expect(await rulesFiredFor('api/src/modules/reservations/Probe.test.ts', "export { liveSession } from '../session/service';\n")).toEqual([BOUNDARY]);
  });

  it('refuses code outside the modules (plugins, the demo seed, tests) importing a module\'s insides', async () => {
    expect(await rulesFiredFor('api/src/plugins/Probe.ts', "export { liveSession } from '../modules/session/service';\n")).toEqual([BOUNDARY]);
    expect(await rulesFiredFor('api/tests/Probe.test.ts', "export { findReservation } from '../src/modules/reservations/repository';\n")).toEqual([BOUNDARY]);
  });

  it('lets a module import another module\'s index and its own insides, and the wiring take each module\'s routes', async () => {
    expect(await rulesFiredFor('api/src/modules/calendar/Probe.ts', "export { findReservation } from '../reservations';\n")).toEqual([]);
    expect(await rulesFiredFor('api/src/plugins/Probe.ts', "export { liveSession } from '../modules/session';\n")).toEqual([]);
    expect(await rulesFiredFor('api/src/modules/reservations/Probe.ts', "export { findReservation } from './repository';\n")).toEqual([]);
    expect(await rulesFiredFor('api/src/modules/index.ts', "export { default } from './reservations/routes';\n")).toEqual([]);
  });
});

describe('the lint keeps db/ below the domain', () => {
  it('refuses db/ importing a module or the demo seed, and lets the demo seed import modules', async () => {
    expect(await rulesFiredFor('api/src/db/Probe.ts', "export { findReservation } from '../modules/reservations';\n")).toEqual([BOUNDARY]);
    expect(await rulesFiredFor('api/src/db/Probe.ts', "export { seedDemo } from '../demo';\n")).toEqual([BOUNDARY]);
    expect(await rulesFiredFor('api/src/db/Probe.ts', "export { migrate } from './migrate';\n")).toEqual([]);
    expect(await rulesFiredFor('api/src/demo/Probe.ts', "export { findReservation } from '../modules/reservations';\n")).toEqual([]);
  });
});

describe('the lint keeps the API\'s SQL in repositories', () => {
  const SQL = 'no-restricted-syntax';
  const call = "export const count = (db: { query(sql: string): Promise<unknown[]> }) => db.query('select 1');\n";

  it('refuses a database call in a service, a route, a plugin or a lib file', async () => {
    expect(await rulesFiredFor('api/src/modules/reports/Probe.ts', call)).toEqual([SQL]);
    expect(await rulesFiredFor('api/src/modules/reports/service.ts', call)).toEqual([SQL]);
    expect(await rulesFiredFor('api/src/plugins/Probe.ts', call)).toEqual([SQL]);
    expect(await rulesFiredFor('api/src/lib/Probe.ts', call)).toEqual([SQL]);
  });

  it('lets a repository, db/ and a test call the database, and a route read request.query', async () => {
    expect(await rulesFiredFor('api/src/modules/reports/repository.ts', call)).toEqual([]);
    expect(await rulesFiredFor('api/src/db/Probe.ts', call)).toEqual([]);
    expect(await rulesFiredFor('api/src/modules/reports/Probe.test.ts', call)).toEqual([]);
    expect(await rulesFiredFor('api/src/modules/reports/Probe.ts', 'export const q = (request: { query: unknown }) => request.query;\n')).toEqual([]);
  });
});

describe('the lint refuses casts to a contract type in routes and serialisers', () => {
  const RULE = 'no-restricted-syntax';

  it('refuses a row, a payload or a field cast to a contract type (or a …Dto, a …Payload)', async () => {
    const dto = "import type { ReservationDto } from '@gospodarz/contracts';\nexport const s = (row: object) => row as ReservationDto;\n";
    expect(await rulesFiredFor('api/src/modules/reports/serialize.ts', dto)).toEqual([RULE]);
    expect(await rulesFiredFor('api/src/modules/reports/routes.ts', dto)).toEqual([RULE]);
    const field = "import type { ReservationStatus } from '@gospodarz/contracts';\nexport const s = (row: { status: string }) => ({ status: row.status as ReservationStatus });\n";
    expect(await rulesFiredFor('api/src/modules/reports/serialize.ts', field)).toEqual([RULE]);
    expect(await rulesFiredFor('api/src/modules/reports/routes.ts', 'type ReportPayload = { a: 1 };\nexport const b = (body: unknown) => body as unknown as ReportPayload;\n')).toEqual([RULE]);
  });

  it('lets them build values, use `as const`, and name contract types elsewhere', async () => {
    const built = "import type { ReservationStatus } from '@gospodarz/contracts';\nexport const s = (status: ReservationStatus) => ({ status, kind: 'a' as const });\n";
    expect(await rulesFiredFor('api/src/modules/reports/serialize.ts', built)).toEqual([]);
    expect(await rulesFiredFor('api/src/modules/reports/serialize.ts', 'export const n = (v: unknown) => v as number;\n')).toEqual([]);
  });

  it('still refuses SQL in a route (one block holds both rules)', async () => {
    expect(await rulesFiredFor('api/src/modules/reports/routes.ts', "export const count = (db: { query(sql: string): Promise<unknown[]> }) => db.query('select 1');\n")).toEqual([RULE]);
  });

  it('holds for every routes.ts and serialize.ts of the API, with no exceptions', async () => {
    const config = require('../../eslint.config.js');
    const block = config.find((b) => Array.isArray(b.files) && b.files.includes('api/src/modules/*/serialize.ts'));
    expect(block.ignores).toBeUndefined();
    const modules = path.join(ROOT, 'api/src/modules');
    const files = fs.readdirSync(modules).flatMap((mod) => ['routes.ts', 'serialize.ts'].map((name) => path.join(modules, mod, name))).filter((file) => fs.existsSync(file));
    const results = await eslint.lintFiles(files);
    expect(results.length).toBeGreaterThan(40);
    const casts = results.flatMap((r) => r.messages.filter((m) => m.message.startsWith('No cast to a contract type')).map((m) => `${path.relative(ROOT, r.filePath)}:${m.line}`));
    expect(casts).toEqual([]);
  });
});

describe('the lint keeps routes typed one way: by their schemas through the TypeBox type provider', () => {
  const RULE = 'no-restricted-syntax';
  const plugin = (body) => `import type { FastifyInstance } from 'fastify';\nimport type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';\nimport { Type } from 'typebox';\nexport const Body = Type.Object({ name: Type.String() });\nexport default async function probe(fastify: FastifyInstance) {\n  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();\n${body}\n}\n`;

  it('refuses type arguments on a route, and a cast of the request\'s body, query or params', async () => {
    expect(await rulesFiredFor('api/src/modules/reports/routes.ts', plugin("  app.post<{ Body: { name: string } }>('/x', { schema: { body: Body } }, async (request) => request.body.name);"))).toEqual([RULE]);
    expect(await rulesFiredFor('api/src/modules/reports/routes.ts', plugin("  app.get('/x', async (request) => (request.query as { q: string }).q);"))).toEqual([RULE]);
    expect(await rulesFiredFor('api/src/modules/reports/routes.ts', plugin("  app.get('/x/:id', { preValidation: app.throttle('token', (request) => (request.params as { id: string }).id) }, async () => null);"))).toEqual([RULE]);
  });

  it('lets a route take its types from its schema, and the plugin name its type provider', async () => {
    expect(await rulesFiredFor('api/src/modules/reports/routes.ts', plugin("  app.post('/x', { schema: { body: Body } }, async (request) => request.body.name);"))).toEqual([]);
  });

  it('holds for every route plugin of the API: each through the TypeBox type provider', () => {
    const modules = path.join(ROOT, 'api/src/modules');
    const plugins = fs
      .readdirSync(modules, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => fs.readdirSync(path.join(modules, entry.name)).filter((name) => /^(routes|\w+Routes)\.ts$/.test(name)).map((name) => path.join(modules, entry.name, name)));
    expect(plugins.length).toBeGreaterThan(30);
    const untyped = plugins.filter((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return /\bapp\.(get|post|put|patch|delete)\(/.test(source) && !source.includes('withTypeProvider<TypeBoxTypeProvider>()');
    });
    expect(untyped.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});

describe('the lint keeps the API\'s routes away from SQL', () => {
  it('refuses a route importing a repository, and lets it import its service', async () => {
    expect(await rulesFiredFor('api/src/modules/reservations/routes.ts', "export * as repository from './repository.js';\n")).toEqual([BOUNDARY]);
    expect(await rulesFiredFor('api/src/modules/reservations/routes.ts', "export * as service from './service.js';\n")).toEqual([]);
  });
});

describe('the lint applies the rules of hooks', () => {
  it('refuses a hook called conditionally, and a hook whose dependencies are missing', async () => {
    const component = (body) => `import { useEffect, useState } from 'react';\nexport function Probe({ on }: { on: boolean }) {\n${body}\n  return null;\n}\n`;
    expect(await rulesFiredFor('mfe-reports/src/app/Probe.tsx', component('  useEffect(() => {}, []);\n  if (on) useState(0);'))).toEqual(['react-hooks/rules-of-hooks']);
    expect(await rulesFiredFor('mfe-reports/src/app/Probe.tsx', component('  useState(0);\n  useEffect(() => console.log(on), []);'))).toEqual(['react-hooks/exhaustive-deps']);
    expect(await rulesFiredFor('mfe-reports/src/app/Probe.tsx', component('  useState(0);\n  useEffect(() => console.log(on), [on]);'))).toEqual([]);
  });
});

describe('the lint keeps comments self-contained', () => {
  it('refuses a comment pointing at a section of a document outside the repository', async () => {
    expect(await rulesFiredFor('shared/src/format/Probe.ts', '// Dates as the spec says (spec 000 §7).\nexport const probe = 1;\n')).toEqual(['no-warning-comments']);
    expect(await rulesFiredFor('shared/src/format/Probe.ts', '// Dates as the list endpoints read them.\nexport const probe = 1;\n')).toEqual([]);
  });
});
