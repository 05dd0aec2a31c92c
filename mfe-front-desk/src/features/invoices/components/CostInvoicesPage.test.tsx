import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { downloadFile, invoicePdfFile } from '../print';
import { CostInvoicesPage, type CostInvoice } from './CostInvoicesPage';

jest.mock('../print', () => ({ downloadFile: jest.fn(), invoicePdfFile: jest.fn() }));

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30_000);

const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data, headers: {} });
const cost: CostInvoice = {
  id: 'c1',
  attributes: {
    ksefNumber: '7010001453-20261127-0100001AF629-3C',
    invoiceNumber: 'CZ/41/11/2026',
    sellerNip: '7010001453',
    sellerName: 'Czysto Sp. z o.o.',
    issueDate: '2026-11-20',
    acquiredAt: '2026-11-20T10:00:00Z',
    net: '200.00',
    vat: '46.00',
    gross: '246.00',
    currency: 'PLN',
    serviceProviderId: 'p1',
    serviceProviderName: 'Czysto Sp. z o.o.',
    orders: { status: 'matched', periodFrom: '2026-10-01', periodTo: '2026-10-31', orderIds: ['o1', 'o2', 'o3'], count: 3, gross: '246.00' },
  },
};

afterEach(() => jest.restoreAllMocks());

describe('CostInvoicesPage', () => {
  it("lists the received invoices with the seller, its service provider and the amounts, and 'Pobierz z KSeF' reads new ones", async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(ok([cost]) as never);
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ added: 0 }) as never);
    renderWithProviders(<CostInvoicesPage />, { route: '/front-desk/invoices/costs' });
    const table = await screen.findByRole('table', { name: 'Faktury kosztowe' });
    expect(table).toHaveTextContent('CZ/41/11/2026');
    expect(table).toHaveTextContent('NIP 701 000145 3 · usługodawca: Czysto Sp. z o.o.');
    expect(table).toHaveTextContent('20.11.2026');
    expect(table).toHaveTextContent('246,00 zł');
    fireEvent.click(screen.getByRole('button', { name: 'Pobierz z KSeF' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/v1/householder/cost_invoices/fetch', {}));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it("shows each invoice's match to its provider's orders, and 'PDF' draws the invoice read from its XML", async () => {
    const mismatch: CostInvoice = {
      id: 'c2',
      attributes: { ...cost.attributes, invoiceNumber: 'CZ/42/11/2026', orders: { status: 'mismatch', periodFrom: '2026-11-01', periodTo: '2026-11-30', orderIds: [], count: 2, gross: '180.00' } },
    };
    const none: CostInvoice = { id: 'c3', attributes: { ...cost.attributes, invoiceNumber: 'PR/7/2026', orders: { status: 'none', periodFrom: '2026-09-01', periodTo: '2026-09-30', orderIds: [], count: 0, gross: '0.00' } } };
    const stranger: CostInvoice = { id: 'c4', attributes: { ...cost.attributes, invoiceNumber: 'X/1', serviceProviderId: null, serviceProviderName: null, orders: null } };
    const document = { number: 'CZ/41/11/2026', lines: [] };
    const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => (url.endsWith('/c1') ? ok({ id: 'c1', type: 'ksef_cost_invoice_document', attributes: document }) : ok([cost, mismatch, none, stranger])) as never);
    const blob = new Blob(['%PDF']);
    (invoicePdfFile as jest.Mock).mockResolvedValue({ blob, fileName: 'CZ-41-11-2026.pdf' });
    renderWithProviders(<CostInvoicesPage />, { route: '/front-desk/invoices/costs' });
    const table = await screen.findByRole('table', { name: 'Faktury kosztowe' });
    const row = (text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
    expect(within(table).getByRole('columnheader', { name: 'Zamówienia' })).toBeInTheDocument();
    expect(row('CZ/41/11/2026')).toHaveTextContent('Zgodna z zamówieniami (3)246,00 zł · 01.10.2026 – 31.10.2026');
    expect(row('CZ/42/11/2026')).toHaveTextContent('Kwota inna niż zamówieńZamówienia w okresie 01.11.2026 – 30.11.2026: 2 na 180,00 zł');
    expect(row('PR/7/2026')).toHaveTextContent('Brak zamówień w okresie 01.09.2026 – 30.09.2026');
    fireEvent.click(screen.getByRole('button', { name: 'PDF faktury CZ/41/11/2026' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith(blob, 'CZ-41-11-2026.pdf'));
    expect(get).toHaveBeenCalledWith('/v1/householder/cost_invoices/c1');
    expect(invoicePdfFile).toHaveBeenCalledWith(document);
  });
});
