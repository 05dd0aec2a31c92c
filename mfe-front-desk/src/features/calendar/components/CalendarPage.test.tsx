import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { api, eventBus, type CalendarWindowAttributes } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../../testing';
import { daysFrom } from '../../price-list';
import { CalendarGrid } from './CalendarGrid';
import { CalendarPage } from './CalendarPage';
import { byApartment } from '../model';

const FROM = '2030-03-04';
const DAYS = daysFrom(FROM, 21);
const apartment = (id: string, name: string) => ({
  id,
  name,
  accommodationId: 'L1',
  accommodationName: 'Apartamenty Nadmorskie',
  currency: 'PLN',
  prices: DAYS.map(() => 350),
  states: DAYS.map(() => 'available' as const),
});
const WINDOW: CalendarWindowAttributes = {
  from: FROM,
  days: DAYS,
  apartments: [apartment('a1', 'Apartament Morski'), apartment('a2', 'Studio Wawel')],
  stays: [
    {
      id: 's1',
      apartmentId: 'a1',
      from: '2030-03-01',
      to: '2030-03-06',
      status: 'confirmed',
      paymentStatus: 'unpaid',
      fullName: 'Jan Kowalski',
      source: 'booking',
      adults: 2,
      children: 0,
      pricePerNight: 350,
      totalPrice: 1750,
      currency: 'PLN',
    },
  ],
  blocks: [{ id: 'b1', apartmentId: 'a2', from: '2030-03-10', to: '2030-03-12', reason: 'Remont' }],
  warnings: [{ kind: 'unpaidArrival', apartmentId: 'a1', day: '2030-03-01', reservationId: 's1', message: 'Nieopłacona rezerwacja: przyjazd za 2 dni' }],
  tasks: [{ id: 't1', kind: 'cleaning', apartmentId: 'a2', day: '2030-03-06', label: 'Sprzątanie', status: 'planned' }],
};

/** The order behind the task marker 't1', at 11:00 the test machine's time (as the dialog reads it). */
const ORDER = {
  id: 't1',
  type: 'cooperation_order',
  attributes: {
    status: 'planned',
    serviceDate: new Date('2030-03-06T11:00:00').toISOString(),
    windowUntil: null,
    movedByHand: false,
    outOfWindow: false,
    sameDayTurnover: false,
    source: 'check_out',
    priceName: 'Sprzątanie po gościach',
    priceAmount: '149.99',
    priceCurrency: 'PLN',
    rejectionReason: '',
    apartment: { id: 'a2', name: 'Studio Wawel' },
    accommodation: { name: 'Studio Wawel', street: 'Grodzka 5', city: 'Kraków' },
    cooperation: { id: 'c1', servicePerformed: 'cleaning' },
    serviceProvider: { id: 'p1', name: 'Czysty Dom' },
  },
};

/** The account's listings, as the filter's apartment choices come from them. */
const LISTINGS = [
  { id: 'L1', type: 'accommodation', attributes: { name: 'Apartamenty Nadmorskie', apartmentsAttributes: [{ id: 'a1', name: 'Apartament Morski' }, { id: 'a2', name: 'Studio Wawel' }] } },
];

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

function renderPage(route: string) {
  const get = jest
    .spyOn(api, 'get')
    .mockImplementation(async (url: string) =>
      url === '/v1/householder/calendar'
        ? { ok: true, status: 200, data: { id: 'w', type: 'calendar_window', attributes: WINDOW }, headers: {} }
        : url === '/v1/householder/cooperation_orders/t1'
          ? { ok: true, status: 200, data: ORDER, headers: {} }
          : url === '/v1/householder/accommodations'
            ? { ok: true, status: 200, data: LISTINGS, headers: {} }
            : { ok: true, status: 200, data: [], headers: {} },
    ) as jest.SpyInstance;
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <CalendarPage />
    </Provider>,
    { route, path: '/front-desk/calendar' },
  );
  return get;
}

const calendarCalls = (get: jest.SpyInstance) => get.mock.calls.filter(([url]) => url === '/v1/householder/calendar');

