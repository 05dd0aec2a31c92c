import { liveTotals, toPayload, validateInvoice, type InvoiceFormValues } from './form';
import { parseInvoiceSearch, shiftMonth, toInvoiceApiQuery } from './query';

const values = (changes: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  buyerName: 'Jan Kowalski',
  buyerAddress: 'Długa 5, Gdańsk',
  buyerNip: '',
  paymentMethod: 'transfer',
  paymentStatus: 'unpaid',
  priceBasis: 'net',
  lines: [{ description: 'Nocleg', quantity: '3', unit: 'doba', netPrice: '300,00', grossPrice: '', vatRate: '8' }],
  ...changes,
});

describe('the invoice form', () => {
  it('shows the totals the API computes while the host types, VAT per rate on the sum', () => {
    const lines = [
      { description: 'A', quantity: '1', unit: 'szt.', netPrice: '10,05', grossPrice: '', vatRate: '8' as const },
      { description: 'B', quantity: '1', unit: 'szt.', netPrice: '10,05', grossPrice: '', vatRate: '8' as const },
      { description: 'C', quantity: '1,5', unit: 'szt.', netPrice: 'abc', grossPrice: '', vatRate: '23' as const },
    ];
    const totals = liveTotals(lines, 'net');
    expect(totals.rates).toEqual([
      { vatRate: '23', net: '0.00', vat: '0.00', gross: '0.00' },
      { vatRate: '8', net: '20.10', vat: '1.61', gross: '21.71' },
    ]);
    expect(totals.gross).toBe('21.71');
    // priced by gross: the gross typed is the gross due, VAT taken out of it
    const byGross = liveTotals([{ ...lines[0], grossPrice: '200' }], 'gross');
    expect(byGross.rates).toEqual([{ vatRate: '8', net: '185.19', vat: '14.81', gross: '200.00' }]);
  });

  it('checks the NIP, the lines and a correction reason in Polish before sending', () => {
    expect(validateInvoice(values(), false)).toEqual({});
    expect(validateInvoice(values({ buyerNip: '526 000124 7', buyerName: ' ' }), true)).toEqual({
      buyerName: 'Pole jest wymagane',
      buyerNip: 'Nieprawidłowy NIP',
      reason: 'Podaj przyczynę korekty',
    });
    expect(validateInvoice(values({ lines: [{ description: '', quantity: '-1', unit: '', netPrice: 'x', grossPrice: '', vatRate: '23' }] }), false).lines).toEqual([
      { description: 'Podaj nazwę usługi', quantity: 'Ilość musi być większa od zera', netPrice: 'Podaj kwotę netto, np. 250 lub 250,50' },
    ]);
    expect(validateInvoice(values({ priceBasis: 'gross' }), false).lines).toEqual([{ grossPrice: 'Podaj kwotę brutto, np. 250 lub 250,50' }]);
  });

  it('sends the NIP as digits, and each line with the price of the basis', () => {
    expect(toPayload(values({ buyerNip: '526 000124 6' })).buyerNip).toBe('5260001246');
    const lines = [{ description: 'Nocleg', quantity: '2', unit: 'doba', netPrice: '185,19', grossPrice: ' 200 ', vatRate: '8' as const }];
    expect(toPayload(values({ priceBasis: 'gross', lines }))).toMatchObject({
      priceBasis: 'gross',
      lines: [{ description: 'Nocleg', quantity: '2', unit: 'doba', grossPrice: '200', vatRate: '8' }],
    });
    expect(toPayload(values({ priceBasis: 'gross', lines })).lines![0]).not.toHaveProperty('netPrice');
  });
});

describe('the list in the URL', () => {
  it('defaults to this month and steps over the year', () => {
    const state = parseInvoiceSearch(new URLSearchParams(''), new Date(2026, 0, 15));
    expect([state.month, state.year]).toEqual([1, 2026]);
    const back = shiftMonth(state, -1);
    expect([back.month, back.year]).toEqual([12, 2025]);
    expect(toInvoiceApiQuery({ ...back, filters: { apartmentIds: ['a', 'b'], status: 'paid' } })).toEqual({
      month: '12',
      year: '2025',
      apartmentIds: 'a|b',
      status: 'paid',
      orderBy: 'booked',
      orderSort: 'desc',
      perPage: '15',
      page: '1',
    });
  });
});
