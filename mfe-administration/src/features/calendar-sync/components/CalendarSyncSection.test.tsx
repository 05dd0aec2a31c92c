import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import type { CalendarFeedDto } from '@gospodarz/shared';
import { createSectionStore } from '../../../testing';
import { calendarSyncApi } from '../api';
import { CalendarSyncSection, SYNC_OFF } from './CalendarSyncSection';

jest.mock('../api', () => ({ calendarSyncApi: { list: jest.fn(), replace: jest.fn(), syncNow: jest.fn(), accept: jest.fn(), newExportLink: jest.fn(), setTiming: jest.fn() } }));
const mocked = calendarSyncApi as jest.Mocked<typeof calendarSyncApi>;

function feed(id: string, attributes: Partial<CalendarFeedDto['attributes']>): CalendarFeedDto {
  return {
    id,
    type: 'calendar_feed',
    attributes: {
      apartmentId: 'ap-1',
      name: 'Airbnb',
      system: 'iCal',
      url: 'https://www.airbnb.pl/calendar/ical/1.ics',
      status: 'synchronized',
      lastAttemptAt: '2026-11-23T10:15:00.000Z',
      lastSuccessAt: '2026-11-23T10:15:00.000Z',
      httpStatus: 200,
      eventCount: 3,
      error: null,
      heldReason: null,
      conflicts: 0,
      stale: false,
      exportUrl: 'http://localhost/api/v1/calendars/t.ics?for=' + id,
      ...attributes,
    },
  };
}

const answer = (data: CalendarFeedDto[]) => ({ ok: true as const, status: 200, headers: {}, data, meta: { exportUrl: 'http://localhost/api/v1/calendars/t.ics' } });

function renderSection() {
  return renderWithProviders(
    <Provider store={createSectionStore()}>
      <CalendarSyncSection apartmentId="ap-1" apartmentName="Apartament Giewont" />
    </Provider>,
  );
}

describe('the calendar sync section', () => {
  beforeEach(() => jest.clearAllMocks());

  it("shows each calendar's timing (every 5 minutes, the next read, the last one's duration and 304) and changes it", async () => {
    mocked.list.mockResolvedValue(answer([feed('f1', { importEveryMinutes: 5, nextImportAt: '2026-11-23T10:20:00.000Z', lastDurationMs: 42, notModified: true, httpStatus: 304 })]));
    mocked.setTiming.mockResolvedValue({ ok: true, status: 200, headers: {}, data: feed('f1', { importEveryMinutes: 60 }) });
    renderSection();
    const [row] = await screen.findAllByTestId('calendar-feed');
    expect(within(row).getByText(/ostatni trwał 42 ms · bez zmian \(HTTP 304\)/)).toBeInTheDocument();
    const select = within(row).getByRole('combobox', { name: 'Jak często odczytywać kalendarz Airbnb' });
    expect(select).toHaveValue('5');
    await userEvent.selectOptions(select, '60');
    await waitFor(() => expect(mocked.setTiming).toHaveBeenCalledWith('f1', 60));
    await waitFor(() => expect(mocked.list).toHaveBeenCalledTimes(2));
  });

  it('shows each imported calendar with its state, the failure in Polish and the export link', async () => {
    mocked.list.mockResolvedValue(
      answer([
        feed('f1', {}),
        feed('f2', { name: 'Booking.com', status: 'failed', httpStatus: 404, error: 'Serwer kalendarza odpowiedział błędem HTTP 404.', stale: true }),
        feed('f3', { name: 'Inny', status: 'held', heldReason: 'Kalendarz przyszedł pusty. Zmiany wstrzymano, a terminy pozostały zajęte.', conflicts: 1 }),
      ]),
    );
    renderSection();
    const rows = await screen.findAllByTestId('calendar-feed');
    expect(within(rows[0]).getByText('Zsynchronizowano')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/wydarzeń: 3/)).toBeInTheDocument();
    expect(within(rows[1]).getByText('Błąd synchronizacji')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Serwer kalendarza odpowiedział błędem HTTP 404.')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Brak udanej synchronizacji od ponad 6 godzin.')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Zmiany wstrzymane')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('button', { name: 'Zatwierdź zmiany' })).toBeInTheDocument();
    expect(within(rows[2]).getByText(/Konflikty z pobytami w Gospodarzu: 1/)).toBeInTheDocument();
    expect(screen.getByTestId('export-url')).toHaveTextContent('http://localhost/api/v1/calendars/t.ics');
  });

  it("says a calendar is not read while the apartment's 'Synchronizuj kalendarz' is off, and offers no read", async () => {
    mocked.list.mockResolvedValue(answer([feed('f1', { syncEnabled: false, status: 'held', heldReason: 'Kalendarz przyszedł pusty.' })]));
    renderSection();
    const [row] = await screen.findAllByTestId('calendar-feed');
    expect(within(row).getByText(SYNC_OFF)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Synchronizuj teraz' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Zatwierdź zmiany' })).toBeDisabled();
    await userEvent.click(within(row).getByRole('button', { name: 'Synchronizuj teraz' }));
    expect(mocked.syncNow).not.toHaveBeenCalled();
  });

  it('reads a calendar now and shows its new state once the job has run', async () => {
    mocked.list
      .mockResolvedValueOnce(answer([feed('f1', { status: 'pending', lastAttemptAt: null, lastSuccessAt: null, httpStatus: null, eventCount: null })]))
      .mockResolvedValue(answer([feed('f1', {})]));
    mocked.syncNow.mockResolvedValue({ ok: true, status: 202, headers: {}, data: feed('f1', { status: 'pending' }) });
    renderSection();
    expect(await screen.findByText('Niezsynchronizowane')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Synchronizuj teraz' }));
    expect(mocked.syncNow).toHaveBeenCalledWith('f1');
    expect(await screen.findByText('Zsynchronizowano', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('adds a calendar, refusing an address that is not http(s) before sending', async () => {
    mocked.list.mockResolvedValue(answer([]));
    mocked.replace.mockResolvedValue(answer([feed('f9', { name: 'Booking.com', url: 'https://admin.booking.com/ical/9.ics', status: 'pending' })]));
    renderSection();
    expect(await screen.findByText('Brak importowanych kalendarzy.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nazwa kalendarza'), 'Booking.com');
    await userEvent.type(screen.getByLabelText('Link do kalendarza (iCal)'), 'ftp://booking.com/9.ics');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj kalendarz' }));
    expect(await screen.findByText('Podaj adres kalendarza zaczynający się od http:// lub https://')).toBeInTheDocument();
    expect(mocked.replace).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Link do kalendarza (iCal)'));
    await userEvent.type(screen.getByLabelText('Link do kalendarza (iCal)'), 'https://admin.booking.com/ical/9.ics');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj kalendarz' }));
    await waitFor(() => expect(mocked.replace).toHaveBeenCalledWith('ap-1', { feeds: [{ name: 'Booking.com', url: 'https://admin.booking.com/ical/9.ics' }] }));
    expect(await screen.findByText('https://admin.booking.com/ical/9.ics')).toBeInTheDocument();
  });
});
