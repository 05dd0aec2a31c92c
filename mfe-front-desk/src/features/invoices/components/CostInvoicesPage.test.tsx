import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { CostInvoicesPage, type CostInvoice } from './CostInvoicesPage';

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
});
