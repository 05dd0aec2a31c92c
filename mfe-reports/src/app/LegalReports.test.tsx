import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@gospodarz/shared';
import { Route, Routes } from '@gospodarz/shared/router';
import { renderWithProviders } from '@gospodarz/shared/testing';
import ReportsApp from './ReportsApp';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30_000);

const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data, headers: {} });
const owner = { id: 'u1', type: 'user', attributes: { email: 'a@b.pl', owner: true, permissions: [] } } as never;

const statement = {
  id: '2026-10',
  type: 'touristTaxStatement',
  attributes: {
    month: '2026-10',
    amountGrosze: 3500,
    municipalities: [
      {
        municipality: 'Gmina Miasta Sopot',
        rates: [350],
        stays: 1,
        persons: 3,
        nights: 5,
        personNights: 15,
        exempt: 1,
        taxedPersonNights: 10,
        amountGrosze: 3500,
        rows: [
          {
            reservationId: 'r1',
            apartmentName: 'Apartament Sopot',
            from: '2026-10-02',
            to: '2026-10-07',
            guestName: 'Anna Nowak',
            persons: 3,
            nights: 5,
            exemptByAge: 0,
            exemptByStatute: 1,
            exemptions: [{ guest: 'Jan Nowak', reason: 'disability' }],
            taxedPersonNights: 10,
            amountGrosze: 3500,
          },
        ],
      },
    ],
  },
};

const kt1 = {
  id: '2026-10',
  type: 'kt1',
  attributes: {
    month: '2026-10',
    required: true,
    daysInMonth: 31,
    units: 4,
    bedPlaces: 12,
    bedNightsAvailable: 372,
    countries: [
      { code: 'ALL', label: 'Ogółem', guests: 5, nights: 14 },
      { code: 'PL', label: 'Polska (rezydenci)', guests: 3, nights: 8 },
      { code: 'FOREIGN', label: 'Nierezydenci (turyści zagraniczni) ogółem', guests: 2, nights: 6 },
      { code: 'DE', label: 'Niemcy', guests: 2, nights: 6 },
    ],
    missingCountry: [{ reservationId: 'c1', apartmentName: 'Apartament Sopot', from: '2026-10-20', to: '2026-10-22', guestName: '', persons: 1, channel: true }],
  },
};

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/reports/*" element={<ReportsApp user={owner} basePath="/reports" />} />
    </Routes>,
    { route: path },
  );
}

afterEach(() => jest.restoreAllMocks());

describe('Raporty: the legal tabs', () => {
  it('shows the month’s tourist-tax statement per municipality and downloads its CSV', async () => {
    const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => (url.endsWith('/export') ? ok('\uFEFFGmina;Apartament\r\n') : ok(statement)) as never);
    const created = jest.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt('/reports/tourist-tax?month=2026-10');
    expect(await screen.findByRole('heading', { name: /Opłata miejscowa: zestawienie inkasenta, październik 2026/ })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/v1/householder/reports/tourist_tax', { params: { month: '2026-10' } });
    const table = screen.getByRole('table', { name: /Gmina Miasta Sopot/ });
    expect(within(table).getByText('Anna Nowak')).toBeInTheDocument();
    expect(within(table).getByText('02.10.2026')).toBeInTheDocument();
    expect(within(table).getByText('Osoba ze znacznym stopniem niepełnosprawności lub jej opiekun')).toBeInTheDocument();
    expect(within(table).getAllByText('35,00 zł')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/v1/householder/reports/tourist_tax/export', { params: { month: '2026-10' }, headers: { Accept: 'text/csv' } }));
    await waitFor(() => expect(saved).toEqual(['oplata-miejscowa-2026-10.csv']));
  });

  it('shows the KT-1 prefill in the form’s order with the stays missing a country', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok(kt1) as never);
    renderAt('/reports/kt1?month=2026-10');
    expect(await screen.findByRole('heading', { name: 'GUS KT-1: październik 2026' })).toBeInTheDocument();
    const countries = screen.getByRole('table', { name: /Dział 2/ });
    const rows = within(countries).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);
    expect(rows).toEqual(['Ogółem', 'Polska (rezydenci)', 'Nierezydenci (turyści zagraniczni) ogółem', 'Niemcy']);
    expect(within(screen.getByRole('table', { name: /Dział 1/ })).getByText('372')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: /bez kraju/ })).getByText('(bez nazwiska)')).toBeInTheDocument();
  });
});
