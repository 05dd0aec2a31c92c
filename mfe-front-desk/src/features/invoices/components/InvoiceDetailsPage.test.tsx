import { configure, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Route, Routes } from '@gospodarz/shared/router';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../../testing';
import { invoicesApi } from '../api';
import { InvoiceDetailsPage } from './InvoiceDetailsPage';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30_000);

jest.mock('../api', () => ({ invoicesApi: { get: jest.fn() } }));
const mocked = invoicesApi as unknown as Record<'get', jest.Mock>;
const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data, headers: {} });

const totals = (gross: string) => ({ rates: [{ vatRate: '8', net: gross, vat: '0.00', gross }], net: gross, vat: '0.00', gross });
const line = (description: string, grossPrice: string) => ({ description, quantity: '1', unit: 'usł.', netPrice: null, grossPrice, vatRate: '8', netValue: null, grossValue: grossPrice });
function invoice(changes: Record<string, unknown>) {
  return {
    id: 'i1',
    type: 'invoice',
    attributes: {
      kind: 'invoice',
      number: 'FV/1/03/2030',
      issueDate: '2030-03-03',
      saleDate: '2030-03-03',
      dueDate: '2030-03-10',
      placeOfIssue: 'Sopot',
      currency: 'PLN',
      reservationId: 'r1',
      apartmentName: 'Apartament Morski',
      stayFrom: '2030-03-01',
      stayTo: '2030-03-03',
      seller: { name: 'Apartamenty Bałtyckie', street: 'ul. Morska 1', zipCode: '81-701', city: 'Sopot', nip: '5260001246', bankAccount: 'PL61109010140000071219812874' },
      buyer: { name: 'Jan Kowalski', address: 'ul. Długa 5, 80-001 Gdańsk', nip: '', email: 'jan@example.pl' },
      paymentMethod: 'transfer',
      paymentStatus: 'unpaid',
      paidAt: null,
      vatExemption: null,
      priceBasis: 'gross',
      lines: [line('Usługa noclegowa', '670.50'), line('Sprzątanie', '90.00')],
      totals: totals('760.50'),
      amountInWords: 'siedemset sześćdziesiąt złotych pięćdziesiąt groszy',
      correction: null,
      corrections: [],
      settlement: { paid: '200.50', remaining: '560.00', payments: [{ date: '2030-03-01', amount: '200.50', method: 'cash' }] },
      editable: true,
      deleteRefusal: null,
      ...changes,
    },
  };
}

function render() {
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <Routes>
        <Route path="/front-desk/invoices/:invoiceId" element={<InvoiceDetailsPage />} />
      </Routes>
    </Provider>,
    { route: '/front-desk/invoices/i1' },
  );
}

beforeEach(() => mocked.get.mockReset());

describe('InvoiceDetailsPage: the money', () => {
  it('shows an invoice paid in part: the total, Zapłacono and Pozostało do zapłaty, and the payment made', async () => {
    mocked.get.mockResolvedValue(ok(invoice({})));
    render();
    const summary = await screen.findByTestId('invoice-summary');
    expect(summary).toHaveTextContent('Razem: 760,50 zł');
    expect(summary).toHaveTextContent('Zapłacono: 200,50 zł');
    expect(summary).toHaveTextContent('Pozostało do zapłaty: 560,00 zł');
    expect(summary).toHaveTextContent('01.03.2030 (gotówka): 200,50 zł');
    expect(summary).toHaveTextContent('Numer rachunku: PL61 1090 1014 0000 0712 1981 2874');
    expect(screen.getByRole('button', { name: 'Oznacz jako opłaconą' })).toBeInTheDocument();
  });

  it('shows a correction giving 45 zł back as Do zwrotu to the buyer, with no account of the seller and no Nieopłacona', async () => {
    mocked.get.mockResolvedValue(
      ok(
        invoice({
          kind: 'correction',
          number: 'KOR/1/11/2026',
          lines: [line('Usługa noclegowa', '670.50'), line('Sprzątanie', '45.00')],
          totals: totals('715.50'),
          amountInWords: 'minus czterdzieści pięć złotych zero groszy',
          settlement: null,
          correction: {
            reason: 'Sprzątanie w połowie ceny',
            invoiceId: 'i0',
            invoiceNumber: 'FV/1/03/2030',
            invoiceIssueDate: '2030-03-03',
            invoiceKsefNumber: null,
            linesBefore: [line('Usługa noclegowa', '670.50'), line('Sprzątanie', '90.00')],
            totalsBefore: totals('760.50'),
            difference: totals('-45.00'),
          },
        }),
      ),
    );
    render();
    const summary = await screen.findByTestId('invoice-summary');
    expect(summary).toHaveTextContent('Do zwrotu: 45,00 zł');
    expect(summary).toHaveTextContent('Zwrot dla nabywcy: Jan Kowalski');
    expect(summary).not.toHaveTextContent('Numer rachunku');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Do zwrotu')).toBeInTheDocument();
    expect(screen.queryByText('Nieopłacona')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Oznacz jako opłaconą' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Oznacz zwrot jako wykonany' })).toBeInTheDocument();
  });
});
