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
    restore: jest.fn(),
    exportCsv: jest.fn(),
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

function answer(items: ReservationDto[], page = 1, pages = 1, meta?: object) {
  return { ok: true, status: 200, data: items, pagination: { page, perPage: 15, pages, count: items.length }, headers: {}, meta };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** today as the list's query writes a day: MM/dd/yyyy */
const todayQuery = () => {
  const d = new Date();
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
};

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
    // jsdom matches no media query: the panel is folded, as on a phone, under 'Filtry (1)'
    await user.click(await screen.findByRole('button', { name: 'Filtry (1)' }));
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
    // jsdom matches no media query: the panel is folded, as on a phone, under 'Filtry'
    const toggle = screen.getByRole('button', { name: 'Filtry' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Ukryj filtry' })).toHaveAttribute('aria-expanded', 'true');
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

  it("asks for today's arrivals from the quick view, marks it pressed, and a second click leaves it", async () => {
    const user = userEvent.setup();
    listMock.mockResolvedValue(answer([reservation('r1', 'Jan Kowalski')]));
    renderPage('/front-desk/reservations');
    await screen.findByRole('link', { name: 'Jan Kowalski' });
    await user.click(screen.getByRole('button', { name: 'Dziś przyjazdy' }));
    await waitFor(() => expect(listMock).toHaveBeenLastCalledWith(expect.objectContaining({ arrivalOn: todayQuery(), statuses: 'confirmed|new|recent' })));
    expect(screen.getByRole('button', { name: 'Dziś przyjazdy' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Dziś przyjazdy' }));
    await waitFor(() => expect(listMock.mock.calls.at(-1)![0]).not.toHaveProperty('arrivalOn'));
    expect(screen.getByRole('button', { name: 'Dziś przyjazdy' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds up the filtered rows of every page under the filters, in doby and złote', async () => {
    listMock.mockResolvedValue(answer([reservation('r1', 'Jan Kowalski')], 1, 3, { totals: { nights: 42, amounts: { PLN: 12450 } } }));
    renderPage('/front-desk/reservations');
    expect(await screen.findByTestId('list-totals')).toHaveTextContent('Razem: 42 doby, 12 450,00 zł');
  });

  it('exports the filtered list as CSV, every page, under the name the server gives', async () => {
    const user = userEvent.setup();
    listMock.mockResolvedValue(answer([reservation('r1', 'Jan Kowalski')], 2, 3));
    (reservationsApi.exportCsv as jest.Mock).mockResolvedValue({ ok: true, status: 200, data: 'Gość;Apartament\nJan Kowalski;Apartament Morski\n', headers: { 'content-disposition': 'attachment; filename="rezerwacje-2030-01-10.csv"' } });
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderPage('/front-desk/reservations?statuses=confirmed&page=2');
    await screen.findByRole('link', { name: 'Jan Kowalski' });
    await user.click(screen.getByRole('button', { name: 'Eksportuj do CSV' }));
    await waitFor(() => expect(clicked).toEqual(['rezerwacje-2030-01-10.csv']));
    expect(reservationsApi.exportCsv).toHaveBeenCalledWith({ statuses: 'confirmed' });
    // UTF-8 with the BOM, for Excel
    const read = <T,>(how: (reader: FileReader) => void) =>
      new Promise<T>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as T);
        how(reader);
      });
    const bytes = new Uint8Array(await read<ArrayBuffer>((r) => r.readAsArrayBuffer(created[0])));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await read<string>((r) => r.readAsText(created[0]))).toBe('Gość;Apartament\nJan Kowalski;Apartament Morski\n');
  });

  it("offers 'Przywróć' on a cancelled stay and restores it", async () => {
    const user = userEvent.setup();
    const cancelled = reservation('r2', 'Anna Nowak');
    cancelled.attributes.status = 'canceled';
    listMock.mockResolvedValue(answer([cancelled]));
    (reservationsApi.restore as jest.Mock).mockResolvedValue({ ok: true, status: 200, data: { ...cancelled, attributes: { ...cancelled.attributes, status: 'confirmed' } }, headers: {} });
    renderPage('/front-desk/reservations');
    await screen.findByRole('link', { name: 'Anna Nowak' });
    // jsdom has no pointer geometry for the menu's highlight: the menu is used from the keyboard
    screen.getByRole('button', { name: 'Akcje rezerwacji: Anna Nowak' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Przywróć' });
    for (let i = 0; i < 12 && !screen.getByRole('menuitem', { name: 'Przywróć' }).hasAttribute('data-highlighted'); i++) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(reservationsApi.restore).toHaveBeenCalledWith('r2'));
  });

  it('lets the keyboard skip the filters straight to the table', async () => {
    listMock.mockResolvedValue(answer([reservation('r1', 'Jan Kowalski')]));
    renderPage('/front-desk/reservations');
    await screen.findByRole('link', { name: 'Jan Kowalski' });
    const skip = screen.getByRole('link', { name: 'Przejdź do tabeli rezerwacji' });
    const target = document.getElementById(skip.getAttribute('href')!.slice(1));
    expect(target).not.toBeNull();
    expect(within(target!).getByRole('table', { name: 'Rezerwacje' })).toBeInTheDocument();
  });
});
