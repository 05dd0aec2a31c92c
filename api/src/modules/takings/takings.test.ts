import { todayInPoland } from '@gospodarz/contracts';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { openSession } from '../session';

jest.setTimeout(90_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const R = '/api/v1/householder/reservations';
const T = '/api/v1/householder/takings';
type Auth = Record<string, string>;
type Owner = Awaited<ReturnType<typeof signedInOwner>>;

const today = todayInPoland();
const dayBefore = (day: string, days = 1) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const yesterday = dayBefore(today);

let stays = 0;
/** A stay of 900 zł (three nights at 300 zł) in the apartment, booked by the owner. */
async function stay(owner: Owner, apartmentId: string): Promise<string> {
  stays += 1;
  const from = `2031-0${1 + (stays % 9)}-${String(1 + 4 * Math.floor(stays / 9)).padStart(2, '0')}`;
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
  const res = await api.app.inject({
    method: 'POST',
    url: R,
    headers: owner.auth,
    payload: { reservation: { apartmentId, fullName: `Gość ${stays}`, email: 'gosc@example.pl', from, to, pricePerNight: '300' } },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

async function record(auth: Auth, id: string, payload: Record<string, unknown>) {
  const res = await api.app.inject({ method: 'POST', url: `${R}/${id}/payments`, headers: auth, payload });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

async function coHost(owner: Owner, firstName: string, permissions: string[], apartments: string[]): Promise<{ id: string; auth: Auth }> {
  const [{ id }] = await api.db.query<{ id: string }>(
    `insert into users (account_id, email, first_name, last_name, permissions) values ($1, $2, $3, 'Recepcyjna', $4) returning id`,
    [owner.accountId, `kasa-${Math.random().toString(36).slice(2)}@example.pl`, firstName, permissions],
  );
  for (const apartment of apartments) await api.db.query('insert into co_host_apartments (user_id, apartment_id, account_id) values ($1, $2, $3)', [id, apartment, owner.accountId]);
  return { id, auth: { authorization: `Bearer ${await openSession(api.db, id)}` } };
}

async function takings(auth: Auth, query: Record<string, string> = {}) {
  const res = await api.app.inject({ method: 'GET', url: T, headers: auth, query });
  expect(res.statusCode).toBe(200);
  return res.json().data.attributes;
}

const opening = (auth: Auth, payload: Record<string, unknown>) => api.app.inject({ method: 'PUT', url: `${T}/opening`, headers: auth, payload });

interface Cashier {
  userId: string | null;
  name: string;
  opening: number;
  openingEntered: boolean;
  methods: Array<{ method: string; received: number; refunded: number; depositsHeld: number; depositsReturned: number; net: number }>;
  cashIn: number;
  cashOut: number;
  closing: number;
  operations: Array<{ kind: string; method: string; amount: number; guestName: string }>;
}
const cashierOf = (report: { cashiers: Cashier[] }, userId: string) => report.cashiers.find((c) => c.userId === userId)!;
const method = (c: { methods: Cashier['methods'] }, name: string) => c.methods.find((m) => m.method === name)!;

describe('the day’s takings (raport kasowy)', () => {
  let owner: Owner;
  let reception: { id: string; auth: Auth };
  let shared: string;
  let other: string;
  let refundedStay: string;

  beforeAll(async () => {
    owner = await signedInOwner(api);
    await api.db.query(`update users set first_name = 'Anna', last_name = 'Gospodarska' where id = $1`, [owner.userId]);
    shared = await createApartment(api.db, owner.accountId, { name: 'Morski', rates: [[2, '300']] });
    other = await createApartment(api.db, owner.accountId, { name: 'Leśny', rates: [[2, '300']] });
    reception = await coHost(owner, 'Ewa', ['reservations'], [shared]);

    // the owner: 200,50 zł in cash and 100 zł by card today, 100 zł in cash yesterday
    const a = await stay(owner, other);
    await record(owner.auth, a, { amount: '200,50', method: 'cash' });
    await record(owner.auth, a, { amount: '100', method: 'card' });
    await record(owner.auth, await stay(owner, other), { amount: '100', method: 'cash', paidOn: yesterday });
    // the reception: 300 zł in cash, of which 45 zł go back in cash, 150 zł by transfer, a kaucja of 200 zł in cash
    refundedStay = await stay(owner, shared);
    await record(reception.auth, refundedStay, { amount: '300', method: 'cash' });
    await record(reception.auth, refundedStay, { amount: '45', method: 'cash', kind: 'refund' });
    await record(reception.auth, refundedStay, { amount: '200', method: 'cash', kind: 'security_deposit' });
    await record(reception.auth, await stay(owner, shared), { amount: '150', method: 'transfer' });
  });

  it('gives the owner every user’s money by method, the drawers and the totals, in grosze', async () => {
    const report = await takings(owner.auth);
    expect(report).toMatchObject({ date: today, currency: 'PLN', currencies: ['PLN'], operationCount: 6 });
    // the one asking first
    expect(report.cashiers.map((c: Cashier) => c.name)).toEqual(['Anna Gospodarska', 'Ewa Recepcyjna']);

    const anna = cashierOf(report, owner.userId);
    expect(method(anna, 'cash')).toEqual({ method: 'cash', received: 20050, refunded: 0, depositsHeld: 0, depositsReturned: 0, net: 20050 });
    expect(method(anna, 'card')).toMatchObject({ received: 10000, net: 10000 });
    expect(method(anna, 'transfer')).toMatchObject({ received: 0, net: 0 });
    // yesterday's cash carried over: no opening typed
    expect(anna).toMatchObject({ opening: 10000, openingEntered: false, cashIn: 20050, cashOut: 0, closing: 30050 });
    expect(anna.operations.map((o) => [o.kind, o.method, o.amount])).toEqual([
      ['payment', 'cash', 20050],
      ['payment', 'card', 10000],
    ]);

    const ewa = cashierOf(report, reception.id);
    expect(method(ewa, 'cash')).toEqual({ method: 'cash', received: 30000, refunded: 4500, depositsHeld: 20000, depositsReturned: 0, net: 45500 });
    expect(method(ewa, 'transfer')).toMatchObject({ received: 15000 });
    expect(ewa).toMatchObject({ opening: 0, cashIn: 50000, cashOut: 4500, closing: 45500 });
    expect(ewa.operations.map((o) => o.kind)).toEqual(['payment', 'refund', 'security_deposit', 'payment']);

    expect(report.totals).toMatchObject({ opening: 10000, cashIn: 70050, cashOut: 4500, closing: 75550 });
    expect(method(report.totals, 'cash')).toMatchObject({ received: 50050, refunded: 4500, depositsHeld: 20000 });
    expect(method(report.totals, 'card')).toMatchObject({ received: 10000 });
    expect(method(report.totals, 'transfer')).toMatchObject({ received: 15000 });
  });

  it('shows a co-host only their own money, and only in the apartments shared with them', async () => {
    const report = await takings(reception.auth);
    expect(report.cashiers.map((c: Cashier) => c.userId)).toEqual([reception.id]);
    expect(report.operationCount).toBe(4);
    expect(report.totals).toMatchObject({ cashIn: 50000, cashOut: 4500, closing: 45500 });

    // money they recorded in an apartment since taken from them leaves their report
    const [{ id }] = await api.db.query<{ id: string }>(
      `insert into reservation_payments (account_id, reservation_id, paid_on, amount, method, created_by)
       select account_id, id, $2, 10, 'cash', $3 from reservations where apartment_id = $1 limit 1 returning id`,
      [other, today, reception.id],
    );
    expect((await takings(reception.auth)).totals.cashIn).toBe(50000);
    expect(cashierOf(await takings(owner.auth), reception.id).cashIn).toBe(51000);
    await api.db.query('delete from reservation_payments where id = $1', [id]);

    // nor may they count another's drawer; without the permission there is no report
    expect((await opening(reception.auth, { date: today, amount: '10', userId: owner.userId })).statusCode).toBe(403);
    const clerk = await coHost(owner, 'Jan', ['clients'], [shared]);
    expect((await api.app.inject({ method: 'GET', url: T, headers: clerk.auth })).statusCode).toBe(403);
    // another account sees none of it
    const stranger = await signedInOwner(api);
    const theirs = await takings(stranger.auth);
    expect(theirs.cashiers.map((c: Cashier) => c.userId)).toEqual([stranger.userId]);
    expect(theirs.operationCount).toBe(0);
    expect((await opening(stranger.auth, { date: today, amount: '10', userId: reception.id })).statusCode).toBe(404);
  });

  it('lowers the cash by a refund given back in cash', async () => {
    const before = cashierOf(await takings(reception.auth), reception.id);
    await record(reception.auth, refundedStay, { amount: '55,50', method: 'cash', kind: 'refund' });
    const after = cashierOf(await takings(reception.auth), reception.id);
    expect(method(after, 'cash').refunded - method(before, 'cash').refunded).toBe(5550);
    expect(after.cashOut - before.cashOut).toBe(5550);
    expect(before.closing - after.closing).toBe(5550);
    // a refund by transfer leaves the drawer as it was
    await record(reception.auth, refundedStay, { amount: '10', method: 'transfer', kind: 'refund' });
    const byTransfer = cashierOf(await takings(reception.auth), reception.id);
    expect(method(byTransfer, 'transfer')).toMatchObject({ received: 15000, refunded: 1000, net: 14000 });
    expect(byTransfer.closing).toBe(after.closing);
  });

  it('opens a day with the cash typed for it, else with the previous day’s closing', async () => {
    // yesterday's drawer counted at 50 zł: yesterday closes at 150 zł, today opens with it
    let res = await opening(owner.auth, { date: yesterday, amount: '50' });
    expect(res.statusCode).toBe(200);
    expect(cashierOf(res.json().data.attributes, owner.userId)).toMatchObject({ opening: 5000, openingEntered: true, closing: 15000 });
    expect(cashierOf(await takings(owner.auth), owner.userId)).toMatchObject({ opening: 15000, openingEntered: false, closing: 35050 });

    // today counted at 1 234,56 zł
    res = await opening(owner.auth, { date: today, amount: '1 234,56' });
    expect(cashierOf(res.json().data.attributes, owner.userId)).toMatchObject({ opening: 123456, openingEntered: true, closing: 143506 });
    // the day before yesterday knows nothing of it
    expect(cashierOf(await takings(owner.auth, { date: dayBefore(today, 2) }), owner.userId)).toMatchObject({ opening: 0, closing: 0 });

    // an empty drawer is a count too
    res = await opening(owner.auth, { date: today, amount: 0 });
    expect(cashierOf(res.json().data.attributes, owner.userId)).toMatchObject({ opening: 0, openingEntered: true, closing: 20050 });

    // forgotten again: the carried closing opens the day
    res = await opening(owner.auth, { date: today, amount: null });
    expect(cashierOf(res.json().data.attributes, owner.userId)).toMatchObject({ opening: 15000, openingEntered: false });

    // the owner counts the reception's drawer; the reception sees it
    res = await opening(owner.auth, { date: today, amount: '100', userId: reception.id });
    expect(res.statusCode).toBe(200);
    expect(cashierOf(await takings(reception.auth), reception.id)).toMatchObject({ opening: 10000, openingEntered: true });
  });

  it('refuses a day that is no day, a future count and a negative amount in Polish', async () => {
    const bad = await api.app.inject({ method: 'GET', url: T, headers: owner.auth, query: { date: '2026-02-30' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ date: ['Podaj poprawną datę'] });
    const future = await opening(owner.auth, { date: '2099-01-01', amount: '-5' });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ date: ['Data nie może być w przyszłości'], amount: ['Stan kasy nie może być ujemny'] });
    const text = await opening(owner.auth, { date: today, amount: 'dużo' });
    expect(text.json().errors).toEqual({ amount: ['Podaj kwotę, np. 250 lub 250,50'] });
    const currency = await api.app.inject({ method: 'GET', url: T, headers: owner.auth, query: { currency: 'zł' } });
    expect(currency.statusCode).toBe(422);
  });
});
