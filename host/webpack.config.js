const { createAppConfig } = require('../tools/webpack/createAppConfig');

// Where each remote's entry (remoteEntry.js) lives. Production: the paths the one-process server (and the default
// deployment) serves; a deployment overrides host's remotes.json without rebuilding the host.
const REMOTES = ['mfe-auth', 'mfe-front-desk', 'mfe-administration', 'mfe-services', 'mfe-reports'];
const DEV_PORTS = { 'mfe-auth': 3001, 'mfe-front-desk': 3002, 'mfe-administration': 3003, 'mfe-services': 3004, 'mfe-reports': 3005 };
const federationName = (dir) => dir.replace(/-/g, '_');

function registry(production) {
  return Object.fromEntries(
    REMOTES.map((dir) => [
      federationName(dir),
      production ? `/remotes/${dir}/remoteEntry.js` : `http://localhost:${DEV_PORTS[dir]}/remoteEntry.js`,
    ]),
  );
}

const config = createAppConfig({
  dir: __dirname,
  name: 'host',
  isHost: true,
  runtimePlugins: ['./src/features/remotes/runtimePlugin.ts'],
});

module.exports = (env, argv) => {
  const result = config(env, argv);
  result.plugins.push(emitAsset('remotes.json', JSON.stringify(registry(argv.mode === 'production'), null, 2) + '\n'));
  return result;
};

/** Emits one generated file beside index.html. */
function emitAsset(fileName, content) {
  return {
    apply(compiler) {
      const { RawSource } = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap('EmitRemotesRegistry', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'EmitRemotesRegistry', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => compilation.emitAsset(fileName, new RawSource(content)),
        );
      });
    },
  };
}
