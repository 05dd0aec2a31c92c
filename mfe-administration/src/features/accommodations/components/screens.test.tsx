import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from '@gospodarz/shared/router';
import { renderWithProviders } from '@gospodarz/shared/testing';
import type { AccommodationDto } from '@gospodarz/shared';
import { createSectionStore } from '../../../testing';
import { accommodationsApi } from '../api';
import { defaultAccommodation, defaultApartment } from '../model';
import { AccommodationDetail } from './AccommodationDetail';
import { AccommodationsPage } from './AccommodationsPage';

jest.mock('../api', () => ({
  accommodationsApi: { list: jest.fn(), get: jest.fn(), save: jest.fn(), remove: jest.fn(), copy: jest.fn() },
}));
// the detail page's calendar sync section has tests of its own (features/calendar-sync)
jest.mock('../../calendar-sync', () => ({
  CalendarSyncSection: ({ apartmentName }: { apartmentName: string }) => <p>Kalendarze: {apartmentName}</p>,
  calendarSyncReducer: (state = {}) => state,
  calendarSyncSaga: function* calendarSyncSaga() {},
}));
const mocked = accommodationsApi as jest.Mocked<typeof accommodationsApi>;

function listing(id: string, name: string, status: 'draft' | 'active', apartments: Array<Partial<ReturnType<typeof defaultApartment>> & { name: string }> = []) {
  const base = defaultAccommodation();
  return {
    id,
    type: 'accommodation',
    attributes: {
      ...base,
      name,
      status,
      street: 'Długa',
      houseNumber: '7',
      zipCode: '80-001',
      city: 'Gdańsk',
      checkInFrom: '15:00:00',
      checkInTo: '22:00:00',
      checkOutFrom: '12:00:00',
      checkOutTo: '11:00:00',
      curfewFrom: '12:00:00',
      curfewTo: '12:00:00',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
      apartmentsAttributes: apartments.map((a, i) => ({
        ...defaultApartment(),
        area: 40,
        breakfastPrice: null,
        privateParkingPrice: null,
        publicParkingPrice: null,
        airportTransferPrice: null,
        locks: { ...defaultApartment().locks },
        synchronization: { ...defaultApartment().synchronization, adjustmentValue: 0 },
        calendarSynchronization: { imports: [], exportUrl: `http://localhost/api/v1/calendars/${i}.ics` },
        pricesAttributes: [{ id: `p${i}`, guestCount: 2, basePrice: 1234.5, minimalPrice: 1, maximumPrice: 2000, currency: 'PLN', smartPriceAdjustment: false }],
        ...a,
        id: `${id}-a${i}`,
      })),
    },
  } as unknown as AccommodationDto;
}

const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data, headers: {} });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(route: string) {
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <Routes>
        <Route path="/administration/accommodations" element={<AccommodationsPage />} />
        <Route path="/administration/accommodations/:id" element={<AccommodationDetail />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </Provider>,
    { route },
  );
}

beforeEach(() => jest.resetAllMocks());

