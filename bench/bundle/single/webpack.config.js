// The suite as ONE bundle, for bench/bundle's comparison of what federation costs (issue 20): the host's own
// configuration (createAppConfig: the same loaders, facades, patches and minifier) with the federation plugin taken
// out, the host entry's early start of a remote left out (startSectionEarly.js), and '@module-federation/enhanced/runtime' replaced by sections.js, which imports every remote's exposed
// modules (apps.json's module/source pairs) from their sources. The host still reads remotes.json for the
// navigation and mounts each section through loadSection(); webpack splits the sections into async chunks as any
// single-page app would. Not part of the product: `node bench/bundle/run.js` builds it into bench/bundle/single/dist.
const fs = require('fs');
const path = require('path');
const { NormalModuleReplacementPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createAppConfig } = require('../../../tools/webpack/createAppConfig');
const { StartupChunkCheckPlugin } = require('../../../tools/webpack/startupChunk');
const { ROOT, HOST, REMOTES } = require('../../../tools/apps');

/** Where the single bundle is written: a folder laid out like the repository, so that APPS_DIR serves it. */
const OUT_ROOT = path.join(__dirname, 'dist');

/** sections.js: loadRemote('<remote>/<Module>') → a dynamic import of that module's source file. */
function writeSections() {
  const entries = REMOTES.flatMap((remote) =>
    [{ module: remote.module, source: remote.source }, ...(remote.publicPages ?? [])].map(({ module, source }) => {
      const file = path.join(ROOT, remote.dir, source);
      return `  ${JSON.stringify(`${remote.name}/${module.replace(/^\.\//, '')}`)}: () => import(${JSON.stringify(file)}),`;
    }),
  );
  const file = path.join(OUT_ROOT, 'sections.js');
  fs.mkdirSync(OUT_ROOT, { recursive: true });
  fs.writeFileSync(
    file,
    [
      '// Written by bench/bundle/single/webpack.config.js from apps.json.',
      'const SECTIONS = {',
      ...entries,
      '};',
      'export function loadRemote(id) {',
      '  const load = SECTIONS[id];',
      '  return load ? load() : Promise.reject(new Error(`no section ${id} in the single bundle`));',
      '}',
      '// There are no remote entries to register: every section is in this bundle.',
      'export function registerRemotes() {}',
      '',
    ].join('\n'),
  );
  return file;
}

/**
 * startSectionEarly.js: nothing. The federated host's entry starts the page's remote before its own code arrives;
 * in one bundle the sections are chunks of the same build, fetched by loadSection() with the shell's code (an early
 * import from the entry chunk would make webpack copy the shell's libraries into the section's chunks).
 */
function writeNoEarlyStart() {
  const file = path.join(OUT_ROOT, 'startSectionEarly.js');
  fs.mkdirSync(OUT_ROOT, { recursive: true });
  fs.writeFileSync(file, '// Written by bench/bundle/single/webpack.config.js.\nexport function startSectionEarly() {}\n');
  return file;
}

const hostConfig = createAppConfig({ dir: path.join(ROOT, HOST.dir) });

module.exports = (env, argv) => {
  const config = hostConfig(env, { ...argv, mode: 'production' });
  return {
    ...config,
    output: { ...config.output, path: path.join(OUT_ROOT, HOST.dir, 'dist'), uniqueName: 'gospodarz_single' },
    resolve: {
      ...config.resolve,
      alias: {
        ...config.resolve.alias,
        '@module-federation/enhanced/runtime$': writeSections(),
      },
    },
    plugins: [
      ...config.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin) && !(plugin instanceof StartupChunkCheckPlugin)),
      new NormalModuleReplacementPlugin(/features[\\/]remotes[\\/]startSectionEarly$/, writeNoEarlyStart()),
    ],
    // webpack's defaults: the sections and the libraries only they use in async chunks
    optimization: { moduleIds: 'deterministic' },
  };
};
