import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { shipmentApi } from '../api';
import type { HealthAttributes } from '../model';
import { ShipmentAnalysisPage } from './ShipmentAnalysisPage';

jest.mock('../api', () => ({ shipmentApi: { health: jest.fn() } }));
jest.setTimeout(30_000);

const HEALTH: HealthAttributes = {
  from: '2030-03-01',
  to: '2030-03-03',
  channels: [
    {
      apartmentId: 'a1',
      apartmentName: 'Apartament Morski',
      feedId: 'f1',
      channel: 'Booking.com',
      status: 'waiting',
      lastReadAt: '2030-03-03T10:13:00.000Z',
      userAgent: 'Booking.com iCal Fetcher/1.0',
      etag: '"abc"',
      reads: 12,
      lastImportAt: '2030-03-03T10:55:00.000Z',
      lastImportAttemptAt: '2030-03-03T10:55:00.000Z',
      importHttpStatus: 200,
      importError: null,
      importEveryMinutes: 5,
      pending: [{ kind: 'new_stay', label: 'Nowa rezerwacja', stayId: 's1', stayKind: 'reservation', from: '2030-03-10', to: '2030-03-13', changedAt: '2030-03-03T10:30:00.000Z', waitingMinutes: 47 }],
    },
    {
      apartmentId: 'a1',
      apartmentName: 'Apartament Morski',
      feedId: 'f2',
      channel: 'Airbnb',
      status: 'error',
      lastReadAt: null,
      userAgent: null,
      etag: null,
      reads: 0,
      lastImportAt: null,
      lastImportAttemptAt: '2030-03-03T10:50:00.000Z',
      importHttpStatus: 503,
      importError: 'Serwer kalendarza odpowiedział błędem HTTP 503.',
      importEveryMinutes: 5,
      pending: [],
    },
  ],
  chart: [
    { day: '2030-03-01', pending: 0, seen: 2 },
    { day: '2030-03-02', pending: 0, seen: 0 },
    { day: '2030-03-03', pending: 1, seen: 3 },
  ],
  cards: [
    { channel: 'Booking.com', status: 'waiting', apartments: 1, lastReadAt: '2030-03-03T10:13:00.000Z', lastImportAt: '2030-03-03T10:55:00.000Z', pending: 1, oldestPendingMinutes: 47, errors: 0 },
    { channel: 'Airbnb', status: 'error', apartments: 1, lastReadAt: null, lastImportAt: null, pending: 0, oldestPendingMinutes: null, errors: 2 },
  ],
  errors: [
    { kind: 'import', channel: 'Airbnb', apartmentId: 'a1', apartmentName: 'Apartament Morski', at: '2030-03-03T10:50:00.000Z', httpStatus: 503, message: 'Serwer kalendarza odpowiedział błędem HTTP 503.' },
    { kind: 'not_read', channel: 'Airbnb', apartmentId: 'a1', apartmentName: 'Apartament Morski', at: null, httpStatus: null, message: 'Airbnb jeszcze ani razu nie odczytał kalendarza: wklej link eksportu w panelu tego serwisu.' },
  ],
};

const health = shipmentApi.health as jest.Mock;

describe("'Analiza wysyłek'", () => {
  beforeEach(() => health.mockResolvedValue({ ok: true, status: 200, data: { id: 'x', type: 'channel_health', attributes: HEALTH } }));

  it('shows each channel’s card, what waits for it and since when, the chart with its table, and the error register', async () => {
    renderWithProviders(<ShipmentAnalysisPage />);
    const booking = await screen.findByRole('article', { name: 'Booking.com' });
    expect(within(booking).getByText('Zmiany czekają na odczyt')).toBeInTheDocument();
    expect(within(booking).getByText('1 (najstarsza czeka 47 min)')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Airbnb' })).getByText('Błąd importu')).toBeInTheDocument();

    const channels = screen.getByRole('table', { name: 'Kanały i apartamenty' });
    const bookingRow = within(channels).getAllByRole('row')[1];
    expect(bookingRow).toHaveTextContent('Nowa rezerwacja: 10.03.2030 – 13.03.2030, czeka 47 min');
    expect(bookingRow).toHaveTextContent('Booking.com iCal Fetcher/1.0, odczytów: 12');
    expect(bookingRow).toHaveTextContent('co 5 min');

    const days = screen.getByRole('table', { name: 'Zmiany dzień po dniu' });
    expect(within(days).getAllByRole('row').map((r) => r.textContent)).toEqual(['DzieńOczekująceOdczytane', '01.03.203002', '03.03.203013']);
    expect(await within(screen.getByTestId('shipment-chart')).findByTitle('Wykres: oczekujące i odczytane zmiany')).toBeInTheDocument();

    const errors = screen.getByRole('table', { name: 'Rejestr błędów' });
    const rows = within(errors).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('AirbnbApartament MorskiImport503Serwer kalendarza odpowiedział błędem HTTP 503.');
    expect(rows[1]).toHaveTextContent('Brak odczytu');
    // the last two weeks by default
    expect(health).toHaveBeenCalledTimes(1);
    const [from, to] = health.mock.calls[0];
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(13);
  });

  it('reads the chosen dates', async () => {
    renderWithProviders(<ShipmentAnalysisPage />);
    await screen.findByRole('article', { name: 'Booking.com' });
    const from = screen.getByRole('textbox', { name: /Od/ });
    await userEvent.clear(from);
    await userEvent.type(from, '01.03.2030');
    const to = screen.getByRole('textbox', { name: /Do/ });
    await userEvent.clear(to);
    await userEvent.type(to, '03.03.2030');
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż' }));
    expect(health).toHaveBeenLastCalledWith('2030-03-01', '2030-03-03');
  });
});
