import { configure, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { api, type UserDto } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../../testing';
import { DesktopPage } from './DesktopPage';

// the machine running the suite may be busy: give asynchronous screens time before failing
configure({ asyncUtilTimeout: 5000 });

const owner: UserDto = {
  id: 'u1',
  type: 'user',
  attributes: { email: 'anna@example.pl', firstName: 'Anna', lastName: 'Gospodarska', phoneNumber: '600100200', role: 'householder', owner: true, permissions: [], accountId: 'acc' },
};
const coHost = (permissions: UserDto['attributes']['permissions']): UserDto => ({
  id: 'u2',
  type: 'user',
  attributes: { ...owner.attributes, email: 'recepcja@example.pl', owner: false, permissions },
});

/** Answers the two lists with these counts (as the API does: one row asked, the count in the pagination). */
function mockCounts(listings: number, reservations: number) {
  const page = (count: number) => ({ ok: true, status: 200, data: count ? [{}] : [], pagination: { page: 1, perPage: 1, pages: count, count }, headers: {} });
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/v1/householder/accommodations') return page(listings) as never;
    if (url === '/v1/householder/reservations') return page(reservations) as never;
    return { ok: false, status: 404, body: { message: 'Nie znaleziono.' } };
  });
}

function renderDesktop(user: UserDto) {
  const store = createSectionStore();
  store.dispatch({ type: 'section/setUser', user });
  return renderWithProviders(
    <Provider store={store}>
      <DesktopPage />
    </Provider>,
    { route: '/front-desk/desktop', path: '/front-desk/desktop' },
  );
}

const guide = () => screen.findByRole('region', { name: 'Pierwsze kroki' });

afterEach(() => jest.restoreAllMocks());

describe('DesktopPage', () => {
  it('guides an empty account: first the listing wizard, the reservation step disabled until a listing exists', async () => {
    const get = mockCounts(0, 0);
    renderDesktop(owner);
    const steps = within(await guide()).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-label'))).toEqual(['Krok 1: Dodaj pierwszy obiekt', 'Krok 2: Dodaj pierwszą rezerwację']);
    expect(within(steps[0]).getByRole('link', { name: 'Dodaj pierwszy obiekt' })).toHaveAttribute('href', '/administration/accommodations/new/type');
    expect(within(steps[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(steps[1]).getByRole('button', { name: 'Dodaj pierwszą rezerwację' })).toBeDisabled();
    expect(within(steps[1]).getByText(/Najpierw dodaj obiekt/)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/v1/householder/accommodations', { params: { perPage: 1 } });
    expect(get).toHaveBeenCalledWith('/v1/householder/reservations', { params: { perPage: 1 } });
  });

  it('marks the listing step done once a listing exists and opens the new reservation from step 2', async () => {
    mockCounts(1, 0);
    renderDesktop(owner);
    const steps = within(await guide()).getAllByRole('listitem');
    expect(steps[0]).toHaveAttribute('aria-label', 'Krok 1: Dodaj pierwszy obiekt (zrobione)');
    expect(within(steps[0]).getByText('Zrobione')).toBeInTheDocument();
    expect(within(steps[0]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(steps[1]).getByRole('link', { name: 'Dodaj pierwszą rezerwację' })).toHaveAttribute('href', '/front-desk/calendar?new-reservation');
  });

  it('shows no guide once the account has a listing and a reservation', async () => {
    const get = mockCounts(2, 5);
    renderDesktop(owner);
    expect(await screen.findByText('Ten ekran jest w przygotowaniu.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Pulpit' })).toBeInTheDocument();
    expect(screen.queryByText('Pierwsze kroki')).not.toBeInTheDocument();
  });

  it('never offers a co-host the listing step: they cannot create listings', async () => {
    mockCounts(1, 0);
    renderDesktop(coHost(['reservations']));
    const steps = within(await guide()).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-label'))).toEqual(['Krok 1: Dodaj pierwszą rezerwację']);
    expect(screen.queryByText(/Dodaj pierwszy obiekt/)).not.toBeInTheDocument();
  });

  it('waits with a co-host’s reservation step until an apartment is shared with them', async () => {
    mockCounts(0, 0);
    renderDesktop(coHost(['reservations']));
    const [step] = within(await guide()).getAllByRole('listitem');
    expect(within(step).getByRole('button', { name: 'Dodaj pierwszą rezerwację' })).toBeDisabled();
    expect(within(step).getByText(/nie udostępnił Ci jeszcze żadnego apartamentu/)).toBeInTheDocument();
  });

  it('asks nothing about reservations for a co-host without that permission, and shows no guide', async () => {
    const get = mockCounts(0, 0);
    renderDesktop(coHost(['clients']));
    expect(await screen.findByText('Ten ekran jest w przygotowaniu.')).toBeInTheDocument();
    expect(screen.queryByText('Pierwsze kroki')).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('/v1/householder/reservations', expect.anything());
  });

  it('says when the counts could not be read, with a retry', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ ok: false, status: 500, body: { message: 'Błąd serwera.' } });
    renderDesktop(owner);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Błąd serwera.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
  });
});
