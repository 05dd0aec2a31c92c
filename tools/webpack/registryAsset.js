// The host's remotes.json, written beside its index.html from apps.json: the one-process server's paths in a
// production build, the remotes' dev servers in development. A deployment serves its own remotes.json instead
// (deploy/remotes.json), without rebuilding the host.
const { ENTRIES, registryOf } = require('../apps');

const FILE = 'remotes.json';

function registryJson(production) {
  return `${JSON.stringify(registryOf(production ? ENTRIES.served : ENTRIES.dev), null, 2)}\n`;
}

class RegistryAssetPlugin {
  constructor(production) {
    this.content = registryJson(production);
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RegistryAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RegistryAssetPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(FILE, new RawSource(this.content)),
      );
    });
  }
}

module.exports = { RegistryAssetPlugin, registryJson };
