import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gospodarz/shared/testing';
import type { SectionProps } from '@gospodarz/shared';
import { SignedInRoutes, SignedOutRoutes } from './routes';
import { loadSection } from '../features/remotes/loadSection';
import { TEST_REGISTRY } from '../testing/registry';

jest.mock('../features/remotes/loadSection', () => ({ ...jest.requireActual('../features/remotes/loadSection'), loadSection: jest.fn() }));
// A registry with a section the host's bundle has never heard of: the routes take it from remotes.json alone.
jest.mock('../features/remotes/useRegistry', () => ({
  useRegistry: () => ({
    status: 'loaded',
    registry: {
      ...jest.requireActual('../testing/registry').TEST_REGISTRY,
      mfe_cleaning: { entry: 'https://cleaning.example.com/remoteEntry.js', module: './CleaningApp', label: 'Sprzątanie', prefix: '/cleaning', home: '/cleaning/plan' },
      mfe_old: { entry: '/remotes/mfe-old/remoteEntry.js' },
    },
  }),
}));

const load = loadSection as jest.MockedFunction<typeof loadSection>;
const user = { id: 'u', type: 'user', attributes: {} } as never;

beforeEach(() => {
  load.mockReset();
  load.mockImplementation(async (remote) => ({
    default: ({ basePath }: SectionProps) => <p>{`${remote} pod „${basePath}”`}</p>,
  }));
});

describe('the routes of the shell', () => {
  it.each([
    ['/front-desk/reservations', 'mfe_front_desk pod „/front-desk”'],
    ['/Reports/occupancy', 'mfe_reports pod „/reports”'],
    ['/me/profile', 'mfe_auth pod „/me”'],
    ['/me/change-password', 'mfe_auth pod „/me”'],
    ['/cleaning/plan/today', 'mfe_cleaning pod „/cleaning”'],
  ])('mounts the remote the registry names for %s under its prefix', async (route, text) => {
    renderWithProviders(<SignedInRoutes user={user} />, { route });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('sends any other path to the first section of the navigation', async () => {
    renderWithProviders(<SignedInRoutes user={user} />, { route: '/me/other' });
    expect(await screen.findByText('mfe_front_desk pod „/front-desk”')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('mfe_old', expect.anything(), expect.anything(), expect.anything());
  });

  it('gives every path to the signed-out remote while nobody is signed in', async () => {
    renderWithProviders(<SignedOutRoutes />, { route: '/reset-password' });
    expect(await screen.findByText('mfe_auth pod „”')).toBeInTheDocument();
    expect(TEST_REGISTRY.mfe_auth.signedOut).toBe(true);
  });
});
