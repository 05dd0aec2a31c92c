import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { format, addDays } from 'date-fns';
import { renderWithProviders } from '@gospodarz/shared/testing';
import type { ReservationDto } from '@gospodarz/shared';
import { createSectionStore } from '../../../testing';
import { reservationsApi } from '../api';
import { ReservationsPage } from './ReservationsPage';

// The row menus' booking actions: 'Nie pojawił się' only from the arrival day, the refund shown before cancelling,
// the new price shown beside the guest's before relocating, the payment status changed by recording money.

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(60_000);

jest.mock('../api', () => ({
  reservationsApi: { list: jest.fn(), apartments: jest.fn(), get: jest.fn(), cancel: jest.fn(), relocate: jest.fn(), quote: jest.fn(), noShow: jest.fn(), addPayment: jest.fn() },
}));

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

function reservation(id: string, fullName: string, from: string): ReservationDto {
  return {
    id,
    type: 'reservation',
    attributes: {
      from,
      to: format(addDays(new Date(from), 3), 'yyyy-MM-dd'),
      nights: 3,
      fullName,
      email: 'jan@example.pl',
      phoneNumber: '501234567',
      guestAddress: 'Warszawa',
      adults: 2,
      children: 2,
      status: 'confirmed',
      paymentStatus: 'unpaid',
      pricePerNight: 300,
      totalPrice: 900,
      currency: 'PLN',
      apartment: { id: 'a1', name: 'Dom Giewont' },
      apartmentAddress: 'Krupówki 1, Zakopane',
      apartmentId: 'a1',
      comments: '',
      source: 'booking',
      paymentSource: '',
      invoiceIssued: false,
      createdAt: '2026-01-10T10:00:00.000Z',
      clientId: 'c1',
      // the guest paid 210,00 zł of the 900,00 zł
      grandTotal: 900,
      paid: 210,
      balance: 690,
    },
  };
}

const later = reservation('r1', 'Jan Później', day(270));
const now = reservation('r2', 'Anna Dziś', day(0));

beforeEach(() => {
  (reservationsApi.list as jest.Mock).mockResolvedValue({ ok: true, status: 200, data: [later, now], pagination: { page: 1, perPage: 15, pages: 1, count: 2 }, headers: {} });
  (reservationsApi.apartments as jest.Mock).mockResolvedValue({
    ok: true,
    status: 200,
    data: [
      { id: 'a1', name: 'Dom Giewont' },
      { id: 'a2', name: 'Pokój Kasprowy' },
    ],
    headers: {},
  });
});

