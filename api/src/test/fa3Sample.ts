import type { InvoiceAttributes } from '@gospodarz/contracts';
import { invoiceXml } from '../modules/invoices';

/**
 * A valid FA(3) document for tests of KSeF sending and receiving (a cleaning company's invoice to the host, or the
 * host's own): written by the product's FA(3) writer from a small invoice of one 23 % line.
 */
export function fa3Sample(options: { sellerNip: string; sellerName?: string; buyerNip: string | null; number?: string; issueDate?: string; net?: string }): string {
  const net = options.net ?? '100.00';
  const vat = (Math.round(Number(net) * 23) / 100).toFixed(2);
  const gross = (Number(net) + Number(vat)).toFixed(2);
  const issueDate = options.issueDate ?? new Date().toISOString().slice(0, 10);
  const invoice = {
    number: options.number ?? 'FV/1/11/2026',
    issueDate,
    saleDate: issueDate,
    dueDate: issueDate,
    placeOfIssue: 'Sopot',
    currency: 'PLN',
    seller: { name: options.sellerName ?? 'Czysto Sp. z o.o.', street: 'Morska 1', zipCode: '81-701', city: 'Sopot', nip: options.sellerNip, bankAccount: '' },
    buyer: { name: 'Apartamenty Bałtyckie', nip: options.buyerNip, address: 'Morska 2, 81-701 Sopot', email: null },
    paymentMethod: 'transfer',
    paymentStatus: 'unpaid',
    paidAt: null,
    vatExemption: null,
    priceBasis: 'net',
    lines: [{ description: 'Sprzątanie apartamentu', quantity: '1', unit: 'usł.', netPrice: net, grossPrice: null, vatRate: '23', netValue: net, grossValue: null }],
    totals: { rates: [{ vatRate: '23', net, vat, gross }], net, vat, gross },
    correction: null,
    settlement: null,
  } as unknown as InvoiceAttributes;
  return invoiceXml(invoice);
}
