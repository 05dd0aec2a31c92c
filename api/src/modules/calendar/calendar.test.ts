import { gunzipSync } from 'node:zlib';
import { addDays, todayInPoland } from '@gospodarz/contracts';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';

jest.setTimeout(120_000);

let api: TestApi;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let stranger: Awaited<ReturnType<typeof signedInOwner>>;
let morski: string;
let wawel: string;
let bez: string;
let foreign: string;

beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api);
  stranger = await signedInOwner(api);
  morski = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski', rates: [[2, '200'], [4, '300']] });
  wawel = await createApartment(api.db, owner.accountId, { name: 'Studio Wawel', rates: [[2, '150']] });
  bez = await createApartment(api.db, owner.accountId, { name: 'Bez cennika' });
  foreign = await createApartment(api.db, stranger.accountId, { name: 'Cudzy', rates: [[2, '100']] });
  await api.db.query(`update apartments set guest_number = 4 where id = $1`, [morski]);
});
afterAll(async () => {
  await api.close();
});

type Who = { auth: Record<string, string> };
function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: { who?: Who; payload?: unknown; query?: Record<string, string> } = {}) {
  return api.app.inject({ method, url: `/api/v1/householder/${url}`, headers: (options.who ?? owner).auth, payload: options.payload as object, query: options.query });
}

