import { preloadApi, tokenStore } from '@gospodarz/shared';
import { TEST_REGISTRY } from '../../testing/registry';
import { loadSection } from './loadSection';
import { prefetchSection, sectionAt } from './prefetchSection';

jest.mock('./loadSection', () => ({ loadSection: jest.fn(() => Promise.resolve({ default: () => null })) }));
jest.mock('./registry', () => ({ loadRegistry: jest.fn(() => Promise.resolve(jest.requireActual('../../testing/registry').TEST_REGISTRY)) }));

jest.mock('@gospodarz/shared', () => ({ ...jest.requireActual('@gospodarz/shared'), preloadApi: jest.fn() }));

const load = loadSection as jest.MockedFunction<typeof loadSection>;

beforeEach(() => {
  load.mockClear();
  (preloadApi as jest.Mock).mockClear();
  localStorage.clear();
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

describe('prefetchSection', () => {
  it('fetches the HTTP client and the page’s section with the kit while the kept session is checked', async () => {
    localStorage.setItem('token', 'kept');
    await prefetchSection('/front-desk/reservations');
    expect(preloadApi).toHaveBeenCalled();
    expect(load).toHaveBeenCalledWith('mfe_front_desk', false, undefined, true);
  });

  it('fetches nothing without a session (the sign-in page needs no section)', async () => {
    expect(tokenStore.getToken()).toBeNull();
    await prefetchSection('/front-desk/reservations');
    expect(preloadApi).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed fetch to the section’s own load', async () => {
    localStorage.setItem('token', 'kept');
    load.mockRejectedValueOnce(new Error('remoteEntry.js: HTTP 502'));
    await expect(prefetchSection('/reports/reservation-vs-income')).resolves.toBeUndefined();
  });
});
