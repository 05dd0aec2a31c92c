import { screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createHostStore } from '../../testing';
import { Header } from './Header';
import { activeSection, sectionsOf } from './sections';
import { bannerText } from '../subscription';
import { authActions } from '../auth';
import type { Permission, UserDto } from '@gospodarz/shared';

import { TEST_REGISTRY } from '../../testing/registry';

// The sections come from the runtime registry: here, remotes.json as the one-process server serves it.
jest.mock('../remotes/useRegistry', () => ({
  useRegistry: () => ({ status: 'loaded', registry: jest.requireActual('../../testing/registry').TEST_REGISTRY }),
}));

describe('the header', () => {
  it('lists the four sections and marks the active one', () => {
    renderWithProviders(
      <Provider store={createHostStore()}>
        <Header />
      </Provider>,
      { route: '/services/co-hosts' },
    );
    const nav = screen.getByRole('navigation', { name: 'Sekcje' });
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Recepcja', '/front-desk/desktop'],
      ['Usługi', '/services/task-schedule'],
      ['Raporty', '/reports/reservation-vs-income'],
      ['Administracja', '/administration/accommodations'],
    ]);
    expect(screen.getByRole('link', { name: 'Usługi' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Recepcja' })).not.toHaveAttribute('aria-current');
  });

  it("shows a co-host only the sections they may use: no Administracja, no Raporty without 'reports'", () => {
    const store = createHostStore();
    const coHost = (permissions: Permission[]) =>
      ({ id: 'u1', type: 'user', attributes: { email: 'recepcja@example.pl', firstName: 'Ewa', lastName: '', phoneNumber: '', role: 'householder', owner: false, permissions, accountId: 'a1' } }) as UserDto;
    store.dispatch(authActions.signedIn(coHost(['reservations', 'clients'])));
    const { unmount } = renderWithProviders(
      <Provider store={store}>
        <Header />
      </Provider>,
      { route: '/front-desk/reservations' },
    );
    const labels = () => [...screen.getByRole('navigation', { name: 'Sekcje' }).querySelectorAll('a')].map((a) => a.textContent);
    expect(labels()).toEqual(['Recepcja']);
    unmount();
    store.dispatch(authActions.signedIn(coHost(['householders', 'reports'])));
    renderWithProviders(
      <Provider store={store}>
        <Header />
      </Provider>,
    );
    expect(labels()).toEqual(['Recepcja', 'Usługi', 'Raporty']);
  });

  it('matches the reports prefix whatever its case', () => {
    const sections = sectionsOf(TEST_REGISTRY);
    expect(activeSection('/Reports/occupancy', sections)?.label).toBe('Raporty');
    expect(activeSection('/front-desk', sections)?.label).toBe('Recepcja');
    expect(activeSection('/front-deskx', sections)).toBeUndefined();
  });
});

describe('the subscription banner text', () => {
  it('counts the days left in Polish and stays quiet far from the end', () => {
    expect(bannerText(12)).toBe('Twój abonament wygasa za 12 dni.');
    expect(bannerText(1)).toBe('Twój abonament wygasa za 1 dzień.');
    expect(bannerText(0)).toBe('Twój abonament wygasa dzisiaj.');
    expect(bannerText(-3)).toBe('Twój abonament wygasł.');
    expect(bannerText(31)).toBeNull();
  });
});
