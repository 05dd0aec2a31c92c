import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { api, type CalendarWindowAttributes, type MoveQuoteAttributes } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../../testing';
import { daysFrom } from '../../price-list';
import { CalendarPage } from './CalendarPage';

const FROM = '2030-03-04';
const DAYS = daysFrom(FROM, 21);
const apartment = (id: string, name: string) => ({
  id,
  name,
  accommodationId: 'L1',
  accommodationName: 'Apartamenty Nadmorskie',
  currency: 'PLN',
  prices: DAYS.map(() => 130),
  states: DAYS.map(() => 'available' as const),
});
const STAY = {
  id: 's1',
  apartmentId: 'a1',
  from: '2030-03-05',
  to: '2030-03-08',
  status: 'confirmed',
  paymentStatus: 'unpaid',
  fullName: 'Jan Kowalski',
  source: 'booking',
  adults: 2,
  children: 0,
  pricePerNight: 200,
  totalPrice: 600,
  grandTotal: 670.5,
  currency: 'PLN',
};
const WINDOW: CalendarWindowAttributes = {
  from: FROM,
  days: DAYS,
  apartments: [apartment('a1', 'Apartament Morski'), apartment('a2', 'Studio Wawel')],
  stays: [STAY],
  blocks: [],
  warnings: [],
  tasks: [],
};
const side = (pricePerNight: number, totalPrice: number, grandTotal: number) => ({ pricePerNight, totalPrice, cleaningFee: 50, touristTax: grandTotal - totalPrice - 50, grandTotal });
const quote = (invoices: MoveQuoteAttributes['invoices']): MoveQuoteAttributes => ({
  current: { grandTotal: 670.5, paid: 0 },
  kept: side(200, 600, 670.5),
  repriced: side(130, 390, 460),
  repricedMessage: null,
  currency: 'PLN',
  invoices,
});
const QUOTE_URL = '/v1/householder/reservations/s1/move_quote';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

/** The calendar with Jan Kowalski's stay in Apartament Morski; the move's quote answers `answer`. */
function renderCalendar(answer: MoveQuoteAttributes) {
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) =>
    url === '/v1/householder/calendar'
      ? { ok: true, status: 200, data: { id: 'w', type: 'calendar_window', attributes: WINDOW }, headers: {} }
      : url === QUOTE_URL
        ? { ok: true, status: 200, data: { id: 's1', type: 'move_quote', attributes: answer }, headers: {} }
        : { ok: true, status: 200, data: [], headers: {} },
  ) as jest.SpyInstance;
  const patch = jest.spyOn(api, 'patch').mockResolvedValue({ ok: true, status: 200, data: { id: 's1', type: 'reservation', attributes: {} }, headers: {} }) as jest.SpyInstance;
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <CalendarPage />
    </Provider>,
    { route: `/front-desk/calendar?from=${FROM}`, path: '/front-desk/calendar' },
  );
  return { get, patch };
}

/** Opens the stay from the keyboard and moves it to Studio Wawel on the same dates: the move's confirmation. */
async function moveToStudio() {
  const user = userEvent.setup();
  (await screen.findByRole('button', { name: /^Jan Kowalski/ })).focus();
  await user.keyboard('{Enter}');
  const form = await screen.findByRole('form', { name: 'Przenieś rezerwację' });
  await user.selectOptions(within(form).getByLabelText('Apartament'), 'a2');
  await user.click(within(form).getByRole('button', { name: 'Przenieś…' }));
  const confirm = await screen.findByRole('alertdialog');
  await waitFor(() => expect(within(confirm).queryByText('Liczę cenę po przeniesieniu…')).not.toBeInTheDocument());
  return { user, confirm };
}

describe("the calendar's move confirmation", () => {
  it("asks for the proposed apartment's prices and shows the guest's and the new one side by side, the guest's chosen", async () => {
    const { get } = renderCalendar(quote([]));
    const { confirm } = await moveToStudio();
    expect(within(confirm).getByRole('radiogroup', { name: 'Cena po przeniesieniu' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(QUOTE_URL, { params: { apartmentId: 'a2', from: '2030-03-05', to: '2030-03-08' } });
    expect(within(confirm).getByText('Było: Apartament Morski, 05.03.2030 – 08.03.2030')).toBeInTheDocument();
    expect(within(confirm).getByText('Będzie: Studio Wawel, 05.03.2030 – 08.03.2030')).toBeInTheDocument();
    const keep = within(confirm).getByRole('radio', { name: /^Zachowaj cenę gościa: 670,50 zł \(3 doby × 200,00 zł\)$/ });
    const repriced = within(confirm).getByRole('radio', { name: /^Przyjmij nową cenę: 460,00 zł \(3 doby × 130,00 zł\)$/ });
    expect(keep).toBeChecked();
    expect(repriced).not.toBeChecked();
    expect(within(confirm).queryByText(/wystawiono fakturę/)).not.toBeInTheDocument();
  });

  it("keeps the guest's price by default: sends 'keep', and the kept total is the one confirmed", async () => {
    const { patch } = renderCalendar(quote([]));
    const { user, confirm } = await moveToStudio();
    expect(within(confirm).getByRole('radio', { name: /Zachowaj cenę gościa: 670,50 zł/ })).toBeChecked();
    await user.click(within(confirm).getByRole('button', { name: 'Przenieś' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/v1/householder/reservations/s1', { reservation: { apartmentId: 'a2', from: '2030-03-05', to: '2030-03-08', priceChoice: 'keep' } }),
    );
    expect(await screen.findByText('Rezerwacja została przeniesiona.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("takes the new price when the host chooses it from the keyboard: sends 'new'", async () => {
    const { patch } = renderCalendar(quote([]));
    const { user, confirm } = await moveToStudio();
    within(confirm).getByRole('radio', { name: /^Zachowaj cenę gościa/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(confirm).getByRole('radio', { name: /^Przyjmij nową cenę: 460,00 zł/ })).toBeChecked();
    await user.click(within(confirm).getByRole('button', { name: 'Przenieś' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/v1/householder/reservations/s1', { reservation: { apartmentId: 'a2', from: '2030-03-05', to: '2030-03-08', priceChoice: 'new' } }),
    );
  });

  it('says the stay has an issued invoice to correct after the move', async () => {
    const { patch } = renderCalendar(quote([{ id: 'i1', number: 'FV/3/2030', kind: 'vat' }]));
    const { confirm } = await moveToStudio();
    expect(within(confirm).getByText('Do rezerwacji wystawiono fakturę (FV/3/2030): po przeniesieniu wystaw korektę.')).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  it("keeps the guest's price, saying why, when the new apartment has no price for those nights", async () => {
    const { patch } = renderCalendar({ ...quote([]), repriced: null, repricedMessage: 'Brak ceny na 06.03.2030.' });
    const { user, confirm } = await moveToStudio();
    expect(within(confirm).getByText('Brak ceny na 06.03.2030. Cena gościa zostanie zachowana: 670,50 zł.')).toBeInTheDocument();
    expect(within(confirm).queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Przenieś' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/v1/householder/reservations/s1', { reservation: { apartmentId: 'a2', from: '2030-03-05', to: '2030-03-08', priceChoice: 'keep' } }),
    );
  });

  it('moves nothing when cancelled', async () => {
    const { patch } = renderCalendar(quote([]));
    const { user, confirm } = await moveToStudio();
    await user.click(within(confirm).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(patch).not.toHaveBeenCalled();
  });
});
