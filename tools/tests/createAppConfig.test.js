const path = require('path');
const { createAppConfig, federationOptions } = require('../webpack/createAppConfig');
const { HOST, REMOTES, ROOT, appOf } = require('../apps');
const { SINGLETONS, compatibleRange, sharedSingletons } = require('../webpack/shared');
const { registryJson } = require('../webpack/registryAsset');

const configOf = (dir, mode = 'production', options = {}) => createAppConfig({ dir: path.join(ROOT, dir), ...options })({}, { mode });
const pluginNamed = (config, name) => config.plugins.find((plugin) => plugin.constructor.name === name);
const optionsOf = (dir, production = true) =>
  federationOptions({ app: appOf(dir), pkg: require(path.join(ROOT, dir, 'package.json')), dir: path.join(ROOT, dir), production });

describe('the configuration the host gets', () => {
  const config = configOf('host', 'production', { runtimePlugins: ['./src/features/remotes/runtimePlugin.ts'] });
  const federation = optionsOf('host');

  it('names no remote and exposes nothing: the remotes come from remotes.json at run time', () => {
    expect(federation).toMatchObject({ name: 'host', remotes: {}, exposes: undefined, filename: undefined, manifest: false });
    expect(federation.experiments).toMatchObject({ provideExternalRuntime: true, optimization: { disableSnapshot: true } });
  });

  it('emits remotes.json from apps.json beside index.html, and merges its start into one chunk', () => {
    expect(pluginNamed(config, 'RegistryAssetPlugin').content).toBe(registryJson(true));
    expect(JSON.parse(registryJson(true)).mfe_front_desk.entry).toBe('/remotes/mfe-front-desk/remoteEntry.js');
    expect(JSON.parse(registryJson(false)).mfe_front_desk.entry).toBe('http://localhost:3002/remoteEntry.js');
    expect(config.optimization.splitChunks.cacheGroups.startup).toMatchObject({ name: 'startup', enforce: true });
    expect(pluginNamed(config, 'StartupChunkCheckPlugin')).toBeDefined();
    // index.html names the startup chunk, so that it is fetched beside main.js (preloadStart.test.js builds it)
    expect(pluginNamed(config, 'PreloadStartPlugin').entryFile).toBe(path.join(ROOT, 'host', 'src', 'index.ts'));
    expect(config.output.publicPath).toBe('/');
  });

  it('serves development on the port apps.json gives it', () => {
    expect(configOf('host', 'development').devServer.port).toBe(HOST.devPort);
  });
});

describe.each(REMOTES.map((remote) => [remote.dir, remote]))('the configuration %s gets', (dir, remote) => {
  const config = configOf(dir);
  const federation = optionsOf(dir);

  it('exposes its section under its name from apps.json, with its remoteEntry.js and manifest', () => {
    expect(federation).toMatchObject({
      name: remote.name,
      exposes: { [remote.module]: remote.source },
      filename: 'remoteEntry.js',
      manifest: { fileName: 'mf-manifest.json' },
      remotes: undefined,
    });
    expect(federation.experiments).toMatchObject({ externalRuntime: true, optimization: { disableRemote: true } });
    expect(config.output.uniqueName).toBe(remote.name);
    expect(pluginNamed(config, 'RegistryAssetPlugin')).toBeUndefined();
    expect(configOf(dir, 'development').devServer.port).toBe(remote.devPort);
  });

  it('shares every singleton it depends on, at the version it pins', () => {
    const pkg = require(path.join(ROOT, dir, 'package.json'));
    for (const [request, share] of Object.entries(federation.shared)) {
      expect(SINGLETONS).toContain(request);
      expect(share).toMatchObject({ singleton: true, strictVersion: true, eager: false });
    }
    expect(Object.keys(federation.shared)).toEqual(expect.arrayContaining(['react', 'react-dom', '@gospodarz/shared']));
    expect(federation.shared.react.version).toBe(pkg.dependencies.react);
    // the router is shared as our module, at the version of the react-router-dom it carries; no alias stands in for it
    expect(federation.shared['@gospodarz/shared/router'].version).toBe(pkg.dependencies['react-router-dom']);
    expect(federation.shared['react-router-dom']).toBeUndefined();
    expect(Object.keys(config.resolve.alias).filter((request) => request.startsWith('react-router'))).toEqual([]);
  });
});

describe('every app', () => {
  it('runs no loader on a package: the patches of patches/ are applied at install, and checked before the build', () => {
    const rules = configOf('mfe-reports').module.rules;
    expect(rules.map((rule) => rule.exclude)).toEqual([/node_modules/]);
  });
});

describe('the versions a shared library is accepted at', () => {
  it('any later minor of the major an app was built against (the minor below 1.0.0), never another major', () => {
    expect(compatibleRange('6.30.6')).toBe('^6.0.0');
    expect(compatibleRange('19.3.1')).toBe('^19.0.0');
    expect(compatibleRange('0.1.0')).toBe('^0.1.0');
  });

  it('declares another version when GOSPODARZ_SHARED_VERSIONS says so (a remote built against another release)', () => {
    const pkg = { dependencies: { '@gospodarz/shared': '0.1.0', 'react-router-dom': '6.30.6', redux: '5.0.1' } };
    process.env.GOSPODARZ_SHARED_VERSIONS = JSON.stringify({ 'react-router-dom': '7.0.0' });
    try {
      const shared = sharedSingletons(pkg);
      // the router module carries react-router-dom, and declares its version
      expect(shared['@gospodarz/shared/router']).toMatchObject({ version: '7.0.0', requiredVersion: '^7.0.0', strictVersion: true });
      expect(shared['@gospodarz/shared']).toMatchObject({ version: '0.1.0', requiredVersion: '^0.1.0' });
      expect(shared['react-router-dom']).toBeUndefined();
      expect(shared.redux).toMatchObject({ version: '5.0.1', requiredVersion: '^5.0.0' });
    } finally {
      delete process.env.GOSPODARZ_SHARED_VERSIONS;
    }
  });

  it('builds into GOSPODARZ_OUTPUT_DIR when set, and defines the release the app shows', () => {
    process.env.GOSPODARZ_OUTPUT_DIR = '/tmp/gospodarz-release-2';
    process.env.GOSPODARZ_RELEASE = '2.0.0-test';
    try {
      const config = configOf('mfe-reports');
      expect(config.output.path).toBe('/tmp/gospodarz-release-2');
      expect(pluginNamed(config, 'DefinePlugin').definitions).toEqual({ __GOSPODARZ_RELEASE__: '"2.0.0-test"' });
    } finally {
      delete process.env.GOSPODARZ_OUTPUT_DIR;
      delete process.env.GOSPODARZ_RELEASE;
    }
  });
});