describe('the listings page', () => {
  it("shows listings newest first under 'Moje obiekty' and drafts under 'Wersje robocze'", async () => {
    mocked.list.mockResolvedValue(
      ok([listing('1', 'Najstarszy', 'active', [{ name: 'A' }]), listing('2', 'Szkic', 'draft'), listing('3', 'Najnowszy', 'active', [{ name: 'B' }, { name: 'C' }])]),
    );
    renderAt('/administration/accommodations');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Najnowszy', 'Najstarszy', 'Szkic']);
    const drafts = screen.getByRole('region', { name: 'Wersje robocze' });
    expect(within(drafts).getByRole('link', { name: 'Szkic' })).toBeInTheDocument();
    expect(within(drafts).queryByRole('link', { name: 'Najnowszy' })).not.toBeInTheDocument();
    expect(within(cards[0]).getByText('2 apartamenty')).toBeInTheDocument();
  });

  it("copies a chosen listing into a draft and opens it ('Skopiuj istniejący')", async () => {
    const user = userEvent.setup();
    mocked.list.mockResolvedValue(ok([listing('1', 'Willa', 'active', [{ name: 'A' }])]));
    mocked.copy.mockResolvedValue(ok(listing('9', 'Willa (kopia)', 'draft', [{ name: 'A' }])));
    mocked.get.mockResolvedValue(ok(listing('9', 'Willa (kopia)', 'draft', [{ name: 'A' }])));
    renderAt('/administration/accommodations');
    await screen.findByRole('link', { name: 'Willa' });
    await user.click(screen.getByRole('button', { name: 'Dodaj obiekt' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Skopiuj istniejący' }));
    await user.selectOptions(await screen.findByLabelText('Obiekt do skopiowania'), 'Willa');
    await user.click(screen.getByRole('button', { name: 'Skopiuj' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/administration/accommodations/9'), { timeout: 5000 });
    expect(mocked.copy).toHaveBeenCalledWith('1');
  });
});

describe('the listing detail page', () => {
  it('shows stay times as entered, the fees, extras with their prices or as free, and the rates', async () => {
    const willa = listing('1', 'Willa', 'active', [
      { name: 'Apartament A', breakfast: true, breakfastPrice: 35.5 as never, privateParking: true, privateParkingPrice: null as never },
      { name: 'Apartament B' },
    ]);
    Object.assign(willa.attributes, { cleaningFee: 80, touristTax: 2.5, touristTaxExemptAge: 6 });
    mocked.get.mockResolvedValue(ok(willa));
    renderAt('/administration/accommodations/1');
    expect(await screen.findByRole('heading', { name: 'Willa', level: 1 })).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'Zasady pobytu' });
    expect(within(rules).getByText('15:00')).toBeInTheDocument();
    expect(within(rules).getByText('11:00')).toBeInTheDocument();
    expect(within(rules).getByText('80,00 zł za pobyt')).toBeInTheDocument();
    expect(within(rules).getByText('2,50 zł za osobę za dobę (dzieci do 6 lat zwolnione)')).toBeInTheDocument();
    const a = screen.getByRole('article', { name: 'Apartament A' });
    expect(within(a).getByText('35,50 zł za osobę')).toBeInTheDocument();
    expect(within(a).getByText('bezpłatnie')).toBeInTheDocument();
    expect(within(a).getByText('1 234,50 zł')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Sekcje obiektu' })).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Rodzaj obiektu',
      'Nazwa obiektu',
      'Lokalizacja',
      'Zasady pobytu',
      'Apartamenty',
      'Zamki',
      'Synchronizacja z serwisami',
      'Synchronizacja kalendarza',
      'Regulamin, rejestracja i przyjazd',
    ]);
  });

  it('opens the reservation history filtered to the apartments', async () => {
    const user = userEvent.setup();
    mocked.get.mockResolvedValue(ok(listing('1', 'Willa', 'active', [{ name: 'Apartament A' }, { name: 'Apartament B' }])));
    renderAt('/administration/accommodations/1');
    await user.click(await screen.findByRole('button', { name: 'Historia rezerwacji' }));
    const where = screen.getByTestId('where').textContent ?? '';
    expect(where.startsWith('/front-desk/reservations?')).toBe(true);
    expect(new URLSearchParams(where.split('?')[1]).get('apartmentNames')).toBe('Apartament A|Apartament B');
  });

  it('deletes after confirmation and goes back to the list; a refused delete stays with its message', async () => {
    const user = userEvent.setup();
    mocked.get.mockResolvedValue(ok(listing('1', 'Willa', 'active', [{ name: 'A' }])));
    mocked.list.mockResolvedValue(ok([]));
    mocked.remove.mockResolvedValueOnce({ ok: false, status: 409, body: { message: 'Nie można usunąć obiektu z przyszłymi rezerwacjami.' } });
    renderAt('/administration/accommodations/1');
    await user.click(await screen.findByRole('button', { name: 'Usuń' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Nie można usunąć obiektu z przyszłymi rezerwacjami.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/administration/accommodations/1');

    mocked.remove.mockResolvedValueOnce({ ok: true, status: 204, data: undefined, headers: {} });
    await user.click(screen.getByRole('button', { name: 'Usuń' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/administration\/accommodations$/));
  });
});
