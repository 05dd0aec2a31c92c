// The host's start: its app code (the async boundary after main.js) and every shared module it provides (react,
// react-dom, the router, redux, the forms, @gospodarz/shared with Chakra…) in ONE chunk instead of one per
// module. Every page needs all of them at once, and one response compresses better than sixteen (each gzip
// stream starts with an empty dictionary): about 11 KiB gzip less on the sign-in page, and 17 requests fewer.
// Chunks loaded on demand (the kit's menus and dialogs, axios…) stay separate; remotes keep one chunk per shared
// module, because the host provides these and a remote's copy is loaded only as a fallback, one at a time.
//
// webpack offers no public way to tell a shared module's chunk from another, so the cache group reads the module
// types the federation plugin gives its provide and consume modules. StartupChunkCheckPlugin fails the build when
// those types are gone or the chunk was not made, naming the plugin's version, instead of quietly going back to
// sixteen chunks.
const { describeInstalled } = require('./packages');

const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';
const SHARED_MODULE_TYPES = new Set([PROVIDE, CONSUME]);
const NAME = 'startup';

/** A splitChunks cache group that merges the chunks loaded by `entryFile`'s async boundary and by the shared modules. */
function startupCacheGroup(entryFile) {
  const startsTheApp = (module) => module && (SHARED_MODULE_TYPES.has(module.type) || module.resource === entryFile);
  return {
    name: NAME,
    chunks: (chunk) => [...chunk.groupsIterable].some((group) => group.origins.some((origin) => startsTheApp(origin.module))),
    // The consumes stay in the small chunks they were in: loading a chunk waits for its consumes, and a consume
    // resolved by a module of the same chunk would wait for itself (the page would never start).
    test: (module) => module.type !== CONSUME,
    enforce: true,
    priority: 100,
  };
}

/** What is wrong with the chunks of a compilation that should have a startup chunk, or undefined. */
function startupFault(compilation) {
  const types = new Set([...compilation.modules].map((module) => module.type));
  const missing = [PROVIDE, CONSUME].filter((type) => !types.has(type));
  if (missing.length > 0) return `no module of type ${missing.join(', ')}: the federation plugin names its shared modules otherwise`;
  const startup = [...compilation.chunks].find((chunk) => chunk.name === NAME);
  if (!startup) return `no '${NAME}' chunk was made`;
  const loadedByProvide = [...startup.groupsIterable].some((group) => group.origins.some((origin) => origin.module?.type === PROVIDE));
  if (!loadedByProvide) return `the '${NAME}' chunk holds none of the shared modules the app provides`;
  return undefined;
}

class StartupChunkCheckPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupChunkCheckPlugin', (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap('StartupChunkCheckPlugin', () => {
        const fault = startupFault(compilation);
        if (!fault) return;
        const version = describeInstalled('@module-federation/enhanced', compiler.context);
        compilation.errors.push(
          new compiler.webpack.WebpackError(`startupChunk: ${fault} (${version}); update tools/webpack/startupChunk.js`),
        );
      });
    });
  }
}

module.exports = { startupCacheGroup, StartupChunkCheckPlugin, startupFault };
