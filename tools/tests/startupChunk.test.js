const { startupFault, startupCacheGroup } = require('../webpack/startupChunk');

/** The parts of a webpack compilation the check reads. */
function compilation({ types = ['provide-module', 'consume-shared-module', 'javascript/auto'], startupOrigin = 'provide-module', startup = true } = {}) {
  const modules = types.map((type) => ({ type }));
  const chunks = startup
    ? [{ name: 'startup', groupsIterable: [{ origins: [{ module: { type: startupOrigin } }] }] }, { name: 'main', groupsIterable: [] }]
    : [{ name: 'main', groupsIterable: [] }];
  return { modules: new Set(modules), chunks: new Set(chunks) };
}

describe('the startup chunk check', () => {
  it('passes a compilation whose shared modules were merged into the startup chunk', () => {
    expect(startupFault(compilation())).toBeUndefined();
  });

  it('fails when the federation plugin names its shared modules otherwise', () => {
    expect(startupFault(compilation({ types: ['share-provide', 'consume-shared-module'] }))).toMatch(/no module of type provide-module/);
  });

  it('fails when no startup chunk was made, or it holds none of the shared modules', () => {
    expect(startupFault(compilation({ startup: false }))).toMatch(/no 'startup' chunk/);
    expect(startupFault(compilation({ startupOrigin: 'javascript/auto' }))).toMatch(/none of the shared modules/);
  });

  it('takes the chunks started by a shared module or the entry, and leaves the consumes where they are', () => {
    const group = startupCacheGroup('/app/src/index.ts');
    const chunkFrom = (module) => ({ groupsIterable: [{ origins: [{ module }] }] });
    expect(group.chunks(chunkFrom({ type: 'provide-module' }))).toBe(true);
    expect(group.chunks(chunkFrom({ type: 'javascript/auto', resource: '/app/src/index.ts' }))).toBe(true);
    expect(group.chunks(chunkFrom({ type: 'javascript/auto', resource: '/app/src/other.ts' }))).toBe(false);
    expect(group.test({ type: 'consume-shared-module' })).toBe(false);
  });
});
