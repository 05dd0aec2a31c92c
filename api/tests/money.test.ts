import fc from 'fast-check';
import { addDays, todayInPoland } from '@gospodarz/contracts';
import { startTestApi, signedInOwner, type TestApi } from '../src/test/harness';
import { createApartment } from '../src/test/fixtures';

/**
 * A stay's money, property-based (issue 31): random sequences of bookings, edits, moves, relocations, payments,
 * refunds, security deposits, 'Zmień status płatności', cancellations, restores and no-shows, with the listing's
 * extras (breakfast, parking) and a discount taken at booking and changed by edits, and after each step
 * every answer that carries the stay's money agrees with its bill: the reservation, the list's row and its sums, the
 * payments, the desktop, the messages panel and the CSV export. The bill itself must add up: its lines make its
 * total, payments less refunds make what was paid, and the status follows the rule. No step may answer a 5xx.
 * Fixed seed; FUZZ_RUNS scales the runs (`npm run fuzz` runs many more), FUZZ_SEED picks another seed.
 */
const RUNS = Math.max(1, Math.round((Number(process.env.FUZZ_RUNS) || 20) / 2));
const SEED = Number(process.env.FUZZ_SEED) || 20261127;

let api: TestApi;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api);
  await api.db.query(`update accounts set name = 'Konto pieniędzy' where id = $1`, [owner.accountId]);
}, 180_000);
afterAll(async () => {
  await api.close();
});

const R = '/api/v1/householder/reservations';
const today = todayInPoland();
const money = fc.integer({ min: 1, max: 120_000 }).map((g) => `${Math.floor(g / 100)},${String(g % 100).padStart(2, '0')}`);
const method = fc.constantFrom('cash', 'transfer', 'card');

type Step =
  | { kind: 'edit'; shift: number; nights: number; adults: number; price: string | null; choice: 'keep' | 'new' | null; other: boolean; extras: string | null; discount: string | null }
  | { kind: 'relocate'; choice: 'keep' | 'new' | null; other: boolean }
  | { kind: 'pay'; amount: string; method: string }
  | { kind: 'refund'; amount: string; method: string }
  | { kind: 'kaucja'; amount: string; back: boolean }
  | { kind: 'status'; value: 'paid' | 'unpaid' | 'partialy_paid'; method: string }
  | { kind: 'cancel'; fee: string | null; method: string }
  | { kind: 'restore' }
  | { kind: 'noShow' };

const choice = fc.constantFrom<'keep' | 'new' | null>('keep', 'new', null);
// the listing's extras (apartment A offers breakfast and parking, B breakfast only) and a discount off the nights
const extrasChoice = fc.subarray(['breakfast', 'private_parking']).map((kinds) => kinds.join('|'));
const discount = fc.integer({ min: 0, max: 30_000 }).map((g) => `${Math.floor(g / 100)},${String(g % 100).padStart(2, '0')}`);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('edit' as const),
    shift: fc.integer({ min: -3, max: 3 }),
    nights: fc.integer({ min: 1, max: 5 }),
    adults: fc.integer({ min: 1, max: 4 }),
    price: fc.option(fc.integer({ min: 50, max: 400 }).map(String), { nil: null }),
    choice,
    other: fc.boolean(),
    extras: fc.option(extrasChoice, { nil: null }),
    discount: fc.option(discount, { nil: null }),
  }),
  fc.record({ kind: fc.constant('relocate' as const), choice, other: fc.boolean() }),
  fc.record({ kind: fc.constant('pay' as const), amount: money, method }),
  fc.record({ kind: fc.constant('refund' as const), amount: money, method }),
  fc.record({ kind: fc.constant('kaucja' as const), amount: money, back: fc.boolean() }),
  fc.record({ kind: fc.constant('status' as const), value: fc.constantFrom('paid' as const, 'unpaid' as const, 'partialy_paid' as const), method }),
  fc.record({ kind: fc.constant('cancel' as const), fee: fc.option(money, { nil: null }), method }),
  fc.constant({ kind: 'restore' as const }),
  fc.constant({ kind: 'noShow' as const }),
);

const booking = fc.record({
  start: fc.integer({ min: 0, max: 20 }),
  nights: fc.integer({ min: 1, max: 5 }),
  adults: fc.integer({ min: 1, max: 4 }),
  children: fc.integer({ min: 0, max: 2 }),
  price: fc.option(fc.integer({ min: 50, max: 400 }).map(String), { nil: null }),
  paid: fc.option(money, { nil: null }),
  method,
  extras: extrasChoice,
  discount: fc.option(discount, { nil: null }),
});

