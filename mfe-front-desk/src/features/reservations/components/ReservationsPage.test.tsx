import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import type { ReservationDto } from '@gospodarz/shared';
import { createSectionStore } from '../../../testing';
import { reservationsApi } from '../api';
import { ReservationsPage } from './ReservationsPage';

// the machine running the suite may be busy: give asynchronous screens time before failing
configure({ asyncUtilTimeout: 5000 });

jest.mock('../api', () => ({
  reservationsApi: {
    list: jest.fn(),
    apartments: jest.fn(),
    cancel: jest.fn(),
  },
}));
const listMock = reservationsApi.list as jest.Mock;

function reservation(id: string, fullName: string): ReservationDto {
  return {
    id,
    type: 'reservation',
    attributes: {
      from: '2030-01-10',
      to: '2030-01-13',
      nights: 3,
      fullName,
      email: 'jan@example.pl',
      phoneNumber: '501234567',
      guestAddress: 'Warszawa',
      adults: 2,
      children: 0,
      status: 'confirmed',
      paymentStatus: 'partly_paid',
      pricePerNight: 300,
      totalPrice: 900,
      currency: 'PLN',
      apartment: { id: 'a1', name: 'Apartament Morski' },
      apartmentAddress: 'Morska 1, Sopot',
      apartmentId: 'a1',
      comments: '',
      source: 'booking',
      paymentSource: '',
      invoiceIssued: false,
      createdAt: '2029-12-01T10:00:00.000Z',
      clientId: 'c1',
    },
  };
}

function answer(items: ReservationDto[], page = 1, pages = 1) {
  return { ok: true, status: 200, data: items, pagination: { page, perPage: 15, pages, count: items.length }, headers: {} };
}

function renderPage(route: string) {
  return renderWithProviders(
    <Provider store={createSectionStore()}>
      <ReservationsPage />
    </Provider>,
    { route, path: '/front-desk/reservations' },
  );
}

beforeEach(() => {
  listMock.mockReset();
  (reservationsApi.apartments as jest.Mock).mockResolvedValue({ ok: true, status: 200, data: [{ id: 'a1', name: 'Apartament Morski' }], headers: {} });
});

describe('ReservationsPage', () => {
  it('asks the API for what the URL says, 15 per page, and shows Brak danych for nothing', async () => {
    listMock.mockResolvedValue(answer([]));
    renderPage('/front-desk/reservations?statuses=confirmed|recent&paymentStatus=not_paid&from=01/05/2030&page=2');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Rezerwacje' })).getByText('Brak danych')).toBeInTheDocument());
    expect(listMock).toHaveBeenCalledWith({ statuses: 'confirmed|recent', paymentStatus: 'not_paid', from: '01/05/2030', page: '2', perPage: '15' });
  });

  it('shows the rows with Polish labels and a 2-edge + 5-around page bar', async () => {
    listMock.mockResolvedValue(answer([reservation('r1', 'Jan Kowalski')], 10, 20));
    renderPage('/front-desk/reservations?page=10');
    expect(await screen.findByRole('link', { name: 'Jan Kowalski' })).toHaveAttribute('href', '/front-desk/reservations/r1');
    const table = screen.getByRole('table', { name: 'Rezerwacje' });
    expect(within(table).getByText('Potwierdzona')).toBeInTheDocument();
    expect(within(table).getByText('Zapłacona częściowo')).toBeInTheDocument();
    expect(within(table).getByText('900,00 zł')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Stronicowanie' });
    const pages = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => /^\d+$/.test(t ?? ''));
    expect(pages).toEqual(['1', '2', '8', '9', '10', '11', '12', '19', '20']);
    expect(within(nav).getByRole('button', { name: '10' })).toHaveAttribute('aria-current', 'page');
  });

  it('toggles the sort asc/desc on a header click and goes back to page 1', async () => {
    const user = userEvent.setup();
    listMock.mockResolvedValue(answer([reservation('r1', 'Jan Kowalski')], 3, 5));
    renderPage('/front-desk/reservations?page=3');
    await screen.findByRole('link', { name: 'Jan Kowalski' });
    await user.click(screen.getByRole('button', { name: /Gość/ }));
    await waitFor(() => expect(listMock).toHaveBeenLastCalledWith({ orderBy: 'fullName', orderSort: 'asc', page: '1', perPage: '15' }));
    await screen.findByRole('link', { name: 'Jan Kowalski' });
    await user.click(screen.getByRole('button', { name: /Gość/ }));
    await waitFor(() => expect(listMock).toHaveBeenLastCalledWith({ orderBy: 'fullName', orderSort: 'desc', page: '1', perPage: '15' }));
  });

  it("takes the filter's dates as dd.mm.rrrr (the kit's date field with its calendar), refuses an end before the start in place, and asks for MM/dd/yyyy", async () => {
    const user = userEvent.setup();
    listMock.mockResolvedValue(answer([]));
    renderPage('/front-desk/reservations?from=01/05/2030');
    const filters = await screen.findByRole('form', { name: 'Filtry rezerwacji' });
    const from = within(filters).getByLabelText('Od');
    const to = within(filters).getByLabelText('Do');
    // no browser date field (mm/dd/yyyy in some locales): a text field showing the Polish order
    expect(from).toHaveAttribute('type', 'text');
    expect(from).toHaveValue('05.01.2030');
    expect(within(filters).getAllByRole('button', { name: 'Otwórz kalendarz' })).toHaveLength(2);
    await user.type(to, '04012030');
    expect(to).toHaveValue('04.01.2030');
    await user.click(within(filters).getByRole('button', { name: 'Filtruj' }));
    expect(await within(filters).findByText('Data końcowa nie może być wcześniejsza niż początkowa')).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, '31.01.2030');
    await user.click(within(filters).getByRole('button', { name: 'Filtruj' }));
    await waitFor(() => expect(listMock).toHaveBeenLastCalledWith({ from: '01/05/2030', to: '01/31/2030', page: '1', perPage: '15' }));
  });

  it('applies the filter panel to the query and resets the page; the nights stepper stops at 1', async () => {
    const user = userEvent.setup();
    listMock.mockResolvedValue(answer([]));
    renderPage('/front-desk/reservations?page=4&orderBy=from&orderSort=desc');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Rezerwacje' })).getByText('Brak danych')).toBeInTheDocument());
    await user.type(screen.getByLabelText('Imię i nazwisko'), 'Kowal');
    await user.click(screen.getByRole('checkbox', { name: 'Niepotwierdzona' }));
    await user.click(screen.getByRole('checkbox', { name: 'Zapłacona częściowo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Niezapłacona' }));
    expect(screen.getByRole('button', { name: 'Doby od: mniej' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Doby od: więcej' }));
    await user.click(screen.getByRole('button', { name: 'Doby od: więcej' }));
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    await waitFor(() =>
      expect(listMock).toHaveBeenLastCalledWith({
        fullName: 'Kowal',
        statuses: 'recent',
        paymentStatus: 'partialy_paid|not_paid',
        nightsCountFrom: '3',
        orderBy: 'from',
        orderSort: 'desc',
        page: '1',
        perPage: '15',
      }),
    );
  });
});
