import { addDays, todayInPoland } from '@gospodarz/contracts';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { openSession } from '../session';

jest.setTimeout(120_000);

let api: TestApi;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let stranger: Awaited<ReturnType<typeof signedInOwner>>;
let morski: string;
let wawel: string;
let foreign: string;
beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api);
  stranger = await signedInOwner(api);
  morski = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski', rates: [[2, '200'], [4, '300'], [6, '400']] });
  wawel = await createApartment(api.db, owner.accountId, { name: 'Studio Wawel', rates: [[2, '150']] });
  foreign = await createApartment(api.db, stranger.accountId, { name: 'Cudzy', rates: [[2, '100']] });
});
afterAll(async () => {
  await api.close();
});

type Who = { auth: Record<string, string> };
function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: { who?: Who; payload?: unknown; query?: Record<string, string> } = {}) {
  return api.app.inject({ method, url: `/api/v1/householder/${url}`, headers: (options.who ?? owner).auth, payload: options.payload as object, query: options.query });
}

const RULE = {
  name: 'Sezon letni',
  color: 'green',
  stayLonger: true,
  stayLongerDiscount: 10,
  stayLongerWeeks: 1,
  weekdays: { saturday: { type: 'raise', unit: 'amount', value: 50.5 } },
  cancellation: 'mediumStrict',
};

