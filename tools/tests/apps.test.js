const fs = require('fs');
const path = require('path');
const { APPS, HOST, REMOTES, ROOT, ENTRIES, registryOf, validate } = require('../apps');

const readJson = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

describe('apps.json, the one description of the apps', () => {
  it('names for every app a package folder with a webpack config, and for every remote the file it exposes', () => {
    for (const app of APPS) expect(fs.existsSync(path.join(ROOT, app.dir, 'webpack.config.js'))).toBe(true);
    for (const remote of REMOTES) expect(fs.existsSync(path.join(ROOT, remote.dir, remote.source))).toBe(true);
  });

  it('is what the workspaces and the type-check build include', () => {
    const workspaces = readJson('package.json').workspaces;
    const references = readJson('tsconfig.json').references.map((reference) => reference.path);
    for (const app of APPS) {
      expect(workspaces).toContain(app.dir);
      expect(references).toContain(app.dir);
    }
  });

  it('has npm test run the tests of every workspace package that has them (lerna.json leaves none out)', () => {
    const lernaPackages = readJson('lerna.json').packages;
    const matches = (dir) => lernaPackages.some((pattern) => pattern === dir || (pattern.endsWith('*') && dir.startsWith(pattern.slice(0, -1))));
    for (const dir of readJson('package.json').workspaces) {
      if (readJson(`${dir}/package.json`).scripts?.test) expect([dir, matches(dir)]).toEqual([dir, true]);
    }
  });

  it('gives the navigation the four sections in order, and the signed-out screens to mfe-auth', () => {
    expect(REMOTES.filter((remote) => remote.home).map((remote) => [remote.label, remote.home])).toEqual([
      ['Recepcja', '/front-desk/desktop'],
      ['Usługi', '/services/task-schedule'],
      ['Raporty', '/reports/reservation-vs-income'],
      ['Administracja', '/administration/accommodations'],
    ]);
    expect(REMOTES.filter((remote) => remote.signedOut).map((remote) => remote.dir)).toEqual(['mfe-auth']);
  });

  it('refuses a description with two apps on one port, a home outside its prefix or no signed-out remote', () => {
    const remote = { ...REMOTES[1], signedOut: true };
    expect(() => validate({ host: HOST, remotes: [remote, { ...REMOTES[2], devPort: remote.devPort, home: '/elsewhere' }] })).toThrow(
      /devPort 3002 is used twice[\s\S]*home \/elsewhere is not under \/services/,
    );
    expect(() => validate({ host: HOST, remotes: REMOTES.slice(1) })).toThrow('exactly one remote must have "signedOut": true');
  });

  it("is what the host's tests take for the served remotes.json", () => {
    const { TEST_REGISTRY } = require('../../host/src/testing/registry');
    expect(TEST_REGISTRY).toEqual(registryOf(ENTRIES.served));
  });
});