const grosze = (n: number) => Math.round(n * 100);

async function inject(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const res = await api.app.inject({ method, url, headers: owner.auth, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 500) throw new Error(`${method} ${url} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body}`);
  return res;
}

/** Every answer that carries the stay's money agrees with its bill, and the bill adds up. */
async function checkMoney(id: string, apartments: string[], guest: string) {
  const a = (await inject('GET', `${R}/${id}`)).json().data.attributes;
  const bill = a.bill;
  const lines = bill.lines.reduce((sum: number, l: { amount: number }) => sum + grosze(l.amount), 0);
  expect(grosze(bill.total)).toBe(lines);
  expect(grosze(bill.paid)).toBe(grosze(bill.payments) - grosze(bill.refunds));
  expect(grosze(bill.paid)).toBeGreaterThanOrEqual(0);
  expect(grosze(bill.balance)).toBe(grosze(bill.total) - grosze(bill.paid));
  const rule = bill.paid <= 0 ? 'unpaid' : grosze(bill.paid) >= grosze(bill.total) ? 'paid' : 'partly_paid';
  expect(bill.paymentStatus).toBe(rule);
  const figures = { grandTotal: bill.total, paid: bill.paid, balance: bill.balance, paymentStatus: bill.paymentStatus };
  expect(a).toMatchObject(figures);
  if (a.status === 'canceled') expect(lines).toBe(grosze(a.cancellationFee ?? 0));
  else {
    // the nights, the fees, each extra (quantity × unit price) less the discount
    const extras = (a.extras as Array<{ quantity: number; unitPrice: number; amount: number }>).reduce((sum, e) => {
      expect(grosze(e.amount)).toBe(e.quantity * grosze(e.unitPrice));
      return sum + grosze(e.amount);
    }, 0);
    expect(grosze(bill.total)).toBe(grosze(a.totalPrice) + grosze(a.cleaningFee) + grosze(a.touristTax) + extras - grosze(a.discount));
    expect(grosze(a.discount)).toBeLessThanOrEqual(grosze(a.totalPrice));
  }

  const list = (await inject('GET', `${R}?apartmentIds=${apartments.join('|')}&fullName=${encodeURIComponent(guest)}`)).json();
  expect(list.data).toHaveLength(1);
  expect(list.data[0].attributes).toMatchObject(figures);
  expect(list.meta.totals.amounts).toEqual({ PLN: bill.total });
  expect(list.meta.totals.balances).toEqual({ PLN: bill.balance });

  const payments = (await inject('GET', `${R}/${id}/payments`)).json().meta;
  expect(payments).toMatchObject({ totalPrice: bill.total, paid: bill.paid, balance: bill.balance, paymentStatus: bill.paymentStatus });

  const conversation = (await inject('GET', `/api/v1/householder/conversations/${id}`)).json().data.attributes;
  expect(conversation).toMatchObject({ totalPrice: bill.total, balance: bill.balance, paymentStatus: bill.paymentStatus });

  const desk = (await inject('GET', '/api/v1/householder/desktop')).json().data.attributes;
  const item = desk.unpaid.find((r: { id: string }) => r.id === id);
  const owes = !['canceled', 'no_show'].includes(a.status) && a.paymentStatus !== 'paid' && a.to > today;
  // the desktop lists the 10 soonest: an owing stay may be past them, a stay that owes nothing never shows
  if (!owes) expect(item).toBeUndefined();
  else if (!item) expect(desk.unpaid).toHaveLength(10);
  if (item) expect(item).toMatchObject({ totalPrice: bill.total, paid: bill.paid, balance: bill.balance });

  const csv = (await inject('GET', `${R}/export?apartmentIds=${apartments.join('|')}&fullName=${encodeURIComponent(guest)}`)).body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  const header = csv[0].split(';');
  const row = csv[1].split(';');
  const comma = (n: number) => (n < 0 ? '-' : '') + (Math.abs(grosze(n)) / 100).toFixed(2).replace('.', ',');
  expect([row[header.indexOf('Razem')], row[header.indexOf('Zapłacono')], row[header.indexOf('Saldo')]]).toEqual([comma(bill.total), comma(bill.paid), comma(bill.balance)]);
  return a;
}

let run = 0;

it(
  'keeps every answer that carries money in agreement with the bill, whatever the sequence',
  async () => {
    await fc.assert(
      fc.asyncProperty(booking, fc.array(step, { minLength: 1, maxLength: 8 }), async (b, steps) => {
        run += 1;
        // apartments of their own: the runs never take each other's nights
        const apartments = [
          await createApartment(api.db, owner.accountId, { name: `Pieniądze ${run} A`, rates: [[2, '210'], [4, '300']], guests: 6 }),
          await createApartment(api.db, owner.accountId, { name: `Pieniądze ${run} B`, rates: [[2, '150'], [4, '260']], guests: 6 }),
        ];
        await api.db.query(
          `update accommodations set cleaning_fee = $2, tourist_tax = 6.75, tourist_tax_exempt_age = 6
            where id in (select accommodation_id from apartments where id = any($1::uuid[]))`,
          [apartments, run % 2 === 0 ? '100' : '0'],
        );
        await api.db.query(`update apartments set breakfast = true, breakfast_price = 32.5, private_parking = true, private_parking_price = 45 where id = $1`, [apartments[0]]);
        await api.db.query(`update apartments set breakfast = true, breakfast_price = null where id = $1`, [apartments[1]]);
        const guest = `Gość ${run}`;
        const from = addDays(today, b.start);
        const created = await inject('POST', R, {
          reservation: {
            fullName: guest,
            apartmentId: apartments[0],
            from,
            to: addDays(from, b.nights),
            adults: b.adults,
            children: b.children,
            ...(b.children ? { childrenAges: Array.from({ length: b.children }, (_, i) => String(3 + 6 * i)).join('|') } : {}),
            ...(b.price ? { pricePerNight: b.price } : {}),
            ...(b.paid ? { amountPaid: b.paid, paymentMethod: b.method } : {}),
            extras: b.extras,
            ...(b.discount ? { discount: b.discount, discountReason: 'stały gość' } : {}),
          },
        });
        if (created.statusCode !== 201) {
          // only a payment over the bill or a discount over the nights may refuse the booking
          expect(created.statusCode).toBe(422);
          expect(['amountPaid', 'discount']).toContain(Object.keys(created.json().errors)[0]);
          return;
        }
        const id = created.json().data.id as string;
        let current = await checkMoney(id, apartments, guest);
        for (const s of steps) {
          const where = (other: boolean) => apartments[other ? 1 : 0];
          let res;
          switch (s.kind) {
            case 'edit': {
              const start = addDays(current.from, s.shift) < today ? today : addDays(current.from, s.shift);
              res = await inject('PATCH', `${R}/${id}`, {
                reservation: {
                  apartmentId: where(s.other),
                  from: start,
                  to: addDays(start, s.nights),
                  adults: s.adults,
                  ...(s.price ? { pricePerNight: s.price } : {}),
                  ...(s.choice ? { priceChoice: s.choice } : {}),
                  ...(s.extras !== null ? { extras: s.extras } : {}),
                  ...(s.discount !== null ? { discount: s.discount } : {}),
                  paymentStatus: current.paymentStatus,
                },
              });
              break;
            }
            case 'relocate':
              res = await inject('POST', `${R}/${id}/relocate`, { apartmentId: where(s.other), ...(s.choice ? { priceChoice: s.choice } : {}) });
              break;
            case 'pay':
              res = await inject('POST', `${R}/${id}/payments`, { amount: s.amount, method: s.method });
              break;
            case 'refund':
              res = await inject('POST', `${R}/${id}/payments`, { amount: s.amount, method: s.method, kind: 'refund' });
              break;
            case 'kaucja':
              res = await inject('POST', `${R}/${id}/payments`, { amount: s.amount, method: 'cash', kind: s.back ? 'security_deposit_return' : 'security_deposit' });
              break;
            case 'status':
              res = await inject('PATCH', `${R}/${id}/payment_status`, { paymentStatus: s.value, method: s.method });
              break;
            case 'cancel':
              res = await inject('POST', `${R}/${id}/cancel`, { ...(s.fee ? { cancellationFee: s.fee } : {}), refundMethod: s.method });
              if (res.statusCode === 200) expect(res.json().data.attributes.balance).toBe(0);
              break;
            case 'restore':
              res = await inject('POST', `${R}/${id}/restore`, {});
              break;
            case 'noShow':
              res = await inject('POST', `${R}/${id}/no_show`, {});
              break;
          }
          // a refusal is a 409 or a 422 with a Polish message, never anything else
          if (res.statusCode >= 400) {
            expect([409, 422]).toContain(res.statusCode);
            expect(res.json().message).toMatch(/[a-ząćęłńóśźż]/i);
          }
          current = await checkMoney(id, apartments, guest);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  },
  Math.max(120_000, RUNS * 10_000),
);
