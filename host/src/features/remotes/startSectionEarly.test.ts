import { loadRemote } from '@module-federation/enhanced/runtime';
import { startSectionEarly } from './startSectionEarly';

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

describe('the section started from the host’s entry', () => {
  it('loads the exposed module of the section at the address when a session is kept', async () => {
    localStorage.setItem('token', 'kept');
    startSectionEarly('/front-desk/reservations');
    await settle();
    expect(load).toHaveBeenCalledWith('mfe_front_desk/FrontDeskApp');
  });

  it('loads nothing without a session, nor for an address no section owns', async () => {
    startSectionEarly('/front-desk/reservations');
    localStorage.setItem('token', 'kept');
    startSectionEarly('/login');
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the section’s own load (no unhandled rejection)', async () => {
    localStorage.setItem('token', 'kept');
    load.mockRejectedValueOnce(new Error('remote down'));
    startSectionEarly('/reports/reservation-vs-income');
    await settle();
    expect(load).toHaveBeenCalledWith('mfe_reports/ReportsApp');
  });
});