function renderPage() {
  return renderWithProviders(
    <Provider store={createSectionStore()}>
      <ReservationsPage />
    </Provider>,
    { route: '/front-desk/reservations', path: '/front-desk/reservations' },
  );
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  // jsdom has no pointer geometry for the menu's highlight, so the menu is used from the keyboard
  (await screen.findByRole('button', { name: `Akcje rezerwacji: ${name}` })).focus();
  await user.keyboard('{Enter}');
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string) {
  await screen.findAllByRole('menuitem');
  for (let i = 0; i < 12 && !screen.getByRole('menuitem', { name: label }).hasAttribute('data-highlighted'); i++) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

describe('row actions of a booking', () => {
  it("offers 'Nie pojawił się' only from the arrival day on, saying why before it", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await openMenu(user, 'Jan Później');
    const early = await screen.findByRole('menuitem', { name: 'Oznacz: gość się nie pojawił' });
    expect(early).toHaveAttribute('data-disabled');
    // the reason is said on hover (the tooltip) and to a screen reader (the item's description)
    const reason = `Gościa, który się nie pojawił, można oznaczyć dopiero od dnia przyjazdu (${format(new Date(later.attributes.from), 'dd.MM.yyyy')}).`;
    expect(early).toHaveAttribute('title', reason);
    expect(early).toHaveAccessibleDescription(reason);
    await user.keyboard('{Escape}');
    await openMenu(user, 'Anna Dziś');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Oznacz: gość się nie pojawił' })).not.toHaveAttribute('data-disabled'));
    expect(screen.getByRole('menuitem', { name: 'Oznacz: gość się nie pojawił' })).not.toHaveAttribute('title');
    expect(screen.getByRole('menuitem', { name: 'Oznacz: gość się nie pojawił' })).not.toHaveAccessibleDescription();
  });

  it('shows the fee and the refund capped by what was paid, lets the host change the fee and the method, and confirms them', async () => {
    const user = userEvent.setup({ delay: null });
    (reservationsApi.get as jest.Mock).mockResolvedValue({
      ok: true,
      status: 200,
      data: {
        ...later,
        attributes: {
          ...later.attributes,
          cancellation: {
            policy: 'mediumStrict',
            label: 'Umiarkowana',
            text: 'do 10.08.2027: zwrot 100%, potem 50%',
            today: day(0),
            refundPercent: 100,
            policyFee: 0,
            paid: 210,
            fee: 0,
            refund: 210,
            refundMethod: 'transfer',
          },
        },
      },
      headers: {},
    });
    (reservationsApi.cancel as jest.Mock).mockResolvedValue({ ok: true, status: 200, data: later, headers: {} });
    renderPage();
    await openMenu(user, 'Jan Później');
    await choose(user, 'Anuluj rezerwację');
    const dialog = await screen.findByRole('alertdialog');
    // 210,00 zł paid: never the 900,00 zł of the whole stay
    await waitFor(() => expect(within(dialog).getByTestId('cancellation-refund')).toHaveTextContent('Zwrot przy anulowaniu dziś: 210,00 zł'));
    expect(within(dialog).getByTestId('cancellation-refund')).toHaveTextContent('Umiarkowana: do 10.08.2027: zwrot 100%, potem 50%');
    expect(within(dialog).getByTestId('cancellation-refund')).toHaveTextContent('Wpłacono: 210,00 zł');
    const fee = within(dialog).getByLabelText('Opłata za anulowanie');
    await user.clear(fee);
    await user.type(fee, '50');
    expect(within(dialog).getByTestId('cancellation-refund')).toHaveTextContent('Zwrot przy anulowaniu dziś: 160,00 zł');
    await user.selectOptions(within(dialog).getByLabelText('Forma zwrotu'), 'card');
    expect(reservationsApi.cancel).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj rezerwację' }));
    await waitFor(() => expect(reservationsApi.cancel).toHaveBeenCalledWith('r1', { cancellationFee: '50', refundMethod: 'card' }));
  });

  it("records a payment or a refund for 'Zmień status płatności' instead of setting the status", async () => {
    const user = userEvent.setup({ delay: null });
    (reservationsApi.addPayment as jest.Mock).mockResolvedValue({ ok: true, status: 201, data: {}, headers: {} });
    renderPage();
    await openMenu(user, 'Jan Później');
    await choose(user, 'Zmień status płatności');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('payment-balance')).toHaveTextContent('Razem: 900,00 zł · Zapłacono: 210,00 zł · Do zapłaty: 690,00 zł');
    expect(within(dialog).getByLabelText('Kwota')).toHaveValue('690,00');
    await user.selectOptions(within(dialog).getByLabelText('Rodzaj'), 'refund');
    expect(within(dialog).getByLabelText('Kwota')).toHaveValue('210,00');
    await user.selectOptions(within(dialog).getByLabelText('Forma płatności'), 'cash');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zwrot' }));
    await waitFor(() => expect(reservationsApi.addPayment).toHaveBeenCalledWith('r1', { kind: 'refund', amount: '210,00', method: 'cash', paidOn: '' }));
  });

  it("shows the guest's price and the new apartment's side by side, takes the host's choice, and asks consent over its guest count", async () => {
    const user = userEvent.setup({ delay: null });
    (reservationsApi.quote as jest.Mock).mockResolvedValue({
      ok: true,
      status: 200,
      data: { id: 'q', type: 'quote', attributes: { apartmentId: 'a2', from: later.attributes.from, to: later.attributes.to, guests: 4, nights: 3, pricePerNight: 280, totalPrice: 840, grandTotal: 940, currency: 'PLN', capacity: 3 } },
      headers: {},
    });
    (reservationsApi.relocate as jest.Mock).mockResolvedValue({ ok: true, status: 200, data: later, headers: {} });
    renderPage();
    await openMenu(user, 'Jan Później');
    await choose(user, 'Przenieś gości');
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Nowy apartament'), 'a2');
    // side by side: what the guest pays now and in the new apartment (nights, fees and tourist tax)
    await waitFor(() => expect(within(dialog).getByTestId('relocation-price')).toHaveTextContent('Zachowaj cenę gościa: 900,00 zł'));
    expect(within(dialog).getByTestId('relocation-price')).toHaveTextContent('Przyjmij nową cenę: 940,00 zł (280,00 zł za dobę)');
    expect(within(dialog).getByLabelText(/Zachowaj cenę gościa/)).toBeChecked();
    await user.click(within(dialog).getByLabelText(/Przyjmij nową cenę/));
    expect(reservationsApi.quote).toHaveBeenCalledWith(expect.objectContaining({ apartmentId: 'a2', adults: 2, children: 2, bookedOn: '2026-01-10' }));
    expect(within(dialog).getByText('Apartament mieści najwyżej 3 osoby, a gości jest 4.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Zgoda na przekroczenie limitu gości'));
    await user.click(within(dialog).getByRole('button', { name: 'Przenieś' }));
    await waitFor(() => expect(reservationsApi.relocate).toHaveBeenCalledWith('r1', { apartmentId: 'a2', allowOverCapacity: true, priceChoice: 'new' }));
  });
});
