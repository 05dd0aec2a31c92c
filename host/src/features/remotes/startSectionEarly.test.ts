import { loadRemote } from '@module-federation/enhanced/runtime';
import { TEST_REGISTRY } from '../../testing/registry';
import { firstModule, startSectionEarly } from './startSectionEarly';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => Promise.resolve({ default: () => null })) }));
jest.mock('./registry', () => ({
  ...jest.requireActual('./registry'),
  loadRegistry: jest.fn(() => Promise.resolve(jest.requireActual('../../testing/registry').TEST_REGISTRY)),
}));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  load.mockClear();
  localStorage.clear();
});

describe('the remote module a page will mount', () => {
  it('signed in: the section at the path, else the home section the page is sent to', () => {
    expect(firstModule(TEST_REGISTRY, '/front-desk/reservations', true)).toBe('mfe_front_desk/FrontDeskApp');
    expect(firstModule(TEST_REGISTRY, '/Reports/reservation-vs-income', true)).toBe('mfe_reports/ReportsApp');
    expect(firstModule(TEST_REGISTRY, '/me/profile', true)).toBe('mfe_auth/AuthApp');
    expect(firstModule(TEST_REGISTRY, '/', true)).toBe('mfe_front_desk/FrontDeskApp');
  });

  it('signed out: a public page at the path, else the sign-in screens', () => {
    expect(firstModule(TEST_REGISTRY, '/guest/abc', false)).toBe('mfe_front_desk/GuestPage');
    expect(firstModule(TEST_REGISTRY, '/provider/xyz', false)).toBe('mfe_services/ProviderPage');
    expect(firstModule(TEST_REGISTRY, '/login', false)).toBe('mfe_auth/AuthApp');
    expect(firstModule(TEST_REGISTRY, '/front-desk/reservations', false)).toBe('mfe_auth/AuthApp');
  });
});

describe('the page’s remote started from the host’s entry', () => {
  it('loads the section at the address when a session is kept', async () => {
    localStorage.setItem('token', 'kept');
    startSectionEarly('/front-desk/reservations');
    await settle();
    expect(load).toHaveBeenCalledWith('mfe_front_desk/FrontDeskApp');
  });

  it('loads the sign-in screens without a session', async () => {
    startSectionEarly('/login');
    await settle();
    expect(load).toHaveBeenCalledWith('mfe_auth/AuthApp');
  });

  it('leaves a failed load to the section’s own load (no unhandled rejection)', async () => {
    localStorage.setItem('token', 'kept');
    load.mockRejectedValueOnce(new Error('remote down'));
    startSectionEarly('/reports/reservation-vs-income');
    await settle();
    expect(load).toHaveBeenCalledWith('mfe_reports/ReportsApp');
  });
});
