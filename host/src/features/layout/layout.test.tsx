import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** The wide screens' row of sections (hidden in jsdom, which applies no media query: no accessible name there). */
const wideNav = () => document.querySelector<HTMLElement>('header nav[aria-label="Sekcje"]')!;

describe('the header', () => {
  // jsdom applies no media query: the wide screens' row (sections, user menu) counts as hidden there, and the
  // narrow screens' menu button is what shows.
  it('on a narrow screen opens a drawer with the sections and the account links, down to Wyloguj się', async () => {
    const user = userEvent.setup();
    const store = createHostStore();
    const dispatch = jest.spyOn(store, 'dispatch');
    store.dispatch(authActions.signedIn({ id: 'u1', type: 'user', attributes: { email: 'anna@example.pl', firstName: 'Anna', lastName: 'Nowak', phoneNumber: '', role: 'householder', owner: true, permissions: [], accountId: 'a1' } } as UserDto));
    renderWithProviders(
      <Provider store={store}>
        <Header />
      </Provider>,
      { route: '/front-desk/desktop' },
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Sekcje' });
    expect(within(nav).getByRole('link', { name: 'Recepcja' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Recepcja', 'Usługi', 'Raporty', 'Administracja']);
    expect(within(drawer).getByRole('link', { name: 'Mój profil' })).toHaveAttribute('href', '/me/profile');
    await user.click(within(drawer).getByRole('button', { name: 'Wyloguj się' }));
    expect(dispatch).toHaveBeenCalledWith(authActions.logoutRequested());
  });

  it('renders only the variant the screen shows: the user menu on a wide screen, the drawer’s button on a phone', () => {
    const store = createHostStore();
    store.dispatch(authActions.signedIn({ id: 'u1', type: 'user', attributes: { email: 'anna@example.pl', firstName: 'Anna', lastName: 'Nowak', phoneNumber: '', role: 'householder', owner: true, permissions: [], accountId: 'a1' } } as UserDto));
    for (const wide of [true, false]) {
      window.matchMedia = jest.fn((query: string) => ({ matches: wide, media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }) as unknown as MediaQueryList);
      const { unmount } = renderWithProviders(
        <Provider store={store}>
          <Header />
        </Provider>,
        { route: '/front-desk/desktop' },
      );
      expect(screen.queryByRole('button', { name: 'Menu', hidden: true }) !== null).toBe(!wide);
      expect(screen.queryByRole('button', { name: 'Anna Nowak – menu użytkownika', hidden: true }) !== null).toBe(wide);
      unmount();
    }
    delete (window as Partial<Window>).matchMedia;
  });

  it('lists the four sections and marks the active one', () => {
    renderWithProviders(
      <Provider store={createHostStore()}>
        <Header />
      </Provider>,
      { route: '/services/co-hosts' },
    );
    const nav = wideNav();
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Recepcja', '/front-desk/desktop'],
      ['Usługi', '/services/task-schedule'],
      ['Raporty', '/reports/reservation-vs-income'],
      ['Administracja', '/administration/accommodations'],
    ]);
    expect(within(nav).getByText('Usługi')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('Recepcja')).not.toHaveAttribute('aria-current');
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
    const labels = () => [...wideNav().querySelectorAll('a')].map((a) => a.textContent);
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
