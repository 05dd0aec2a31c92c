import { todayInPoland } from '@gospodarz/contracts';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { paymentStatusOf } from '../folio';

jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const URL = '/api/v1/householder/reservations';
type Owner = Awaited<ReturnType<typeof signedInOwner>>;

async function booked(owner: Owner, extra: Record<string, unknown> = {}) {
  const apartment = await createApartment(api.db, owner.accountId, { name: `Apartament ${Math.random()}`, rates: [[2, '300']] });
  const res = await api.app.inject({
    method: 'POST',
    url: URL,
    headers: owner.auth,
    payload: { reservation: { apartmentId: apartment, fullName: 'Jan Kowalski', email: 'jan@example.pl', from: '2030-03-01', to: '2030-03-04', pricePerNight: '300', ...extra } },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

const pay = (owner: Owner, id: string, payload: Record<string, unknown>) => api.app.inject({ method: 'POST', url: `${URL}/${id}/payments`, headers: owner.auth, payload });

describe('payments on a reservation', () => {
  it('set the payment status and balance as they add up to the total, and are listed oldest first', async () => {
    const owner = await signedInOwner(api);
    const id = await booked(owner);
    const first = await pay(owner, id, { paidOn: '2026-01-10', amount: '300,50', method: 'transfer' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.attributes).toMatchObject({ paidOn: '2026-01-10', amount: 300.5, method: 'transfer' });
    expect(first.json().meta).toEqual({ totalPrice: 900, paid: 300.5, balance: 599.5, paymentStatus: 'partly_paid', currency: 'PLN' });
    const reservation = await api.app.inject({ method: 'GET', url: `${URL}/${id}`, headers: owner.auth });
    expect(reservation.json().data.attributes.paymentStatus).toBe('partly_paid');

    const rest = await pay(owner, id, { paidOn: '09.01.2026', amount: 599.5, method: 'cash' });
    expect(rest.json().meta).toMatchObject({ paid: 900, balance: 0, paymentStatus: 'paid' });
    const list = await api.app.inject({ method: 'GET', url: `${URL}/${id}/payments`, headers: owner.auth });
    expect(list.json().data.map((p: { attributes: { paidOn: string } }) => p.attributes.paidOn)).toEqual(['2026-01-09', '2026-01-10']);

    const removed = await api.app.inject({ method: 'DELETE', url: `${URL}/${id}/payments/${first.json().data.id}`, headers: owner.auth });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().meta).toMatchObject({ paid: 599.5, balance: 300.5, paymentStatus: 'partly_paid' });
  });

  it('refuses a payment over the balance, a future date, no amount and an unknown method, each on its field', async () => {
    const owner = await signedInOwner(api);
    const id = await booked(owner);
    const wrong = await pay(owner, id, { paidOn: '2099-01-01', amount: 'abc', method: 'bitcoin' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      paidOn: ['Data nie może być w przyszłości'],
      amount: ['Podaj kwotę, np. 250 lub 250,50'],
      method: ['Wybierz jedną z dostępnych wartości'],
    });
    expect((await pay(owner, id, { method: 'cash' })).json().errors).toEqual({ amount: ['Pole jest wymagane'] });
    const over = await pay(owner, id, { amount: '900,01', method: 'card' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount).toEqual(['Kwota przekracza pozostałą do zapłaty (900,00 zł).']);
  });

  it("keeps another account's reservation out of reach (404)", async () => {
    const owner = await signedInOwner(api);
    const other = await signedInOwner(api);
    const id = await booked(owner);
    expect((await pay(other, id, { amount: '10', method: 'cash' })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: `${URL}/${id}/payments`, headers: other.auth })).statusCode).toBe(404);
  });

  it('two payments recorded at once both count', async () => {
    const owner = await signedInOwner(api);
    const id = await booked(owner);
    const answers = await Promise.all([pay(owner, id, { amount: '450', method: 'cash' }), pay(owner, id, { amount: '450', method: 'card' })]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const list = await api.app.inject({ method: 'GET', url: `${URL}/${id}/payments`, headers: owner.auth });
    expect(list.json().meta).toMatchObject({ paid: 900, paymentStatus: 'paid' });
  });

  it("are held against what the guest pays: the nights plus the listing's cleaning fee and tourist tax", async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Karpacz', rates: [[2, '300']] });
    await api.db.query(`update accommodations set cleaning_fee = 80, tourist_tax = 2.5 where id = (select accommodation_id from apartments where id = $1)`, [apartment]);
    const res = await api.app.inject({
      method: 'POST',
      url: URL,
      headers: owner.auth,
      payload: { reservation: { apartmentId: apartment, fullName: 'Jan Kowalski', adults: 2, from: '2030-03-01', to: '2030-03-04', pricePerNight: '300' } },
    });
    // 900 for the nights + 80 cleaning + 2 persons × 3 nights × 2,50
    expect(res.json().data.attributes.grandTotal).toBe(995);
    const all = await pay(owner, res.json().data.id, { amount: '995', method: 'transfer' });
    expect(all.statusCode).toBe(201);
    expect(all.json().meta).toEqual({ totalPrice: 995, paid: 995, balance: 0, paymentStatus: 'paid', currency: 'PLN' });
  });

  it('records the amount paid at booking as the first payment, dated today, and refuses more than the stay costs on its field', async () => {
    const owner = await signedInOwner(api);
    const id = await booked(owner, { amountPaid: '250,50', paymentMethod: 'cash' });
    const list = await api.app.inject({ method: 'GET', url: `${URL}/${id}/payments`, headers: owner.auth });
    expect(list.json().data.map((p: { attributes: object }) => p.attributes)).toEqual([
      expect.objectContaining({ amount: 250.5, method: 'cash', paidOn: todayInPoland() }),
    ]);
    expect(list.json().meta).toMatchObject({ paid: 250.5, balance: 649.5, paymentStatus: 'partly_paid' });

    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Sopot', rates: [[2, '300']] });
    const over = await api.app.inject({
      method: 'POST',
      url: URL,
      headers: owner.auth,
      payload: { reservation: { apartmentId: apartment, fullName: 'Anna Nowak', from: '2030-03-01', to: '2030-03-04', pricePerNight: '300', amountPaid: '1000' } },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ amountPaid: ['Kwota przekracza pozostałą do zapłaty (900,00 zł).'] });
    // refused as a whole: no reservation was saved without its payment
    const none = await api.app.inject({ method: 'GET', url: URL, headers: owner.auth, query: { apartmentIds: apartment } });
    expect(none.json().pagination.count).toBe(0);
  });

  it('follows the rule: nothing paid, part of it, all of it', () => {
    expect(paymentStatusOf(90000, 0)).toBe('unpaid');
    expect(paymentStatusOf(90000, 100)).toBe('partly_paid');
    expect(paymentStatusOf(90000, 90000)).toBe('paid');
  });
});

describe('the payment request e-mail', () => {
  it('is previewed with the amount due, the due date, the bank account and a transfer title, then queued as previewed', async () => {
    const owner = await signedInOwner(api);
    await api.app.inject({ method: 'PUT', url: '/api/v1/householder/invoice_settings', headers: owner.auth, payload: { bankAccount: 'PL61109010140000071219812874', sellerName: 'Apartamenty Anna' } });
    const id = await booked(owner);
    await pay(owner, id, { amount: '200', method: 'cash' });
    const preview = await api.app.inject({ method: 'GET', url: `${URL}/${id}/payment_request`, headers: owner.auth });
    expect(preview.statusCode).toBe(200);
    const attributes = preview.json().data.attributes;
    expect(attributes).toMatchObject({ to: 'jan@example.pl', amountDue: 700, currency: 'PLN', bankAccount: 'PL61109010140000071219812874' });
    expect(attributes.transferTitle).toMatch(/^Rezerwacja [0-9A-F]{8}, 01\.03\.2030–04\.03\.2030, Jan Kowalski$/);
    expect(attributes.text).toContain('Kwota do zapłaty: 700,00 zł');
    expect(attributes.text).toContain('Numer rachunku: PL61 1090 1014 0000 0712 1981 2874');
    expect(attributes.text).toContain(`Tytuł przelewu: ${attributes.transferTitle}`);
    expect(attributes.text).toContain('Odbiorca: Apartamenty Anna');
    const [y, m, d] = attributes.dueDate.split('-');
    expect(attributes.text).toContain(`Termin płatności: ${d}.${m}.${y}`);

    const sent = await api.app.inject({ method: 'POST', url: `${URL}/${id}/payment_request`, headers: owner.auth });
    expect(sent.statusCode).toBe(202);
    const [mail] = await api.db.query<{ text_body: string; kind: string }>('select text_body, kind from outbox_emails where id = $1', [sent.json().data.id]);
    expect(mail).toEqual({ kind: 'payment_request', text_body: attributes.text });
  });

  it('is refused for a paid stay with 409', async () => {
    const owner = await signedInOwner(api);
    const id = await booked(owner);
    await pay(owner, id, { amount: '900', method: 'transfer' });
    const res = await api.app.inject({ method: 'GET', url: `${URL}/${id}/payment_request`, headers: owner.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Rezerwacja jest już opłacona.');
  });
});
