import { addDays, todayInPoland } from '@gospodarz/contracts';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';

/** Issue 31 (money you can trust): each finding as the API answers it. */
jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

type Owner = Awaited<ReturnType<typeof signedInOwner>>;
const R = '/api/v1/householder/reservations';

const call = (owner: Owner, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  api.app.inject({ method, url, headers: owner.auth, ...(payload ? { payload } : {}) });

/** An apartment at 210 zł a night for two, a cleaning fee of 100 zł and a tourist tax of 6,75 zł per person per night. */
async function world() {
  const owner = await signedInOwner(api);
  const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski', rates: [[2, '210']], guests: 4 });
  const other = await createApartment(api.db, owner.accountId, { name: 'Studio Wawel', rates: [[2, '150']], guests: 4 });
  await api.db.query(`update accommodations set cleaning_fee = 100, tourist_tax = 6.75, tourist_tax_exempt_age = 6 where account_id = $1`, [owner.accountId]);
  return { owner, apartment, other };
}

const stay = (from: number, nights = 3) => ({ from: addDays(todayInPoland(), from), to: addDays(todayInPoland(), from + nights) });
const guest = { fullName: 'Jan Kowalski', email: 'jan@example.pl', adults: 2, children: 0 };

async function book(owner: Owner, reservation: Record<string, unknown>) {
  const res = await call(owner, 'POST', R, { reservation });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as { id: string; attributes: Record<string, unknown> };
}

describe('finding 1: one stay, one total', () => {
  it('answers 770,50 zł with 200,50 zł paid as 570,00 zł to pay everywhere: the list, its sums, the reservation, payments, desktop, messages, CSV and quote', async () => {
    const { owner, apartment } = await world();
    const { from, to } = stay(1);
    // what 'Sprawdź dostępność' quotes: 3 × 210 = 630 + 100 + 2 × 3 × 6,75 = 40,50 → 770,50
    const quote = await call(owner, 'GET', `/api/v1/householder/quotes?apartmentId=${apartment}&from=${from}&to=${to}&adults=2`);
    expect(quote.json().data.attributes).toMatchObject({ totalPrice: 630, cleaningFee: 100, touristTax: 40.5, grandTotal: 770.5 });
    // and 'Sprawdź dostępność' in the calendar, for the phone: the same total, with its parts
    const free = (await call(owner, 'GET', `/api/v1/householder/calendar/availability?from=${from}&to=${to}&adults=2`)).json().data;
    expect(free.find((a: { id: string }) => a.id === apartment).attributes).toMatchObject({ totalPrice: 630, cleaningFee: 100, touristTax: 40.5, grandTotal: 770.5 });
    const { id } = await book(owner, { ...guest, apartmentId: apartment, from, to, amountPaid: '200,50', paymentMethod: 'cash' });

    const figures = { grandTotal: 770.5, paid: 200.5, balance: 570 };
    const list = (await call(owner, 'GET', `${R}?apartmentIds=${apartment}`)).json();
    expect(list.data[0].attributes).toMatchObject({ ...figures, totalPrice: 630, paymentStatus: 'partly_paid' });
    expect(list.meta.totals).toEqual({ nights: 3, amounts: { PLN: 770.5 }, balances: { PLN: 570 } });

    const one = (await call(owner, 'GET', `${R}/${id}`)).json().data.attributes;
    expect(one).toMatchObject(figures);
    expect(one.bill).toMatchObject({ total: 770.5, paid: 200.5, balance: 570, paymentStatus: 'partly_paid', paymentMethods: ['cash'] });
    expect(one.bill.lines.map((l: { label: string; amount: number }) => [l.label, l.amount])).toEqual([
      [`Nocleg ${from.split('-').reverse().join('.')}`, 210],
      [`Nocleg ${addDays(from, 1).split('-').reverse().join('.')}`, 210],
      [`Nocleg ${addDays(from, 2).split('-').reverse().join('.')}`, 210],
      ['Sprzątanie', 100],
      ['Opłata miejscowa', 40.5],
    ]);

    const payments = (await call(owner, 'GET', `${R}/${id}/payments`)).json().meta;
    expect(payments).toMatchObject({ totalPrice: 770.5, paid: 200.5, balance: 570 });

    const desk = (await call(owner, 'GET', '/api/v1/householder/desktop')).json().data.attributes;
    expect(desk.unpaid).toEqual([expect.objectContaining({ id, totalPrice: 770.5, paid: 200.5, balance: 570 })]);

    // the messages panel beside the conversation
    const conversation = await call(owner, 'GET', `/api/v1/householder/conversations/${id}`);
    expect(conversation.statusCode).toBe(200);
    expect(conversation.json().data.attributes).toMatchObject({ totalPrice: 770.5, balance: 570 });

    const csv = (await call(owner, 'GET', `${R}/export?apartmentIds=${apartment}`)).body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    const header = csv[0].split(';');
    const row = csv[1].split(';');
    expect([row[header.indexOf('Razem')], row[header.indexOf('Zapłacono')], row[header.indexOf('Saldo')]]).toEqual(['770,50', '200,50', '570,00']);
  });

  it("leaves cancelled stays out of the desktop's unpaid ones and out of the list's 'Nieopłacone' (unpaid, not cancelled)", async () => {
    const { owner, apartment } = await world();
    const kept = await book(owner, { ...guest, apartmentId: apartment, ...stay(2) });
    const cancelled = await book(owner, { ...guest, apartmentId: apartment, ...stay(10) });
    expect((await call(owner, 'POST', `${R}/${cancelled.id}/cancel`, {})).statusCode).toBe(200);
    const desk = (await call(owner, 'GET', '/api/v1/householder/desktop')).json().data.attributes;
    expect(desk.unpaid.map((r: { id: string }) => r.id)).toEqual([kept.id]);
    const quickView = (await call(owner, 'GET', `${R}?paymentStatus=not_paid|partialy_paid&statuses=new|confirmed|recent|no_show`)).json();
    expect(quickView.data.map((r: { id: string }) => r.id)).toEqual([kept.id]);
  });
});

describe('finding 3: cancellation fee and refund', () => {
  it('promises no more than was paid, keeps the fee the host sets, records the refund and leaves a zero balance', async () => {
    const { owner, apartment } = await world();
    // 3 nights, 770,50 zł; the guest paid 210,00 zł by transfer
    const { id } = await book(owner, { ...guest, apartmentId: apartment, ...stay(30), amountPaid: '210' });
    const quote = (await call(owner, 'GET', `${R}/${id}/cancellation`)).json().data.attributes;
    // no rule: everything back, but never more than the 210,00 zł paid
    expect(quote).toMatchObject({ refundPercent: 100, policyFee: 0, paid: 210, fee: 0, refund: 210, refundMethod: 'transfer' });
    const detail = (await call(owner, 'GET', `${R}/${id}`)).json().data.attributes.cancellation;
    expect(detail).toMatchObject({ paid: 210, refund: 210 });

    const tooMuch = await call(owner, 'POST', `${R}/${id}/cancel`, { cancellationFee: '300' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.cancellationFee).toEqual(['Opłata za anulowanie nie może przekroczyć wpłaconej kwoty (210,00 zł).']);

    const res = await call(owner, 'POST', `${R}/${id}/cancel`, { cancellationFee: '50', refundMethod: 'card' });
    expect(res.statusCode).toBe(200);
    const a = res.json().data.attributes;
    expect(a).toMatchObject({ status: 'canceled', cancellationFee: 50, grandTotal: 50, paid: 50, balance: 0, paymentStatus: 'paid' });
    expect(a.bill.lines).toEqual([{ kind: 'cancellation_fee', label: 'Opłata za anulowanie', date: null, amount: 50 }]);
    expect(a.bill.operations.map((o: { kind: string; amount: number; method: string }) => [o.kind, o.amount, o.method])).toEqual([
      ['payment', 210, 'transfer'],
      ['refund', 160, 'card'],
    ]);
    expect((await call(owner, 'POST', `${R}/${id}/cancel`, {})).statusCode).toBe(409);
  });

  it('records a refund alone (Zwrot) with its method, refuses a negative amount and more than was paid', async () => {
    const { owner, apartment } = await world();
    const { id } = await book(owner, { ...guest, apartmentId: apartment, ...stay(40), amountPaid: '300', paymentMethod: 'cash' });
    const negative = await call(owner, 'POST', `${R}/${id}/payments`, { amount: '-45', method: 'cash' });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors.amount).toEqual(['Podaj kwotę bez minusa; zwrot zapisz jako „Zwrot”']);
    const over = await call(owner, 'POST', `${R}/${id}/payments`, { amount: '300,01', method: 'cash', kind: 'refund' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount).toEqual(['Zwrot nie może przekroczyć wpłaconej kwoty (300,00 zł).']);
    const refund = await call(owner, 'POST', `${R}/${id}/payments`, { amount: '45', method: 'transfer', kind: 'refund' });
    expect(refund.statusCode).toBe(201);
    expect(refund.json().data.attributes).toMatchObject({ kind: 'refund', amount: 45, method: 'transfer' });
    expect(refund.json().meta).toMatchObject({ totalPrice: 770.5, paid: 255, balance: 515.5, paymentStatus: 'partly_paid' });
  });
});

describe('finding 5: statuses cannot contradict the money', () => {
  it("records a payment or a refund for 'Zmień status płatności' and refuses the edit form's status against the payments", async () => {
    const { owner, apartment } = await world();
    const { id } = await book(owner, { ...guest, apartmentId: apartment, ...stay(50) });
    const against = await call(owner, 'PATCH', `${R}/${id}`, { reservation: { paymentStatus: 'paid', comments: 'x' } });
    expect(against.statusCode).toBe(422);
    expect(against.json().errors.paymentStatus).toEqual([
      'Status płatności wynika z wpłat i zwrotów (Nieopłacona), nie można ustawić „Opłacona”. Zapisz wpłatę lub zwrot w „Płatności”.',
    ]);
    // the status shown (unchanged) goes through with the rest of the form
    expect((await call(owner, 'PATCH', `${R}/${id}`, { reservation: { paymentStatus: 'unpaid', comments: 'x' } })).statusCode).toBe(200);
    const paid = (await call(owner, 'PATCH', `${R}/${id}/payment_status`, { paymentStatus: 'paid', method: 'card' })).json().data.attributes;
    expect(paid).toMatchObject({ paymentStatus: 'paid', paid: 770.5, balance: 0 });
    // a price raised after the payment leaves the stay part paid: the status follows the money
    const raised = (await call(owner, 'PATCH', `${R}/${id}`, { reservation: { pricePerNight: '250' } })).json().data.attributes;
    expect(raised).toMatchObject({ paymentStatus: 'partly_paid', grandTotal: 890.5, balance: 120 });
  });

  it("refuses to untick 'Faktura wystawiona' while the stay has an invoice, and reports the invoice", async () => {
    const { owner, apartment } = await world();
    const { id } = await book(owner, { ...guest, apartmentId: apartment, ...stay(60) });
    await api.db.query(
      `insert into invoices (account_id, series, period, seq, number, reservation_id, issue_date, sale_date, due_date, payment_method, seller, buyer_name, lines,
         net_total, vat_total, gross_total)
       values ($1, 'FV', '2026-11', 1, 'FV 1/11/2026', $2, current_date, current_date, current_date, 'transfer', '{}', 'Jan Kowalski', '[]', 770.5, 0, 770.5)`,
      [owner.accountId, id],
    );
    const res = await call(owner, 'PATCH', `${R}/${id}`, { reservation: { invoiceIssued: false } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.invoiceIssued).toEqual(['Do tej rezerwacji wystawiono fakturę (FV 1/11/2026): „Faktura wystawiona” nie może być odznaczona.']);
    const one = (await call(owner, 'GET', `${R}/${id}`)).json().data.attributes;
    expect(one).toMatchObject({ invoiceIssued: true, invoices: [{ id: expect.any(String), number: 'FV 1/11/2026', kind: 'invoice' }] });
  });
});

describe('finding 2: moves keep or reprice by the host’s choice', () => {
  it('shows both prices, asks when they differ, keeps the guest’s price or takes the new one, and names the invoice', async () => {
    const { owner, apartment, other } = await world();
    const { from, to } = stay(70);
    const { id } = await book(owner, { ...guest, apartmentId: apartment, from, to });
    const newFrom = addDays(from, 7);
    const newTo = addDays(to, 7);
    const quote = (await call(owner, 'GET', `${R}/${id}/move_quote?apartmentId=${other}&from=${newFrom}&to=${newTo}`)).json().data.attributes;
    // kept: 770,50; new: 3 × 150 + 100 + 40,50 = 590,50
    expect(quote).toMatchObject({ current: { grandTotal: 770.5, paid: 0 }, kept: { grandTotal: 770.5, totalPrice: 630 }, repriced: { grandTotal: 590.5, totalPrice: 450 }, invoices: [] });

    // the calendar's drag: the same PATCH, refused without a choice
    const move = { apartmentId: other, from: newFrom, to: newTo };
    const ask = await call(owner, 'PATCH', `${R}/${id}`, { reservation: move });
    expect(ask.statusCode).toBe(422);
    expect(ask.json().errors.priceChoice).toEqual([
      'Cena pobytu zmienia się: cena gościa 770,50 zł, nowa cena 590,50 zł. Wybierz „Zachowaj cenę gościa” albo „Przyjmij nową cenę”.',
    ]);
    const kept = (await call(owner, 'PATCH', `${R}/${id}`, { reservation: { ...move, priceChoice: 'keep' } })).json().data.attributes;
    expect(kept).toMatchObject({ apartmentId: other, from: newFrom, grandTotal: 770.5, totalPrice: 630, priceOverridden: true });

    // back, repriced: the engine's price of the first apartment
    const back = (await call(owner, 'POST', `${R}/${id}/relocate`, { apartmentId: apartment, priceChoice: 'new' })).json().data.attributes;
    expect(back).toMatchObject({ apartmentId: apartment, grandTotal: 770.5, priceOverridden: false });
    const repriced = (await call(owner, 'POST', `${R}/${id}/relocate`, { apartmentId: other, priceChoice: 'new' })).json().data.attributes;
    expect(repriced).toMatchObject({ apartmentId: other, grandTotal: 590.5, totalPrice: 450 });
  });
});

describe('finding 4: the bill shown', () => {
  it("answers the fees, the deposit, the children's ages and the payment method of the payments", async () => {
    const { owner, apartment } = await world();
    const { id } = await book(owner, {
      ...guest,
      children: 2,
      childrenAges: '4|12',
      apartmentId: apartment,
      ...stay(80, 2),
      deposit: '300',
      depositDue: addDays(todayInPoland(), 5),
      securityDeposit: '500',
      amountPaid: '100',
      paymentMethod: 'transfer',
    });
    const a = (await call(owner, 'GET', `${R}/${id}`)).json().data.attributes;
    // the child of 12 pays the tax, the child of 4 does not: 3 persons × 2 nights × 6,75
    expect(a).toMatchObject({ cleaningFee: 100, touristTax: 40.5, deposit: 300, securityDeposit: 500, childrenAges: '4|12' });
    expect(a.bill).toMatchObject({
      deposit: { amount: 300, outstanding: 200 },
      securityDeposit: { amount: 500, held: 0, returned: 0, toReturn: 0 },
      paymentMethods: ['transfer'],
    });
    // the kaucja is held and returned apart from the bill
    await call(owner, 'POST', `${R}/${id}/payments`, { amount: '500', method: 'cash', kind: 'security_deposit' });
    const held = (await call(owner, 'GET', '/api/v1/householder/desktop')).json().data.attributes;
    expect(held.securityDepositsHeld).toEqual([expect.objectContaining({ id, securityDepositHeld: 500 })]);
    expect(held.depositsDue).toEqual([expect.objectContaining({ id, depositOutstanding: 200 })]);
    const returned = await call(owner, 'POST', `${R}/${id}/payments`, { amount: '500', method: 'cash', kind: 'security_deposit_return' });
    expect(returned.json().meta).toMatchObject({ paid: 100 });
    // an edit that leaves the ages out keeps them
    const edited = (await call(owner, 'PATCH', `${R}/${id}`, { reservation: { comments: 'Łóżeczko' } })).json().data.attributes;
    expect(edited.childrenAges).toBe('4|12');
  });
});