async function reserve(apartmentId: string, from: string, to: string, extra: Record<string, unknown> = {}) {
  const res = await call('POST', 'reservations', { payload: { reservation: { apartmentId, from, to, fullName: 'Jan Kowalski', source: 'booking', ...extra } } });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

const windowOf = async (query: Record<string, string>, who?: Who) => {
  const res = await call('GET', 'calendar', { query, who });
  expect(res.statusCode).toBe(200);
  return res.json().data.attributes;
};

describe('the window', () => {
  beforeAll(async () => {
    await reserve(morski, '2030-01-20', '2030-01-27');
    await reserve(morski, '2030-01-31', '2030-02-02', { fullName: 'Anna Nowak', paymentStatus: 'paid' });
    await reserve(morski, '2030-02-13', '2030-02-20');
    await reserve(wawel, '2030-02-15', '2030-02-18');
    await call('PUT', 'prices', { payload: { apartmentIds: [morski], from: '2030-02-01', to: '2030-02-01', prices: { '1-2': 450 } } });
    const block = await call('POST', 'blocks', { payload: { block: { apartmentIds: [wawel], from: '2030-01-30', to: '2030-02-03', reason: 'Remont' } } });
    expect(block.statusCode).toBe(201);
  });

  it('answers 21 days across a month boundary, with the stays that start before or end after it', async () => {
    const w = await windowOf({ from: '2030-01-25' });
    expect(w.days).toHaveLength(21);
    expect(w.days[0]).toBe('2030-01-25');
    expect(w.days[7]).toBe('2030-02-01');
    expect(w.days[20]).toBe('2030-02-14');
    expect(w.apartments.map((a: { name: string }) => a.name)).toEqual(['Apartament Morski', 'Studio Wawel', 'Bez cennika']);
    const stays = w.stays.filter((s: { apartmentId: string }) => s.apartmentId === morski).map((s: { from: string; to: string }) => `${s.from}/${s.to}`);
    expect(stays).toEqual(['2030-01-20/2030-01-27', '2030-01-31/2030-02-02', '2030-02-13/2030-02-20']);
    // Studio Wawel's stay begins the day after the window
    expect(w.stays.some((s: { apartmentId: string }) => s.apartmentId === wawel)).toBe(false);
    expect(w.stays[1]).toMatchObject({ fullName: 'Anna Nowak', paymentStatus: 'paid', source: 'booking', pricePerNight: 200, totalPrice: 400, grandTotal: 400, balance: 0 });
    expect(w.blocks).toEqual([{ id: expect.any(String), apartmentId: wawel, from: '2030-01-30', to: '2030-02-03', reason: 'Remont' }]);
  });

  it('prices each day for 1-2 persons and colours it: available, no price, sold out, closed', async () => {
    const w = await windowOf({ from: '2030-01-25' });
    const [m, s, b] = w.apartments;
    expect(m.prices[0]).toBe(200);
    expect(m.prices[7]).toBe(450);
    // 25 and 26 January taken, the 27th (check-out day) free
    expect(m.states.slice(0, 4)).toEqual(['soldOut', 'soldOut', 'available', 'available']);
    expect(m.states.slice(6, 8)).toEqual(['soldOut', 'soldOut']);
    expect(s.states.slice(4, 10)).toEqual(['available', 'closed', 'closed', 'closed', 'closed', 'available']);
    expect(b.prices.every((p: unknown) => p === null)).toBe(true);
    expect(b.states.every((state: string) => state === 'noPrice')).toBe(true);
    expect(w.tasks).toEqual([]);
  });

  it('sends the window gzip-compressed to a client that takes gzip (every browser), the same JSON when unpacked', async () => {
    const url = '/api/v1/householder/calendar?from=2030-01-25';
    const plain = await api.app.inject({ method: 'GET', url, headers: owner.auth });
    const packed = await api.app.inject({ method: 'GET', url, headers: { ...owner.auth, 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'accept-encoding', 'content-type': 'application/json; charset=utf-8' });
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
    // gzip refused (q=0): plain JSON
    const refused = await api.app.inject({ method: 'GET', url, headers: { ...owner.auth, 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('filters apartments by id and by status, and refuses a window longer than 62 days', async () => {
    expect((await windowOf({ from: '2030-01-25', apartmentIds: `${wawel}|${foreign}` })).apartments.map((a: { id: string }) => a.id)).toEqual([wawel]);
    const blocked = await windowOf({ from: '2030-01-25', statuses: 'blocked' });
    expect(blocked.apartments.map((a: { id: string }) => a.id)).toEqual([wawel]);
    expect(blocked.stays).toEqual([]);
    const reserved = await windowOf({ from: '2030-01-25', statuses: 'reserved|blocked' });
    expect(reserved.apartments.map((a: { id: string }) => a.id)).toEqual([morski, wawel]);
    expect((await call('GET', 'calendar', { query: { from: '2030-01-25', days: '63' } })).statusCode).toBe(422);
    expect((await call('GET', 'calendar', { query: { from: '2030-02-30' } })).statusCode).toBe(422);
  });

  it('warns of an unpaid arrival within three days, not of a paid one or one further away', async () => {
    const today = todayInPoland();
    const unpaid = await reserve(bez, addDays(today, 2), addDays(today, 4), { pricePerNight: '100' });
    await reserve(bez, addDays(today, 5), addDays(today, 6), { pricePerNight: '100' });
    await reserve(bez, addDays(today, 1), addDays(today, 2), { pricePerNight: '100', paymentStatus: 'paid' });
    const w = await windowOf({ from: today });
    expect(w.warnings).toEqual([
      { kind: 'unpaidArrival', apartmentId: bez, day: addDays(today, 2), reservationId: unpaid, message: 'Nieopłacona rezerwacja: przyjazd za 2 dni' },
    ]);
  });

  it('answers a window again after a change of the account: a block, a day price, a moved stay', async () => {
    const before = await windowOf({ from: '2030-06-03' });
    expect(before.blocks).toEqual([]);
    await call('POST', 'blocks', { payload: { apartmentIds: [bez], from: '2030-06-04', to: '2030-06-06' } });
    await call('PUT', 'prices', { payload: { apartmentIds: [wawel], from: '2030-06-03', to: '2030-06-03', prices: { '1-2': 999 } } });
    const after = await windowOf({ from: '2030-06-03' });
    expect(after.blocks.map((b: { apartmentId: string }) => b.apartmentId)).toEqual([bez]);
    expect(after.apartments.find((a: { id: string }) => a.id === wawel).prices[0]).toBe(999);
    const stay = await reserve(morski, '2030-06-10', '2030-06-12');
    await windowOf({ from: '2030-06-03' });
    expect((await call('PATCH', `reservations/${stay}`, { payload: { reservation: { apartmentId: wawel, from: '2030-06-11', to: '2030-06-13', priceChoice: 'keep' } } })).statusCode).toBe(200);
    const moved = (await windowOf({ from: '2030-06-03' })).stays.find((s: { id: string }) => s.id === stay);
    expect(moved).toMatchObject({ apartmentId: wawel, from: '2030-06-11', to: '2030-06-13' });
  });

  it('shows what a guest pays for a night with the day’s rule, the base and the rule beside it, and follows a change of the rule', async () => {
    const none = { type: 'none', unit: 'percent', value: 0 };
    const weekdays = (saturday: Record<string, unknown>) => ({ monday: none, tuesday: none, wednesday: none, thursday: none, friday: none, saturday, sunday: none });
    const rule = await call('POST', 'price_rules', { payload: { priceRule: { name: 'Weekend', weekdays: weekdays({ type: 'raise', unit: 'amount', value: 40.5 }) } } });
    expect(rule.statusCode).toBe(201);
    const ruleId = rule.json().data.id;
    // Fri 07.03 – Sun 09.03.2031 at 300,00 zł with the rule; Saturday is 40,50 zł dearer
    expect((await call('PUT', 'prices', { payload: { apartmentIds: [wawel], from: '2031-03-07', to: '2031-03-09', prices: { '1-2': 300 }, ruleId } })).statusCode).toBe(200);
    const before = (await windowOf({ from: '2031-03-07', days: '3' })).apartments.find((a: { id: string }) => a.id === wawel);
    expect(before.prices).toEqual([300, 340.5, 300]);
    expect(before.priceNotes).toEqual([null, 'Cena bazowa 300,00 zł, reguła „Weekend”: Sobota +40,50 zł', null]);
    // the rule changed: the kept window is dropped
    expect((await call('PATCH', `price_rules/${ruleId}`, { payload: { priceRule: { weekdays: weekdays({ type: 'raise', unit: 'percent', value: 10 }) } } })).statusCode).toBe(200);
    const after = (await windowOf({ from: '2031-03-07', days: '3' })).apartments.find((a: { id: string }) => a.id === wawel);
    expect(after.prices).toEqual([300, 330, 300]);
    expect(after.priceNotes[1]).toBe('Cena bazowa 300,00 zł, reguła „Weekend”: Sobota +10%');
  });

  it('shows another account nothing of this one', async () => {
    const w = await windowOf({ from: '2030-01-25' }, stranger);
    expect(w.apartments.map((a: { id: string }) => a.id)).toEqual([foreign]);
    expect(w.stays).toEqual([]);
    expect(w.blocks).toEqual([]);
  });
});

describe('blocks', () => {
  it('refuses a block over a stay, and a stay over a block, with the Polish message', async () => {
    await reserve(morski, '2031-03-10', '2031-03-12');
    const overStay = await call('POST', 'blocks', { payload: { apartmentIds: [morski], from: '2031-03-11', to: '2031-03-14' } });
    expect(overStay.statusCode).toBe(409);
    expect(overStay.json().message).toBe('Apartament Apartament Morski jest już zajęty w tym terminie.');
    // check-out day and the next check-in share a day
    expect((await call('POST', 'blocks', { payload: { apartmentIds: [morski], from: '2031-03-12', to: '2031-03-14' } })).statusCode).toBe(201);
    const overBlock = await call('POST', 'reservations', { payload: { reservation: { apartmentId: morski, from: '2031-03-13', to: '2031-03-15', fullName: 'Ewa' } } });
    expect(overBlock.statusCode).toBe(409);
    expect(overBlock.json().message).toBe('Apartament jest już zajęty w tym terminie.');
  });

  it('blocks several apartments at once, or none of them, naming those that clash', async () => {
    await reserve(wawel, '2031-05-02', '2031-05-04');
    const refused = await call('POST', 'blocks', { payload: { block: { apartmentIds: [morski, wawel, bez], from: '2031-05-01', to: '2031-05-05', reason: 'Przegląd' } } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Apartament Studio Wawel jest już zajęty w tym terminie.');
    const [{ n }] = await api.db.query<{ n: number }>(`select count(*)::int as n from reservations where kind = 'block' and from_date = '2031-05-01'`);
    expect(n).toBe(0);
    const created = await call('POST', 'blocks', { payload: { block: { apartmentIds: [morski, bez], from: '2031-05-01', to: '2031-05-05', reason: 'Przegląd' } } });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.map((b: { attributes: { apartmentName: string } }) => b.attributes.apartmentName)).toEqual(['Apartament Morski', 'Bez cennika']);
  });

  it('edits and removes a block; another account’s block answers 404', async () => {
    const [block] = (await call('POST', 'blocks', { payload: { apartmentIds: [bez], from: '2031-07-01', to: '2031-07-03' } })).json().data;
    const moved = await call('PATCH', `blocks/${block.id}`, { payload: { block: { from: '2031-07-02', to: '2031-07-06', reason: 'Malowanie', apartmentId: wawel } } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.attributes).toMatchObject({ apartmentId: wawel, from: '2031-07-02', to: '2031-07-06', reason: 'Malowanie' });
    expect((await call('GET', `blocks/${block.id}`, { who: stranger })).statusCode).toBe(404);
    expect((await call('PATCH', `blocks/${block.id}`, { who: stranger, payload: { reason: 'x' } })).statusCode).toBe(404);
    expect((await call('DELETE', `blocks/${block.id}`, { who: stranger })).statusCode).toBe(404);
    expect((await call('POST', 'blocks', { who: stranger, payload: { apartmentIds: [morski], from: '2031-08-01', to: '2031-08-02' } })).statusCode).toBe(422);
    // a reservation is not a block
    const stay = await reserve(bez, '2031-09-01', '2031-09-02', { pricePerNight: '100' });
    expect((await call('DELETE', `blocks/${stay}`)).statusCode).toBe(404);
    expect((await call('DELETE', `blocks/${block.id}`)).statusCode).toBe(204);
    expect((await call('GET', `blocks/${block.id}`)).statusCode).toBe(404);
  });

  it('refuses a backwards range and a missing apartment with field messages', async () => {
    const res = await call('POST', 'blocks', { payload: { from: '2031-07-05', to: '2031-07-01' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.apartmentIds).toEqual(['Wybierz apartamenty']);
    const backwards = await call('POST', 'blocks', { payload: { apartmentIds: [bez], from: '2031-07-05', to: '2031-07-01' } });
    expect(backwards.json().errors.to).toEqual(['Data końcowa musi być późniejsza niż początkowa']);
  });
});

describe('availability search', () => {
  it('lists the free apartments taking the party, with the engine’s quote', async () => {
    await reserve(wawel, '2032-04-05', '2032-04-07');
    // Morski free (rate 200 for 2 persons), Wawel taken, Bez cennika free without a price
    const res = await call('GET', 'calendar/availability', { query: { from: '2032-04-04', to: '2032-04-07', adults: '2' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((d: { attributes: unknown }) => d.attributes)).toEqual([
      { apartmentId: morski, name: 'Apartament Morski', accommodationName: 'Obiekt Apartament Morski', guestNumber: 4, nights: 3, pricePerNight: 200, totalPrice: 600, cleaningFee: 0, touristTax: 0, grandTotal: 600, currency: 'PLN', message: null },
      {
        apartmentId: bez,
        name: 'Bez cennika',
        accommodationName: 'Obiekt Bez cennika',
        guestNumber: 2,
        nights: 3,
        pricePerNight: null,
        totalPrice: null,
        cleaningFee: 0,
        touristTax: 0,
        grandTotal: null,
        currency: 'PLN',
        message: 'Apartament nie ma jeszcze cennika. Podaj cenę za dobę.',
      },
    ]);
    // four guests: only Morski takes them, at its rate for 3-4
    const four = await call('GET', 'calendar/availability', { query: { from: '2032-04-07', to: '2032-04-09', adults: '3', children: '1' } });
    expect(four.json().data.map((d: { attributes: { name: string; totalPrice: number } }) => [d.attributes.name, d.attributes.totalPrice])).toEqual([['Apartament Morski', 600]]);
    expect((await call('GET', 'calendar/availability', { query: { from: '2032-04-07', to: '2032-04-07' } })).statusCode).toBe(422);
  });
});
