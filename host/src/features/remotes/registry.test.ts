import { registerRemotes } from '@module-federation/enhanced/runtime';
import { TEST_REGISTRY } from '../../testing/registry';
import { entryUrl, loadRegistry, readEntry, registryState, reRegister, sectionAt } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

beforeAll(() => {
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({
      mfe_auth: '/remotes/mfe-auth/remoteEntry.js',
      mfe_reports: 'https://reports.example.com/mf-manifest.json',
    }),
  })) as unknown as typeof fetch;
});

describe('the remote registry', () => {
  it('reads a manifest URL of an older registry as the remoteEntry.js beside it', () => {
    expect(entryUrl('https://reports.example.com/app/mf-manifest.json')).toBe('https://reports.example.com/app/remoteEntry.js');
    expect(entryUrl('/remotes/mfe-auth/mf-manifest.json?v=2')).toBe('/remotes/mfe-auth/remoteEntry.js?v=2');
    expect(entryUrl('/remotes/mfe-auth/remoteEntry.js')).toBe('/remotes/mfe-auth/remoteEntry.js');
  });

  it("registers every remote's entry from remotes.json", async () => {
    await loadRegistry();
    expect(register).toHaveBeenCalledWith(
      [
        { name: 'mfe_auth', entry: '/remotes/mfe-auth/remoteEntry.js' },
        { name: 'mfe_reports', entry: 'https://reports.example.com/remoteEntry.js' },
      ],
      { force: true },
    );
  });

  it('keeps the older bare-URL form as a registered remote that mounts nowhere', async () => {
    const registry = await loadRegistry();
    expect(registry.mfe_auth).toEqual({ entry: '/remotes/mfe-auth/remoteEntry.js' });
    expect(registryState()).toEqual({ status: 'loaded', registry });
  });

  it('reads the object form with where and how the host mounts a section', () => {
    const entry = { entry: '/remotes/mfe-reports/mf-manifest.json', module: './ReportsApp', label: 'Raporty', prefix: '/reports', home: '/reports/occupancy' };
    expect(readEntry(entry)).toEqual({ ...entry, entry: '/remotes/mfe-reports/remoteEntry.js' });
    expect(readEntry({ label: 'bez adresu' })).toBeUndefined();
    expect(readEntry(42)).toBeUndefined();
  });

  it('registers a retried remote under a fresh URL each time, so that a hung load is not waited for', async () => {
    register.mockClear();
    await reRegister('mfe_auth');
    await reRegister('mfe_auth');
    const entries = register.mock.calls.map(([remotes]) => (remotes[0] as { entry: string }).entry);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatch(/^\/remotes\/mfe-auth\/remoteEntry\.js\?retry=\d+$/);
    expect(entries[1]).not.toBe(entries[0]);
  });
});

describe('sectionAt', () => {
  it('finds the section a path belongs to, by its prefix and its listed paths', () => {
    expect(sectionAt(TEST_REGISTRY, '/front-desk/reservations')).toBe('mfe_front_desk');
    expect(sectionAt(TEST_REGISTRY, '/Reports/reservation-vs-income/')).toBe('mfe_reports');
    expect(sectionAt(TEST_REGISTRY, '/me/profile')).toBe('mfe_auth');
    expect(sectionAt(TEST_REGISTRY, '/me/other')).toBeUndefined();
    expect(sectionAt(TEST_REGISTRY, '/front-deskx')).toBeUndefined();
    expect(sectionAt(TEST_REGISTRY, '/login')).toBeUndefined();
  });
});