describe('the calendar page', () => {
  it('asks for the window in the URL, then the windows three days either side, and draws stays, blocks, warnings and tasks', async () => {
    const get = renderPage(`/front-desk/calendar?from=${FROM}`);
    expect(await screen.findByRole('button', { name: /^Jan Kowalski, 01\.03\.2030 – 06\.03\.2030, Potwierdzona, Niezapłacona, booking\. Nieopłacona rezerwacja/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blokada 10.03.2030 – 12.03.2030: Remont' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Studio Wawel, 06.03.2030: Dostępny, 350,00 zł, Sprzątanie' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Apartamenty Nadmorskie' })).toBeInTheDocument();
    await waitFor(() => expect(calendarCalls(get).map(([, options]) => (options as { params: { from: string } }).params.from)).toEqual([FROM, '2030-03-07', '2030-03-01']));
    expect((calendarCalls(get)[0][1] as { params: object }).params).toEqual({ from: FROM, days: 21 });
  });

  it('starts on this week’s Monday without a date, and refreshes the window when a reservation changes', async () => {
    const get = renderPage('/front-desk/calendar');
    await screen.findByRole('button', { name: /^Jan Kowalski/ });
    await waitFor(() => expect(calendarCalls(get)).toHaveLength(3));
    const first = (calendarCalls(get)[0][1] as { params: { from: string } }).params.from;
    expect(new Date(`${first}T12:00:00`).getDay()).toBe(1);
    eventBus.emit('reservation:changed', { id: 's1', action: 'updated' });
    await waitFor(() => expect(calendarCalls(get)).toHaveLength(4));
  });

  it('asks the server for the apartments chosen in the filters, and lists every apartment of the account to choose from', async () => {
    const get = renderPage(`/front-desk/calendar?from=${FROM}`);
    await screen.findByRole('button', { name: /^Jan Kowalski/ });
    await userEvent.click(screen.getByRole('button', { name: 'Filtry' }));
    const filters = screen.getByRole('search', { name: 'Filtry kalendarza' });
    await userEvent.click(await within(filters).findByRole('checkbox', { name: /Studio Wawel/ }));
    await waitFor(() => expect(calendarCalls(get).some(([, o]) => (o as { params: { apartmentIds?: string } }).params.apartmentIds === 'a2')).toBe(true));
    expect(within(filters).getByRole('group', { name: 'Apartamenty (wybrano: 1)' })).toBeInTheDocument();
    await userEvent.type(within(filters).getByLabelText('Szukaj apartamentu'), 'morski');
    expect(within(filters).getByRole('checkbox', { name: /Apartament Morski/ })).toBeInTheDocument();
    // the chosen one stays listed whatever the search
    expect(within(filters).getByRole('checkbox', { name: /Studio Wawel/ })).toBeChecked();
  });

  it('jumps to the week of a day typed as dd.mm.rrrr', async () => {
    const get = renderPage(`/front-desk/calendar?from=${FROM}`);
    await screen.findByRole('button', { name: /^Jan Kowalski/ });
    const field = screen.getByRole('textbox', { name: 'Pokaż tydzień z dniem' });
    expect(field).toHaveValue('04.03.2030');
    await userEvent.clear(field);
    await userEvent.type(field, '17042030');
    // Wednesday 17 April 2030 → the week from Monday 15 April
    await waitFor(() => expect(calendarCalls(get).some(([, o]) => (o as { params: { from: string } }).params.from === '2030-04-15')).toBe(true));
    expect(await screen.findByRole('textbox', { name: 'Pokaż tydzień z dniem' })).toHaveValue('15.04.2030');
  });

  it('opens the new reservation dialog from the link ?new-reservation and from its button', async () => {
    renderPage('/front-desk/calendar?new-reservation');
    expect(await screen.findByRole('form', { name: 'Nowa rezerwacja' })).toBeInTheDocument();
  });

  it('opens the new reservation dialog from its button and not by itself', async () => {
    renderPage('/front-desk/calendar');
    expect(screen.queryByRole('form', { name: 'Nowa rezerwacja' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nowa rezerwacja' }));
    expect(await screen.findByRole('form', { name: 'Nowa rezerwacja' })).toBeInTheDocument();
  });
});

describe('a service task on the calendar', () => {
  it('opens its order from the marker, saves a new time and status, and refreshes the window', async () => {
    const get = renderPage(`/front-desk/calendar?from=${FROM}`);
    const put = jest.spyOn(api, 'put').mockResolvedValue({ ok: true, status: 200, data: ORDER, headers: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Zlecenie: Sprzątanie, Studio Wawel, 06.03.2030' }));
    const form = await screen.findByRole('form', { name: 'Zlecenie usługi' });
    expect(within(form).getByText('Czysty Dom')).toBeInTheDocument();
    expect(within(form).getByText('Sprzątanie po gościach · 149,99 zł')).toBeInTheDocument();
    expect(within(form).getByLabelText('Godzina')).toHaveValue('11:00');
    await userEvent.selectOptions(within(form).getByLabelText('Godzina'), '09:30');
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'in_progress');
    const before = calendarCalls(get).length;
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/v1/householder/cooperation_orders/t1', {
        cooperationOrder: { attributes: { status: 'in_progress', serviceDate: new Date('2030-03-06T09:30:00').toISOString() } },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Zlecenie usługi' })).not.toBeInTheDocument());
    await waitFor(() => expect(calendarCalls(get).length).toBeGreaterThan(before));
  });

  it('deletes the order only after the second confirmation', async () => {
    renderPage(`/front-desk/calendar?from=${FROM}`);
    const remove = jest.spyOn(api, 'delete').mockResolvedValue({ ok: true, status: 204, data: null, headers: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Zlecenie: Sprzątanie, Studio Wawel, 06.03.2030' }));
    const form = await screen.findByRole('form', { name: 'Zlecenie usługi' });
    await userEvent.click(within(form).getByRole('button', { name: 'Usuń zlecenie' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Czysty Dom nie wykona usługi w Studio Wawel 06\.03\.2030 11:00/)).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Anuluj' }));
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(form).getByRole('button', { name: 'Usuń zlecenie' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń zlecenie' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/v1/householder/cooperation_orders/t1'));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Zlecenie usługi' })).not.toBeInTheDocument());
  });
});

describe('a block', () => {
  it("removes a block only after the second confirmation, which names the apartment and the dates", async () => {
    renderPage(`/front-desk/calendar?from=${FROM}`);
    const remove = jest.spyOn(api, 'delete').mockResolvedValue({ ok: true, status: 204, data: null, headers: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Blokada 10.03.2030 – 12.03.2030: Remont' }));
    const form = await screen.findByRole('form', { name: 'Blokada' });
    await userEvent.click(within(form).getByRole('button', { name: 'Usuń blokadę' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Studio Wawel od 10.03.2030 do 12.03.2030 (Remont) znów będzie dostępny do rezerwacji.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Anuluj' }));
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByRole('form', { name: 'Blokada' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Usuń blokadę' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń blokadę' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/v1/householder/blocks/b1'));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Blokada' })).not.toBeInTheDocument());
  });
});

describe('the grid by keyboard', () => {
  function renderGrid() {
    const onPickRange = jest.fn();
    const onOpenStay = jest.fn();
    renderWithProviders(
      <CalendarGrid
        days={DAYS}
        apartments={WINDOW.apartments}
        contents={byApartment(WINDOW)}
        onPickRange={onPickRange}
        onOpenStay={onOpenStay}
        onOpenBlock={jest.fn()}
        onOpenTask={jest.fn()}
        onMoveStay={jest.fn()}
        dialogOpen={false}
      />,
    );
    return { onPickRange, onOpenStay };
  }

  it('selects nights with Shift+arrows and opens them with Enter (check-out the day after the last night)', () => {
    const { onPickRange } = renderGrid();
    const start = screen.getByRole('gridcell', { name: /^Studio Wawel, 13\.03\.2030/ });
    start.focus();
    fireEvent.keyDown(start, { key: 'ArrowRight', shiftKey: true });
    const next = screen.getByRole('gridcell', { name: /^Studio Wawel, 14\.03\.2030/ });
    expect(next).toHaveFocus();
    fireEvent.keyDown(next, { key: 'ArrowRight', shiftKey: true });
    const last = screen.getByRole('gridcell', { name: /^Studio Wawel, 15\.03\.2030/ });
    expect(last).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(last, { key: 'Enter' });
    expect(onPickRange).toHaveBeenCalledWith(expect.objectContaining({ id: 'a2' }), '2030-03-13', '2030-03-16');
  });

  it('moves between apartments with the up and down arrows, Esc drops the selection, Enter on a stay opens it', () => {
    const { onPickRange, onOpenStay } = renderGrid();
    const cell = screen.getByRole('gridcell', { name: /^Studio Wawel, 05\.03\.2030/ });
    cell.focus();
    fireEvent.keyDown(cell, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(screen.getByRole('gridcell', { name: /^Studio Wawel, 06\.03\.2030/ }), { key: 'Escape' });
    expect(within(screen.getByTestId('calendar-grid')).queryAllByRole('gridcell', { selected: true })).toHaveLength(0);
    fireEvent.keyDown(screen.getByRole('gridcell', { name: /^Studio Wawel, 06\.03\.2030/ }), { key: 'ArrowUp' });
    const above = screen.getByRole('gridcell', { name: /^Apartament Morski, 06\.03\.2030/ });
    expect(above).toHaveFocus();
    fireEvent.keyDown(above, { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('gridcell', { name: /^Apartament Morski, 05\.03\.2030/ }), { key: 'Enter' });
    expect(onOpenStay).toHaveBeenCalledWith(expect.objectContaining({ id: 's1' }));
    expect(onPickRange).not.toHaveBeenCalled();
  });
});
