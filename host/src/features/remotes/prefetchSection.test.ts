import { preloadApi, tokenStore } from '@gospodarz/shared';
import { loadSection } from './loadSection';
import { prefetchSection } from './prefetchSection';

jest.mock('./loadSection', () => ({ loadSection: jest.fn(() => Promise.resolve({ default: () => null })) }));
jest.mock('./registry', () => ({ ...jest.requireActual('./registry'), loadRegistry: jest.fn(() => Promise.resolve(jest.requireActual('../../testing/registry').TEST_REGISTRY)) }));

jest.mock('@gospodarz/shared', () => ({ ...jest.requireActual('@gospodarz/shared'), preloadApi: jest.fn() }));

const load = loadSection as jest.MockedFunction<typeof loadSection>;

beforeEach(() => {
  load.mockClear();
  (preloadApi as jest.Mock).mockClear();
  localStorage.clear();
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
