import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import type { ReservationDto } from '@gospodarz/shared';
import { createSectionStore } from '../../../testing';
import { reservationsApi } from '../api';
import { ReservationDetailsPage } from './ReservationDetailsPage';

// The reservation page shows the stay's bill (issue 31, finding 4): the fees and deposit entered at booking, what was
// paid and what is left, and 'Forma płatności' from the payments recorded.

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(60_000);

jest.mock('../api', () => ({
  reservationsApi: { get: jest.fn(), apartments: jest.fn(), payments: jest.fn(), history: jest.fn(), onlineCheckIn: jest.fn(), setAccessCode: jest.fn() },
}));

const stay: ReservationDto = {
  id: 'r1',
  type: 'reservation',
  attributes: {
    from: '2030-07-01',
    to: '2030-07-04',
    nights: 3,
    fullName: 'Jan Kowalski',
    email: 'jan@example.pl',
    phoneNumber: '501234567',
    guestAddress: 'Warszawa',
    adults: 2,
    children: 0,
    status: 'confirmed',
    paymentStatus: 'partly_paid',
    pricePerNight: 210,
    totalPrice: 630,
    currency: 'PLN',
    apartment: { id: 'a1', name: 'Apartament Morski' },
    apartmentAddress: 'Morska 1, Sopot',
    apartmentId: 'a1',
    comments: '',
    source: 'telefon',
    paymentSource: '',
    invoiceIssued: false,
    createdAt: '2030-01-10T10:00:00.000Z',
    clientId: null,
    cleaningFee: 100,
    touristTax: 40.5,
    deposit: 300,
    depositDue: '2030-06-20',
    grandTotal: 770.5,
    paid: 200.5,
    balance: 570,
    bill: {
      currency: 'PLN',
      lines: [],
      total: 770.5,
      payments: 200.5,
      refunds: 0,
      paid: 200.5,
      balance: 570,
      paymentStatus: 'partly_paid',
      deposit: { amount: 300, due: '2030-06-20', outstanding: 99.5 },
      securityDeposit: { amount: 0, held: 0, returned: 0, toReturn: 0 },
      paymentMethods: ['transfer'],
      operations: [],
    },
  },
};

beforeEach(() => {
  (reservationsApi.get as jest.Mock).mockResolvedValue({ ok: true, status: 200, data: stay, headers: {} });
  (reservationsApi.apartments as jest.Mock).mockResolvedValue({ ok: true, status: 200, data: [], headers: {} });
  (reservationsApi.payments as jest.Mock).mockResolvedValue({ ok: true, status: 200, data: [], meta: { totalPrice: 770.5, paid: 200.5, balance: 570, paymentStatus: 'partly_paid', currency: 'PLN' }, headers: {} });
  (reservationsApi.history as jest.Mock).mockResolvedValue({ ok: true, status: 200, data: [], headers: {} });
  (reservationsApi.onlineCheckIn as jest.Mock).mockResolvedValue({ ok: true, status: 200, data: checkIn(), headers: {} });
});

const checkIn = (accessCode = '') => ({
  id: 'r1',
  type: 'online_check_in',
  attributes: {
    status: 'filled',
    label: 'Odprawa online: wypełniona',
    filledAt: '2030-06-25T10:00:00.000Z',
    arrivalTime: '17:30',
    guests: [
      { name: 'Jan Kowalski', country: 'PL', minor: false },
      { name: 'Ola Kowalska', country: 'PL', minor: true, adultName: 'Jan Kowalski', adultRelation: 'parent' },
    ],
    company: null,
    houseRulesAcceptances: [{ guestName: 'Jan Kowalski', version: 2, source: 'guest_page', acceptedAt: '2030-06-25T10:00:00.000Z' }],
    accessCode,
    lockCodes: 3,
    registrationNumber: 'PL-1',
  },
});

