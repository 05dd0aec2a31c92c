import { configure, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { api, type DesktopAttributes, type UserDto } from '@gospodarz/shared';
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

const item = (id: string, fullName: string, paymentStatus = 'paid') => ({
  id,
  fullName,
  apartmentName: 'Apartament Morski',
  from: '2030-05-10',
  to: '2030-05-13',
  guests: 3,
  status: 'confirmed',
  paymentStatus,
  totalPrice: 1434.5,
  paid: 200,
  balance: 1234.5,
  deposit: 0,
  depositDue: null,
  depositOutstanding: 0,
  securityDepositHeld: 0,
  currency: 'PLN',
});
const SUMMARY: DesktopAttributes = {
  today: '2030-05-08',
  upcoming: [item('r1', 'Jan Kowalski')],
  unpaid: [item('r2', 'Maria Nowak', 'unpaid')],
  unreadMessages: [{ id: 'm1', author: 'Piotr Wiśniewski', deliveredAt: '2030-05-08T08:30:00Z', content: 'Czy jest parking?', link: '/front-desk/messages?reservation=r3' }],
  day: { arrivals: 2, departures: 1, inHouse: 4, guestsInHouse: 9, turnovers: 1 },
  stats: [
    { key: 'occupancy', value: 0.625, previous: 0.5, link: '/reports/occupancy?period=1' },
    { key: 'revenue', value: 12500, previous: 14000, link: '/reports/reservation-vs-income?period=1' },
    { key: 'adr', value: 312.5, previous: 280, link: '/reports/reservation-vs-price?period=1' },
    { key: 'reservations', value: 12, previous: 12, link: '/front-desk/reservations?from=04%2F08%2F2030&to=05%2F07%2F2030' },
    { key: 'cancellations', value: 1, previous: 3, link: '/front-desk/reservations?statuses=canceled' },
  ],
  money: true,
  alerts: [],
};

/** Answers the two lists with these counts (as the API does: one row asked, the count in the pagination), and the summary. */
function mockCounts(listings: number, reservations: number, summary: DesktopAttributes = SUMMARY) {
  const page = (count: number) => ({ ok: true, status: 200, data: count ? [{}] : [], pagination: { page: 1, perPage: 1, pages: count, count }, headers: {} });
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/v1/householder/accommodations') return page(listings) as never;
    if (url === '/v1/householder/reservations') return page(reservations) as never;
    if (url === '/v1/householder/desktop') return { ok: true, status: 200, data: { id: 'desktop', type: 'desktop', attributes: summary }, headers: {} } as never;
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

  it("lists a channel's stays among the upcoming arrivals, with the channel and what is known, linked to the calendar", async () => {
    const airbnb = { ...item('c1', 'Airbnb'), guests: 0, totalPrice: 0, channel: { name: 'Airbnb', completed: false } };
    const completed = { ...item('c2', 'Anna Nowak'), from: '2030-05-20', to: '2030-05-22', guests: 2, channel: { name: 'Booking.com', completed: true } };
    mockCounts(2, 5, { ...SUMMARY, upcoming: [item('r1', 'Jan Kowalski'), airbnb, completed] });
    renderDesktop(owner);
    const upcoming = await screen.findByRole('region', { name: 'Nadchodzące rezerwacje' });
    expect(within(upcoming).getByRole('link', { name: 'Gość z Airbnb' })).toHaveAttribute('href', '/front-desk/calendar?from=2030-05-10');
    expect(within(upcoming).getByText('Apartament Morski · 10.05.2030 – 13.05.2030 · 3 doby · Airbnb')).toBeInTheDocument();
    expect(within(upcoming).getByText('Z kalendarza serwisu: gość i cena do uzupełnienia')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'Anna Nowak' })).toHaveAttribute('href', '/front-desk/calendar?from=2030-05-20');
    expect(within(upcoming).getByText('Apartament Morski · 20.05.2030 – 22.05.2030 · 2 doby · Booking.com')).toBeInTheDocument();
    expect(within(upcoming).getByText('Gości: 2')).toBeInTheDocument();
  });

  it("marks each arrival's online check-in and lists the apartments without a registration number, linked to their listing", async () => {
    const filled = { ...item('r1', 'Jan Kowalski'), onlineCheckIn: true };
    const missing = { ...item('r4', 'Ewa Lis'), onlineCheckIn: false };
    mockCounts(2, 5, { ...SUMMARY, upcoming: [filled, missing], unregisteredApartments: [{ id: 'a2', name: 'Studio Wawel', accommodationId: 'l2', accommodationName: 'Kamienica' }] });
    renderDesktop(owner);
    const upcoming = await screen.findByRole('region', { name: 'Nadchodzące rezerwacje' });
    const [first, second] = within(upcoming).getAllByRole('listitem');
    expect(within(first).getByText('Odprawa online: wypełniona')).toBeInTheDocument();
    expect(within(second).getByText('Odprawa online: brak')).toBeInTheDocument();
    const unregistered = screen.getByRole('region', { name: 'Apartamenty bez numeru rejestracyjnego' });
    expect(within(unregistered).getByRole('link', { name: 'Studio Wawel (Kamienica)' })).toHaveAttribute('href', '/administration/accommodations/l2');
  });

  it('shows the cards, today and the last 30 days once the account has a listing and a reservation', async () => {
    mockCounts(2, 5);
    renderDesktop(owner);
    const upcoming = await screen.findByRole('region', { name: 'Nadchodzące rezerwacje' });
    expect(within(upcoming).getByRole('link', { name: 'Jan Kowalski' })).toHaveAttribute('href', '/front-desk/reservations/r1');
    expect(within(upcoming).getByText('Apartament Morski · 10.05.2030 – 13.05.2030 · 3 doby')).toBeInTheDocument();
    const unpaid = screen.getByRole('region', { name: 'Nieopłacone rezerwacje' });
    expect(within(unpaid).getByText('Do zapłaty: 1 234,50 zł')).toBeInTheDocument();
    const messages = screen.getByRole('region', { name: 'Nieprzeczytane wiadomości' });
    expect(within(messages).getByRole('link', { name: 'Piotr Wiśniewski' })).toHaveAttribute('href', '/front-desk/messages?reservation=r3');
    expect(within(messages).getByText('Czy jest parking?')).toBeInTheDocument();
    const today = screen.getByRole('region', { name: 'Dziś' });
    expect(within(today).getByText('Goście na miejscu').nextSibling).toHaveTextContent('9');
    const stats = screen.getByRole('complementary', { name: 'Ostatnie 30 dni' });
    expect(within(stats).getByRole('link', { name: 'Obłożenie: 62,5%' })).toHaveAttribute('href', '/reports/occupancy?period=1');
    expect(within(stats).getByRole('link', { name: 'Przychód: 12 500,00 zł' })).toBeInTheDocument();
    expect(within(stats).getByText('mniej o 1 500,00 zł niż 30 dni wcześniej')).toBeInTheDocument();
    expect(within(stats).getByText('mniej o 2 niż 30 dni wcześniej')).toBeInTheDocument();
    expect(screen.queryByText('Pierwsze kroki')).not.toBeInTheDocument();
  });

  it('shows no money to a co-host without the reports permission', async () => {
    mockCounts(2, 5, { ...SUMMARY, money: false, stats: SUMMARY.stats!.map((s) => (s.key === 'revenue' || s.key === 'adr' ? { ...s, value: null, previous: null } : s)) });
    renderDesktop(coHost(['reservations']));
    const stats = await screen.findByRole('complementary', { name: 'Ostatnie 30 dni' });
    expect(within(stats).queryByText('Przychód')).not.toBeInTheDocument();
    expect(within(stats).queryByText(/ADR/)).not.toBeInTheDocument();
    expect(within(stats).getByText('Rezerwacje')).toBeInTheDocument();
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
    const get = mockCounts(0, 0, { ...SUMMARY, upcoming: null, unpaid: null, day: null, stats: null, unreadMessages: null, money: false });
    renderDesktop(coHost(['clients']));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/v1/householder/desktop'));
    expect(screen.queryByRole('region', { name: 'Nadchodzące rezerwacje' })).not.toBeInTheDocument();
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
