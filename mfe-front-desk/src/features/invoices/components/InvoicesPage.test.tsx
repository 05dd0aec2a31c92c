import { configure, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Route, Routes } from '@gospodarz/shared/router';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../../testing';
import { invoicesApi } from '../api';
import { InvoicesPage } from './InvoicesPage';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30_000);

jest.mock('../api', () => ({ invoicesApi: { list: jest.fn(), apartments: jest.fn() } }));
const mocked = invoicesApi as unknown as Record<'list' | 'apartments', jest.Mock>;
const ok = <T,>(data: T, extra: Record<string, unknown> = {}) => ({ ok: true as const, status: 200, data, headers: {}, ...extra });

function invoice(id: string, number: string, ksefStatus: string | null, ksefOfflineUntil: string | null = null) {
  return {
    id,
    type: 'invoice',
    attributes: {
      kind: 'invoice',
      number,
      booked: '2026-11-26',
      fullName: 'Jan Kowalski',
      stayFrom: '2026-11-24',
      stayTo: '2026-11-26',
      amountToPay: '400.00',
      currency: 'PLN',
      paymentDate: '2026-12-03',
      paymentStatus: 'unpaid',
      correction: null,
      ksefStatus,
      ksefOfflineUntil,
    },
  };
}

beforeEach(() => {
  mocked.list.mockReset();
  mocked.apartments.mockReset().mockResolvedValue(ok([]));
});

describe('InvoicesPage: the KSeF column', () => {
  it("says each invoice's KSeF status: accepted, rejected, offline with its deadline, waiting, or a dash when never sent", async () => {
    mocked.list.mockResolvedValue(
      ok(
        [
          invoice('i1', 'FV/5/11/2026', 'accepted'),
          invoice('i2', 'FV/4/11/2026', 'rejected'),
          invoice('i3', 'FV/3/11/2026', 'offline', '2026-11-30'),
          invoice('i4', 'FV/2/11/2026', 'pending'),
          invoice('i5', 'FV/1/11/2026', null),
        ],
        { pagination: { page: 1, pages: 1, count: 5, perPage: 15 }, meta: { totals: [] } },
      ),
    );
    renderWithProviders(
      <Provider store={createSectionStore()}>
        <Routes>
          <Route path="/front-desk/invoices" element={<InvoicesPage />} />
        </Routes>
      </Provider>,
      { route: '/front-desk/invoices?month=11&year=2026' },
    );
    const table = await screen.findByRole('table', { name: 'Faktury' });
    expect(within(table).getByRole('columnheader', { name: 'KSeF' })).toBeInTheDocument();
    const row = async (number: string) => (await within(table).findByRole('link', { name: number })).closest('tr') as HTMLElement;
    expect(await row('FV/5/11/2026')).toHaveTextContent('Przyjęta');
    expect(await row('FV/4/11/2026')).toHaveTextContent('Odrzucona');
    expect(await row('FV/3/11/2026')).toHaveTextContent('Offline do 30.11.2026');
    expect(await row('FV/2/11/2026')).toHaveTextContent('Oczekuje na wysłanie');
    const never = await row('FV/1/11/2026');
    expect(within(never).getByLabelText('Nie wysłano do KSeF')).toHaveTextContent('—');
    expect(never).not.toHaveTextContent('Przyjęta');
  });
});
