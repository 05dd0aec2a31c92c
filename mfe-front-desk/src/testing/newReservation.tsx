// The new-reservation dialog's test setup, shared by its test files. Each file still mocks the reservations API
// itself (jest hoists `jest.mock` only within the file that calls it, and its factory may not use imports):
//   jest.mock('../api', () => ({ reservationsApi: { apartments: jest.fn(), quote: jest.fn(), create: jest.fn(), searchClients: jest.fn() } }));
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { eventBus } from '@gospodarz/shared';
import { createSectionStore } from './index';
import { reservationsApi } from '../features/reservations/api';
import { NewReservationDialog } from '../features/reservations';

/** The calls the dialog makes, mocked by the test file. */
export const mockedApi = reservationsApi as unknown as Record<'apartments' | 'quote' | 'create' | 'searchClients', jest.Mock>;

export interface ToastSeen {
  type: string;
  description: string;
}

/**
 * Registers the hooks every test of the dialog needs: generous waits (the machine running the suite may be busy),
 * fresh mocks with two apartments and a one-night quote of 350 zł, and the toasts shown, collected per test.
 */
export function setUpNewReservationTests(): { toasts: ToastSeen[] } {
  configure({ asyncUtilTimeout: 10000 });
  jest.setTimeout(60_000);
  const toasts: ToastSeen[] = [];
  let stopListening = () => {};
  beforeAll(() => {
    stopListening = eventBus.on('toast', (message) => void toasts.push(message as ToastSeen));
  });
  afterAll(() => stopListening());
  beforeEach(() => {
    toasts.length = 0;
    // no call, answer or implementation of one test reaches the next
    for (const mock of Object.values(mockedApi)) mock.mockReset();
    mockedApi.apartments.mockResolvedValue({
      ok: true,
      status: 200,
      data: [
        { id: 'a1', name: 'Apartament Morski' },
        { id: 'a2', name: 'Studio Wawel' },
      ],
      headers: {},
    });
    mockedApi.quote.mockImplementation(async (q: { apartmentId: string; from: string; to: string }) => ({
      ok: true,
      status: 200,
      data: { id: 'q', type: 'quote', attributes: { ...q, guests: 2, nights: 1, pricePerNight: 350, totalPrice: 350, currency: 'PLN' } },
      headers: {},
    }));
    mockedApi.searchClients.mockResolvedValue({ ok: true, status: 200, data: [], headers: {} });
  });
  return { toasts };
}

export const BREAKDOWN = {
  tier: '1-2',
  persons: 2,
  bookedOn: '2030-06-01',
  ruleId: 'r1',
  nightly: Array.from({ length: 8 }, (_, i) => ({
    date: `2030-07-0${i + 1}`,
    tier: '1-2',
    ruleId: 'r1',
    source: 'day',
    base: 400,
    adjustments: [{ kind: 'stayLonger', ruleId: 'r1', label: 'Dłuższy pobyt −10%', amount: -40 }],
    price: 360,
  })),
  applied: [{ kind: 'stayLonger', ruleId: 'r1', label: 'Dłuższy pobyt', detail: '10%' }],
  skipped: [{ kind: 'lastMinute', ruleId: 'r1', label: 'Last minute', detail: 'rezerwacja ponad 5 dni przed przyjazdem' }],
  total: 2880,
  cancellation: { policy: 'mediumStrict', label: 'Umiarkowana', schedule: [], text: 'do 26.06.2030: zwrot 100%, potem 50%' },
};

/** The quote the server answers for an 8-night stay with a longer-stay discount, the listing's fees and a guest limit. */
export function quoteOfEightNights(capacity = 2) {
  return async (q: { apartmentId: string; from: string; to: string; adults: number; children: number }) => ({
    ok: true,
    status: 200,
    data: {
      id: 'q',
      type: 'quote',
      attributes: { ...q, guests: q.adults + q.children, nights: 8, pricePerNight: 360, totalPrice: 2880, currency: 'PLN', capacity, cleaningFee: 100, touristTax: 40, breakdown: BREAKDOWN },
    },
    headers: {},
  });
}

export type User = ReturnType<typeof userEvent.setup>;

/** Types a day as dd.MM.yyyy into the date field labelled `label`. */
export async function typeDate(user: User, label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
}

/** The dialog open on a fresh section store; its apartments are listed once the returned promise resolves. */
export async function renderDialog() {
  const onClose = jest.fn();
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <NewReservationDialog open onClose={onClose} />
    </Provider>,
  );
  await screen.findByRole('option', { name: 'Apartament Morski' });
  return { onClose, user: userEvent.setup({ delay: null }) };
}
