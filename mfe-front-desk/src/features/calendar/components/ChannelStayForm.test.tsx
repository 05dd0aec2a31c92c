import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { api, type CalendarWindowAttributes } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../../testing';
import { daysFrom } from '../../price-list';
import { CalendarPage } from './CalendarPage';

const FROM = '2030-03-04';
const DAYS = daysFrom(FROM, 21);
const AIRBNB_STAY = {
  id: 'c1',
  apartmentId: 'a1',
  from: '2030-03-05',
  to: '2030-03-08',
  status: 'confirmed',
  paymentStatus: 'paid',
  fullName: 'Airbnb',
  source: 'Airbnb',
  adults: 0,
  children: 0,
  pricePerNight: 0,
  totalPrice: 0,
  grandTotal: 0,
  currency: 'PLN',
  channel: { feedId: 'f1', completed: false },
};
const window = (stay: typeof AIRBNB_STAY): CalendarWindowAttributes => ({
  from: FROM,
  days: DAYS,
  apartments: [
    { id: 'a1', name: 'Apartament Morski', accommodationId: 'L1', accommodationName: 'Apartamenty Nadmorskie', currency: 'PLN', prices: DAYS.map(() => 130), states: DAYS.map(() => 'available' as const) },
  ],
  stays: [stay],
  blocks: [],
  warnings: [],
  tasks: [],
});

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

function renderCalendar(stay: typeof AIRBNB_STAY, answer: { ok: boolean; status: number; body?: object }) {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) =>
    url === '/v1/householder/calendar'
      ? { ok: true, status: 200, data: { id: 'w', type: 'calendar_window', attributes: window(stay) }, headers: {} }
      : { ok: true, status: 200, data: [], headers: {} },
  );
  const put = jest
    .spyOn(api, 'put')
    .mockResolvedValue(
      (answer.ok ? { ok: true, status: 200, data: { id: 'c1', type: 'channel_stay', attributes: {} }, headers: {} } : { ok: false, status: answer.status, body: answer.body, headers: {} }) as never,
    ) as jest.SpyInstance;
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <CalendarPage />
    </Provider>,
    { route: `/front-desk/calendar?from=${FROM}`, path: '/front-desk/calendar' },
  );
  return { put };
}

async function openStay(name: RegExp) {
  const user = userEvent.setup();
  (await screen.findByRole('button', { name })).focus();
  await user.keyboard('{Enter}');
  return { user, form: await screen.findByRole('form', { name: 'Uzupełnij rezerwację' }) };
}

describe("a channel's stay in the calendar", () => {
  it("offers 'Uzupełnij rezerwację' instead of the reservation's links and move, and sends the guest, party and price", async () => {
    const { put } = renderCalendar(AIRBNB_STAY, { ok: true, status: 200 });
    const { user, form } = await openStay(/^Airbnb/);
    expect(within(form).getByText('Pobyt z kalendarza serwisu Airbnb: daty zmienia i anuluje serwis, a to, co tu wpiszesz, zostaje.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Przenieś rezerwację' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edytuj' })).not.toBeInTheDocument();

    // nothing typed: the messages, and no request
    await user.click(within(form).getByRole('button', { name: 'Uzupełnij rezerwację' }));
    expect(await within(form).findByText('Podaj imię i nazwisko gościa (do 200 znaków)')).toBeInTheDocument();
    expect(within(form).getByText('Podaj cenę pobytu w zł (np. 1250,50)')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/Imię i nazwisko gościa/), 'Anna Nowak');
    await user.type(within(form).getByLabelText(/Dorośli/), '2');
    await user.clear(within(form).getByLabelText(/Dzieci/));
    await user.type(within(form).getByLabelText(/Dzieci/), '1');
    await user.type(within(form).getByLabelText(/Cena pobytu/), '1 250,50');
    await user.click(within(form).getByRole('button', { name: 'Uzupełnij rezerwację' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/v1/householder/channel_stays/c1', { channel_stay: { fullName: 'Anna Nowak', adults: 2, children: 1, totalPrice: '1 250,50' } }),
    );
    expect(await screen.findByText('Rezerwacja została uzupełniona.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Uzupełnij rezerwację' })).not.toBeInTheDocument());
  });

  it("shows what the host typed before, and the server's refusal in Polish", async () => {
    const completed = { ...AIRBNB_STAY, fullName: 'Anna Nowak', adults: 2, children: 1, totalPrice: 1250.5, channel: { feedId: 'f1', completed: true } };
    renderCalendar(completed, { ok: false, status: 404, body: { message: 'Nie znaleziono pobytu z kalendarza serwisu.' } });
    const { user, form } = await openStay(/^Anna Nowak/);
    expect(within(form).getByLabelText(/Imię i nazwisko gościa/)).toHaveValue('Anna Nowak');
    expect(within(form).getByLabelText(/Cena pobytu/)).toHaveValue('1250,50');
    await user.click(within(form).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(form).findByText('Nie znaleziono pobytu z kalendarza serwisu.')).toBeInTheDocument();
  });
});
