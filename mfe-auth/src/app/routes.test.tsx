import { screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Route, Routes } from '@gospodarz/shared/router';
import { api } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { failure } from '../testing';
import { AccountRoutes, SignedOutRoutes } from './routes';
import { createSectionStore } from './store';

beforeEach(() => {
  jest.spyOn(api, 'get').mockResolvedValue(failure(404, 'Nie znaleziono.'));
});
afterEach(() => jest.restoreAllMocks());

// The host's own routes (host/src/app/routes.tsx): exact account paths, and the signed-out screens at /*.
function HostLike() {
  return (
    <Provider store={createSectionStore()}>
      <Routes>
        <Route path="/me/profile" element={<AccountRoutes />} />
        <Route path="/me/change-password" element={<AccountRoutes />} />
        <Route path="/*" element={<SignedOutRoutes />} />
      </Routes>
    </Provider>
  );
}

describe('mfe-auth routes under the host', () => {
  it.each([
    ['/me/profile', 'Mój profil'],
    ['/me/change-password', 'Zmień hasło'],
    ['/login', 'Logowanie'],
    ['/forgot-password', 'Nie pamiętasz hasła?'],
    ['/reset-password?token=t', 'Ustaw nowe hasło'],
    ['/confirm_my_registration?token=t', 'Potwierdź rejestrację'],
    ['/jakas/inna/strona', 'Logowanie'],
  ])('%s shows %s', async (route, heading) => {
    renderWithProviders(<HostLike />, { route });
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });

  it("opens the 'Abonament' tab from ?tab=subscription", async () => {
    renderWithProviders(<HostLike />, { route: '/me/profile?tab=subscription' });
    expect(await screen.findByRole('tab', { name: 'Abonament' })).toHaveAttribute('aria-selected', 'true');
  });
});