it("shows 'Odprawa online: wypełniona' with the guests, the house rules accepted, and saves the stay's access code", async () => {
  (reservationsApi.setAccessCode as jest.Mock).mockResolvedValue({ ok: true, status: 200, data: checkIn('4821'), headers: {} });
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <ReservationDetailsPage />
    </Provider>,
    { route: '/front-desk/reservations/r1', path: '/front-desk/reservations/:reservationId' },
  );
  expect(await screen.findByRole('heading', { name: 'Odprawa online: wypełniona' })).toBeInTheDocument();
  expect(screen.getByText(/Ola Kowalska \(Polska\), niepełnoletni – opiekun: Jan Kowalski, rodzic/)).toBeInTheDocument();
  expect(screen.getByText(/Regulamin zaakceptowany: Jan Kowalski \(wersja 2,/)).toBeInTheDocument();
  const code = screen.getByLabelText('Kod dostępu dla pobytu');
  await userEvent.type(code, '4821');
  await userEvent.click(screen.getByRole('button', { name: 'Zapisz kod' }));
  await waitFor(() => expect(reservationsApi.setAccessCode).toHaveBeenCalledWith('r1', { accessCode: '4821' }));
  await userEvent.click(screen.getByRole('button', { name: 'Wylosuj z listy kodów zamka' }));
  await waitFor(() => expect(reservationsApi.setAccessCode).toHaveBeenLastCalledWith('r1', { draw: true }));
});

it("shows the bill: the nights, cleaning fee, tourist tax, 'Razem', paid, left to pay, the deposit and the payments' method", async () => {
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <ReservationDetailsPage />
    </Provider>,
    { route: '/front-desk/reservations/r1', path: '/front-desk/reservations/:reservationId' },
  );
  await screen.findByText('Razem');
  const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
  expect(value('Noclegi')).toHaveTextContent('630,00 zł');
  expect(value('Sprzątanie')).toHaveTextContent('100,00 zł');
  expect(value('Opłata miejscowa')).toHaveTextContent('40,50 zł');
  expect(value('Razem')).toHaveTextContent('770,50 zł');
  expect(value('Zapłacono')).toHaveTextContent('200,50 zł');
  expect(value('Do zapłaty')).toHaveTextContent('570,00 zł');
  expect(value('Zaliczka')).toHaveTextContent('300,00 zł, do 20.06.2030');
  expect(value('Forma płatności')).toHaveTextContent('Przelew');
  await waitFor(() => expect(within(screen.getByTestId('payment-summary')).getByText(/Do zapłaty/)).toHaveTextContent('Do zapłaty: 570,00 zł'));
});

it("shows the listing's extras (quantity × unit price) and the discount among the bill's rows, in 'Razem'", async () => {
  const a = stay.attributes;
  const withExtras: ReservationDto = {
    ...stay,
    attributes: {
      ...a,
      grandTotal: 870.5,
      balance: 670,
      bill: {
        ...a.bill!,
        total: 870.5,
        balance: 670,
        lines: [
          { kind: 'extra', label: 'Śniadanie', date: null, amount: 210, quantity: 6, unitPrice: 35 },
          { kind: 'discount', label: 'Rabat: stały gość', date: null, amount: -110 },
        ],
      },
    },
  };
  (reservationsApi.get as jest.Mock).mockResolvedValue({ ok: true, status: 200, data: withExtras, headers: {} });
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <ReservationDetailsPage />
    </Provider>,
    { route: '/front-desk/reservations/r1', path: '/front-desk/reservations/:reservationId' },
  );
  await screen.findByText('Razem');
  const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
  expect(value('Śniadanie (6 × 35,00 zł)')).toHaveTextContent('210,00 zł');
  expect(value('Rabat: stały gość')).toHaveTextContent('-110,00 zł');
  expect(value('Razem')).toHaveTextContent('870,50 zł');
});

it("says why 'Oznacz: gość się nie pojawił' waits for the arrival day (tooltip and accessible description)", async () => {
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <ReservationDetailsPage />
    </Provider>,
    { route: '/front-desk/reservations/r1', path: '/front-desk/reservations/:reservationId' },
  );
  const button = await screen.findByRole('button', { name: 'Oznacz: gość się nie pojawił' });
  const reason = 'Gościa, który się nie pojawił, można oznaczyć dopiero od dnia przyjazdu (01.07.2030).';
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('title', reason);
  expect(button).toHaveAccessibleDescription(reason);
});
