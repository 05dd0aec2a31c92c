// The host's start: its app code (the async boundary after main.js) and every shared module it provides (react,
// react-dom, the router, redux, the forms, @gospodarz/shared with Chakra…) in ONE chunk instead of one per
// module. Every page needs all of them at once, and one response compresses better than sixteen (each gzip
// stream starts with an empty dictionary): about 11 KiB gzip less on the sign-in page, and 17 requests fewer.
// Chunks loaded on demand (the kit's menus and dialogs, axios…) stay separate; remotes keep one chunk per shared
// module, because the host provides these and a remote's copy is loaded only as a fallback, one at a time.
const SHARED_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);

/** A splitChunks cache group that merges the chunks loaded by `entryFile`'s async boundary and by the shared modules. */
function startupCacheGroup(entryFile) {
  const startsTheApp = (module) => module && (SHARED_MODULE_TYPES.has(module.type) || module.resource === entryFile);
  return {
    name: 'startup',
    chunks: (chunk) => [...chunk.groupsIterable].some((group) => group.origins.some((origin) => startsTheApp(origin.module))),
    // The consumes stay in the small chunks they were in: loading a chunk waits for its consumes, and a consume
    // resolved by a module of the same chunk would wait for itself (the page would never start).
    test: (module) => module.type !== 'consume-shared-module',
    enforce: true,
    priority: 100,
  };
}

module.exports = { startupCacheGroup };