describe('rule sets', () => {
  it('creates a rule with the defaults for what is left out, and reads it back', async () => {
    const res = await call('POST', 'price_rules', { payload: { priceRule: RULE } });
    expect(res.statusCode).toBe(201);
    const { id, attributes } = res.json().data;
    expect(attributes).toMatchObject({
      name: 'Sezon letni',
      color: 'green',
      lastMinute: false,
      lastMinuteDays: 5,
      firstMinuteDays: 60,
      stayLonger: true,
      stayLongerDiscount: 10,
      stayLongerWeeks: 1,
      capacityDays: null,
      child: null,
      stayLimitsMin: 1,
      stayLimitsMax: 30,
      cancellation: 'mediumStrict',
      futureDays: 0,
    });
    expect(attributes.weekdays.saturday).toEqual({ type: 'raise', unit: 'amount', value: 50.5 });
    expect(attributes.weekdays.monday).toEqual({ type: 'none', unit: 'percent', value: 0 });
    expect((await call('GET', `price_rules/${id}`)).json().data.attributes.name).toBe('Sezon letni');
    expect((await call('GET', 'price_rules')).json().data.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('changes only the fields sent', async () => {
    const { id } = (await call('POST', 'price_rules', { payload: RULE })).json().data;
    const res = await call('PATCH', `price_rules/${id}`, { payload: { priceRule: { stayLimitsMax: 60, weekdays: { sunday: { type: 'discount', unit: 'percent', value: 5 } } } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ name: 'Sezon letni', stayLimitsMax: 60, stayLongerDiscount: 10 });
    expect(res.json().data.attributes.weekdays).toMatchObject({
      saturday: { type: 'raise', unit: 'amount', value: 50.5 },
      sunday: { type: 'discount', unit: 'percent', value: 5 },
    });
    await call('PATCH', `price_rules/${id}`, { payload: { capacityDays: 90, child: 3, teen: 12 } });
    const cleared = await call('PATCH', `price_rules/${id}`, { payload: { capacityDays: null, child: 0 } });
    expect(cleared.json().data.attributes).toMatchObject({ capacityDays: null, child: 0, teen: 12 });
  });

  it('refuses, in Polish on each field, percentages outside 0-100, negative amounts and min above max', async () => {
    const res = await call('POST', 'price_rules', {
      payload: { name: 'Zła', lastMinuteDiscount: 120, stayLimitsMin: 0, color: 'black', lastMinuteDays: 7 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      lastMinuteDiscount: ['Podaj procent: liczbę całkowitą od 0 do 100'],
      stayLimitsMin: ['Podaj liczbę dób od 1 do 365'],
      color: ['Wybierz kolor'],
      lastMinuteDays: ['Wybierz 5, 4 lub 3 dni'],
    });
    const crossed = await call('POST', 'price_rules', {
      payload: {
        name: ' ',
        stayLimitsMin: 10,
        stayLimitsMax: 5,
        weekdays: { monday: { type: 'raise', unit: 'percent', value: 150 }, friday: { type: 'discount', unit: 'amount', value: -5 } },
      },
    });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().errors).toEqual({
      name: ['Pole jest wymagane'],
      stayLimitsMax: ['Maksymalna liczba dób nie może być mniejsza niż minimalna'],
      'weekdays.monday.value': ['Podaj procent: liczbę całkowitą od 0 do 100'],
      'weekdays.friday.value': ['Podaj kwotę nie mniejszą niż 0, z najwyżej dwoma miejscami po przecinku'],
    });
  });

  it('answers 404 for another account’s rule', async () => {
    const { id } = (await call('POST', 'price_rules', { payload: RULE, who: stranger })).json().data;
    expect((await call('GET', `price_rules/${id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `price_rules/${id}`, { payload: { name: 'Moja' } })).statusCode).toBe(404);
    expect((await call('DELETE', `price_rules/${id}`)).statusCode).toBe(404);
    expect((await call('GET', 'price_rules')).json().data.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it('refuses to delete a rule carried by future days without a replacement, and moves them to the replacement', async () => {
    const old = (await call('POST', 'price_rules', { payload: { name: 'Stara' } })).json().data.id;
    const replacement = (await call('POST', 'price_rules', { payload: { name: 'Nowa' } })).json().data.id;
    const from = addDays(todayInPoland(), 10);
    const to = addDays(from, 4);
    expect((await call('PUT', 'prices', { payload: { apartmentIds: [wawel], from, to, prices: { '1-2': 180 }, ruleId: old } })).statusCode).toBe(200);
    expect((await call('GET', `price_rules/${old}`)).json().data.attributes.futureDays).toBe(5);

    const refused = await call('DELETE', `price_rules/${old}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Reguła jest przypisana do 5 przyszłych dni cennika. Wybierz regułę, która ją zastąpi.');
    const strangersRule = (await call('POST', 'price_rules', { payload: { name: 'Obca' }, who: stranger })).json().data.id;
    expect((await call('DELETE', `price_rules/${old}`, { query: { replacementRuleId: strangersRule } })).statusCode).toBe(404);

    expect((await call('DELETE', `price_rules/${old}`, { query: { replacementRuleId: replacement } })).statusCode).toBe(204);
    expect((await call('GET', `price_rules/${old}`)).statusCode).toBe(404);
    const window = (await call('GET', 'prices', { query: { from, to, apartmentIds: wawel } })).json().data[0].attributes;
    expect(window.ruleIds).toEqual(Array(5).fill(replacement));
    expect(window.prices['1-2'][0]).toBe(180);
  });
});

describe('the price list', () => {
  it('answers every apartment × day: own prices where priced, else the rates, with the rule and availability', async () => {
    const rule = (await call('POST', 'price_rules', { payload: { name: 'Weekend', color: 'red' } })).json().data.id;
    const put = await call('PUT', 'prices', {
      payload: { apartmentIds: [morski, wawel], from: '2031-07-04', to: '2031-07-05', prices: { '1-2': 450.5, '3-4': 520, '5+': null }, ruleId: rule },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toEqual({ apartmentIds: [morski, wawel], from: '2031-07-04', to: '2031-07-05', days: 4 });
    await api.db.query(
      `insert into reservations (account_id, apartment_id, kind, from_date, to_date, full_name) values
         ($1, $2, 'reservation', '2031-07-02', '2031-07-04', 'Jan Kowalski'),
         ($1, $2, 'block', '2031-07-05', '2031-07-06', ''),
         ($1, $2, 'reservation', '2031-07-06', '2031-07-07', 'Odwołana')`,
      [owner.accountId, morski],
    );
    await api.db.query(`update reservations set status = 'canceled' where full_name = 'Odwołana'`);

    const res = await call('GET', 'prices', { query: { from: '2031-07-03', to: '2031-07-06', apartmentIds: `${morski}|${wawel}` } });
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json().data;
    expect(res.json().meta).toEqual({ days: ['2031-07-03', '2031-07-04', '2031-07-05', '2031-07-06'] });
    expect(first.id).toBe(morski);
    expect(first.attributes).toMatchObject({
      apartmentId: morski,
      name: 'Apartament Morski',
      accommodationName: 'Obiekt Apartament Morski',
      currency: 'PLN',
      smartPricing: false,
      rates: { '1-2': 200, '3-4': 300, '5+': 400 },
    });
    // day by day over meta.days: 3 Jul the rates and a reservation, 4-5 Jul priced under the rule (5 Jul blocked), 6 Jul
    // the rates again (the reservation there is cancelled)
    expect(first.attributes).toMatchObject({
      prices: { '1-2': [200, 450.5, 450.5, 200], '3-4': [300, 520, 520, 300], '5+': [400, 400, 400, 400] },
      priced: [false, true, true, false],
      ruleIds: [null, rule, rule, null],
      availability: ['reserved', 'available', 'blocked', 'available'],
    });
    // one rate row, for two: every tier falls back to it
    expect(second.attributes.rates).toEqual({ '1-2': 150, '3-4': 150, '5+': 150 });
  });

  it('pages by apartments and leaves out other accounts’ apartments', async () => {
    const page = await call('GET', 'prices', { query: { from: '2031-07-01', to: '2031-07-20', perPage: '1', page: '2' } });
    expect(page.json().pagination).toEqual({ page: 2, perPage: 1, pages: 2, count: 2 });
    expect(page.json().data.map((a: { id: string }) => a.id)).toEqual([wawel]);
    expect(page.json().meta.days).toHaveLength(20);
    expect(page.json().data[0].attributes.availability).toHaveLength(20);
    const theirs = await call('GET', 'prices', { query: { from: '2031-07-01', to: '2031-07-20', apartmentIds: foreign } });
    expect(theirs.json()).toMatchObject({ data: [], pagination: { page: 1, perPage: 50, pages: 1, count: 0 } });
  });

  it('checks the window and the range', async () => {
    const backwards = await call('GET', 'prices', { query: { from: '2031-07-10', to: '2031-07-01' } });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ to: ['Data końcowa nie może być wcześniejsza niż początkowa'] });
    const missing = await call('GET', 'prices', { query: { from: '2031-02-30' } });
    expect(missing.json().errors).toEqual({ from: ['Podaj poprawną datę'], to: ['Pole jest wymagane'] });
    const tooLong = await call('GET', 'prices', { query: { from: '2031-01-01', to: '2031-12-31' } });
    expect(tooLong.json().errors).toEqual({ to: ['Okno cennika może obejmować najwyżej 93 dni'] });
    const badPrice = await call('PUT', 'prices', { payload: { apartmentIds: [morski], from: '2031-07-01', to: '2031-07-02', prices: { '1-2': 10.555, '3-4': -1 } } });
    expect(badPrice.statusCode).toBe(422);
    expect(badPrice.json().errors).toEqual({ '3-4': ['Podaj kwotę nie mniejszą niż 0'] });
    const threeDecimals = await call('PUT', 'prices', { payload: { apartmentIds: [morski], from: '2031-07-01', to: '2031-07-02', prices: { '1-2': 10.555 } } });
    expect(threeDecimals.json().errors).toEqual({ 'prices.1-2': ['Podaj kwotę od 0 do 1 000 000 z najwyżej dwoma miejscami po przecinku'] });
    const none = await call('PUT', 'prices', { payload: { from: '2031-07-01', to: '2031-07-02' } });
    expect(none.json().errors).toEqual({ apartmentIds: ['Wybierz apartamenty'] });
  });

  it('answers 404 for another account’s apartment or rule, and writes nothing', async () => {
    const theirs = await call('PUT', 'prices', { payload: { apartmentIds: [morski, foreign], from: '2031-08-01', to: '2031-08-02', prices: { '1-2': 1 } } });
    expect(theirs.statusCode).toBe(404);
    const strangersRule = (await call('POST', 'price_rules', { payload: { name: 'Obca' }, who: stranger })).json().data.id;
    const rule = await call('PUT', 'prices', { payload: { apartmentId: morski, from: '2031-08-01', to: '2031-08-02', ruleId: strangersRule } });
    expect(rule.statusCode).toBe(404);
    const { priced } = (await call('GET', 'prices', { query: { from: '2031-08-01', to: '2031-08-02', apartmentId: morski } })).json().data[0].attributes;
    expect(priced).toEqual([false, false]);
  });

  it('forgets the days written with no price and no rule', async () => {
    await call('PUT', 'prices', { payload: { apartmentId: wawel, from: '2031-09-01', to: '2031-09-03', prices: { '1-2': 99 } } });
    await call('PUT', 'prices', { payload: { apartmentId: wawel, from: '2031-09-02', to: '2031-09-03', prices: {}, ruleId: null } });
    const { prices } = (await call('GET', 'prices', { query: { from: '2031-09-01', to: '2031-09-03', apartmentId: wawel } })).json().data[0].attributes;
    expect(prices['1-2']).toEqual([99, 150, 150]);
  });

  it('answers a window read before a change with the change (windows are kept only until the account changes)', async () => {
    const read = async () => (await call('GET', 'prices', { query: { from: '2031-10-01', to: '2031-10-03', apartmentId: morski } })).json().data[0].attributes;
    expect((await read()).prices['1-2']).toEqual([200, 200, 200]);
    expect((await read()).availability).toEqual(['available', 'available', 'available']);
    await call('PUT', 'prices', { payload: { apartmentId: morski, from: '2031-10-02', to: '2031-10-02', prices: { '1-2': 333 } } });
    expect((await read()).prices['1-2']).toEqual([200, 333, 200]);
    const booked = await api.app.inject({
      method: 'POST',
      url: '/api/v1/householder/reservations',
      headers: owner.auth,
      payload: { reservation: { apartmentId: morski, from: '2031-10-03', to: '2031-10-05', fullName: 'Ewa Cennikowa', pricePerNight: 250 } },
    });
    expect(booked.statusCode).toBe(201);
    expect((await read()).availability).toEqual(['available', 'available', 'reserved']);
  });

  it('is refused to a co-host without the reservations permission', async () => {
    const [{ id: userId }] = await api.db.query<{ id: string }>(
      `insert into users (account_id, email, password_hash, owner, permissions) values ($1, $2, null, false, '{clients}') returning id`,
      [owner.accountId, `cohost-${Date.now()}@example.pl`],
    );
    const who = { auth: { authorization: `Bearer ${await openSession(api.db, userId)}` } };
    expect((await call('GET', 'prices', { who, query: { from: '2031-07-01', to: '2031-07-02' } })).statusCode).toBe(403);
    expect((await call('GET', 'price_rules', { who })).statusCode).toBe(403);
    expect((await call('GET', 'quotes', { who, query: { apartmentId: morski, from: '2031-07-01', to: '2031-07-02' } })).statusCode).toBe(403);
  });
});

describe('the quote from the engine', () => {
  it('books 8 nights under a 10% longer-stay rule: the breakdown, the total and the cancellation schedule', async () => {
    const rule = (await call('POST', 'price_rules', { payload: { ...RULE, name: 'Tydzień' } })).json().data.id;
    // Mon 3 – Mon 10 Nov 2031 at 300 for 1-2 persons under the rule; Tue 11 unpriced (rate 200)
    await call('PUT', 'prices', { payload: { apartmentIds: [morski], from: '2031-11-03', to: '2031-11-10', prices: { '1-2': 300 }, ruleId: rule } });
    const res = await call('GET', 'quotes', {
      query: { apartmentId: morski, from: '2031-11-03', to: '2031-11-11', adults: '2', bookedOn: '2031-10-01', breakdown: 'true' },
    });
    expect(res.statusCode).toBe(200);
    const quote = res.json().data.attributes;
    // Mon–Fri and Sun: 6 × (300 − 30) = 1620; Sat 8 Nov: 300 + 50,50 = 350,50 − 35,05 = 315,45; Mon 10 Nov: 270; 2205,45
    expect(quote).toMatchObject({ guests: 2, nights: 8, totalPrice: 2205.45, pricePerNight: 275.68, currency: 'PLN' });
    const { breakdown } = quote;
    expect(breakdown).toMatchObject({ tier: '1-2', persons: 2, bookedOn: '2031-10-01', ruleId: rule, total: 2205.45 });
    expect(breakdown.nightly[5]).toEqual({
      date: '2031-11-08',
      tier: '1-2',
      ruleId: rule,
      source: 'day',
      base: 300,
      adjustments: [
        { kind: 'weekday', ruleId: rule, label: 'Sobota: +50,50 zł', amount: 50.5 },
        { kind: 'stayLonger', ruleId: rule, label: 'Dłuższy pobyt −10%', amount: -35.05 },
      ],
      price: 315.45,
    });
    expect(breakdown.applied.map((n: { kind: string }) => n.kind)).toEqual(['stayLonger', 'weekday']);
    // mediumStrict: full refund until 5 days before arrival (29 Oct), then half
    expect(breakdown.cancellation).toEqual({
      policy: 'mediumStrict',
      label: 'Umiarkowana: pełny zwrot do 5 dni przed przyjazdem, potem 50%',
      schedule: [
        { until: '2031-10-29', refundPercent: 100, refund: 2205.45 },
        { until: null, refundPercent: 50, refund: 1102.73 },
      ],
      text: 'Do 29.10.2031: zwrot 100%, potem 50%',
    });
  });

  it('refuses a stay beyond the rule’s limits with the limit in the message', async () => {
    const rule = (await call('POST', 'price_rules', { payload: { name: 'Min 3', stayLimitsMin: 3, stayLimitsMax: 10 } })).json().data.id;
    await call('PUT', 'prices', { payload: { apartmentIds: [wawel], from: '2031-12-01', to: '2031-12-31', ruleId: rule } });
    const short = await call('GET', 'quotes', { query: { apartmentId: wawel, from: '2031-12-01', to: '2031-12-03' } });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ message: 'Minimalny pobyt w tym terminie to 3 doby.', errors: { to: ['Minimalny pobyt w tym terminie to 3 doby.'] } });
    const long = await call('GET', 'quotes', { query: { apartmentId: wawel, from: '2031-12-01', to: '2031-12-12' } });
    expect(long.json().message).toBe('Maksymalny pobyt w tym terminie to 10 dób.');
  });

  it('takes the children’s ages and answers 404 for another account’s apartment', async () => {
    const ages = await call('GET', 'quotes', { query: { apartmentId: morski, from: '2032-01-05', to: '2032-01-06', adults: '2', children: '1', childrenAges: '4|5' } });
    expect(ages.json().errors).toEqual({ childrenAges: ['Podaj wiek każdego dziecka (1), od 0 do 17 lat'] });
    const theirs = await call('GET', 'quotes', { query: { apartmentId: foreign, from: '2032-01-05', to: '2032-01-06' } });
    expect(theirs.statusCode).toBe(404);
  });
});
