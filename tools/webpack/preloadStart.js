// The host's page names the scripts of its start in its HTML: the chunks that the entry's `import('./bootstrap')`
// loads (in production the startup chunk with the shared modules). Without it the browser learns of them only once
// main.js, mostly the federation runtime, has been evaluated: 50–80 ms later on the development machine. A
// `<link rel="preload">` fetches them beside main.js, and webpack's runtime then runs them from the cache.
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The JavaScript files of the chunk groups that `entryFile` starts with a dynamic import. */
function startScripts(compilation, entryFile) {
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (!group.origins.some((origin) => origin.module?.resource === entryFile)) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files];
}

class PreloadStartPlugin {
  /** @param {string} entryFile the entry module's path (src/index.ts) */
  constructor(entryFile) {
    this.entryFile = entryFile;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartPlugin', (data) => {
        const links = startScripts(compilation, this.entryFile).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` }),
        );
        return { ...data, headTags: [...links, ...data.headTags] };
      });
    });
  }
}

module.exports = { PreloadStartPlugin, startScripts };
