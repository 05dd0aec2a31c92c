import type {} from '../../plugins/jobs'; // app.jobs
import { addDays, todayInPoland } from '@gospodarz/contracts';
import { createApartment } from '../../test/fixtures';
import { signedInOwner, startTestApi, type TestApi } from '../../test/harness';
import { followReservations, planOrders } from './generator';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(async () => {
  await api.close();
});

type Owner = Awaited<ReturnType<typeof signedInOwner>>;
const today = todayInPoland();
const day = (n: number) => addDays(today, n);

async function call(owner: Owner, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return api.app.inject({ method, url: `/api/v1${url}`, headers: owner.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function provider(owner: Owner, kind = 'cleaning'): Promise<string> {
  const res = await call(owner, 'POST', '/householder/service_providers', {
    service_provider: {
      providerType: 'company',
      name: 'Czysty Dom',
      email: 'biuro@czystydom.pl',
      phoneNumber: '600-100-200',
      street: 'Długa',
      houseNumber: '1',
      flatNumber: '2',
      postalCode: '80-001',
      city: 'Gdańsk',
      nip: '526-000-12-46',
      servicesPerformed: [kind],
      standardPriceListsAttributes: [{ name: 'Sprzątanie po pobycie', grossAmount: '150,00', currency: 'PLN', durationMinutes: 120 }],
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

async function cooperation(owner: Owner, providerId: string, sharing: Record<string, unknown>, apartments: string[]): Promise<string> {
  const created = await call(owner, 'POST', '/householder/cooperations', { cooperation: { service_provider_id: providerId, servicePerformed: 'cleaning', message: 'Zapraszamy' } });
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id;
  const shared = await call(owner, 'PUT', `/householder/cooperations/${id}`, { cooperation: { startDate: today, apartments, ...sharing } });
  expect(shared.statusCode).toBe(200);
  return id;
}

async function reserve(owner: Owner, apartmentId: string, from: string, to: string): Promise<string> {
  const res = await call(owner, 'POST', '/householder/reservations', { reservation: { apartmentId, from, to, fullName: 'Jan Gość', email: 'jan@example.pl', pricePerNight: 200, adults: 2 } });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

interface Order {
  service_date: string;
  status: string;
  same_day_turnover: boolean;
  window_until: string | null;
  out_of_window: boolean;
  price_amount: string | null;
  id: string;
  local_time: string;
}

async function orders(cooperationId: string): Promise<Order[]> {
  return api.db.query<Order>(
    `select id, service_date::text, status, same_day_turnover, window_until::text, out_of_window, price_amount::text,
            to_char(service_at at time zone 'Europe/Warsaw', 'HH24:MI') as local_time
       from cooperation_orders where cooperation_id = $1 order by service_date`,
    [cooperationId],
  );
}

describe('after-check-out orders', () => {
  it('plan an order on each check-out, at the check-out hour, priced from the price list, and mark a same-day turnover', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Morski' });
    await reserve(owner, apartment, day(10), day(13));
    await reserve(owner, apartment, day(13), day(15));
    const id = await cooperation(owner, await provider(owner), { afterCheckOut: true }, [apartment]);
    const planned = await orders(id);
    expect(planned.map((o) => [o.service_date, o.status, o.same_day_turnover, o.price_amount, o.local_time])).toEqual([
      [day(13), 'planned', true, '150.00', '11:00'],
      [day(15), 'planned', false, '150.00', '11:00'],
    ]);
    expect(planned[0].window_until).not.toBeNull();
    expect(planned[1].window_until).toBeNull();
  });

  it("follow a reservation's move and cancellation, leaving orders in progress alone", async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Leśny' });
    const first = await reserve(owner, apartment, day(20), day(22));
    const second = await reserve(owner, apartment, day(24), day(26));
    const id = await cooperation(owner, await provider(owner), { afterCheckOut: true }, [apartment]);
    expect((await orders(id)).map((o) => o.service_date)).toEqual([day(22), day(26)]);

    // moved two days later: the old day's order is canceled, the new day gets one
    const moved = await call(owner, 'PATCH', `/householder/reservations/${second}`, { reservation: { from: day(26), to: day(28) } });
    expect(moved.statusCode).toBe(200);
    await followReservations(api.db);
    expect((await orders(id)).map((o) => [o.service_date, o.status])).toEqual([
      [day(22), 'planned'],
      [day(26), 'canceled'],
      [day(28), 'planned'],
    ]);

    // moved back: the canceled order comes back instead of a second one for the day
    await call(owner, 'PATCH', `/householder/reservations/${second}`, { reservation: { from: day(24), to: day(26) } });
    await followReservations(api.db);
    expect((await orders(id)).map((o) => [o.service_date, o.status])).toEqual([
      [day(22), 'planned'],
      [day(26), 'planned'],
      [day(28), 'canceled'],
    ]);

    // the first order is under way; its reservation is then canceled: the order stays as it is
    const [firstOrder] = await orders(id);
    expect((await call(owner, 'PUT', `/householder/cooperation_orders/${firstOrder.id}`, { cooperationOrder: { attributes: { status: 'in_progress' } } })).statusCode).toBe(200);
    expect((await call(owner, 'POST', `/householder/reservations/${first}/cancel`)).statusCode).toBe(200);
    expect((await call(owner, 'POST', `/householder/reservations/${second}/cancel`)).statusCode).toBe(200);
    await followReservations(api.db);
    expect((await orders(id)).map((o) => [o.service_date, o.status])).toEqual([
      [day(22), 'in_progress'],
      [day(26), 'canceled'],
      [day(28), 'canceled'],
    ]);
  });

  it('keep an order the host moved by hand on its new time, flagged when it no longer fits before the next arrival', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Słoneczny' });
    await reserve(owner, apartment, day(30), day(32));
    const next = await reserve(owner, apartment, day(35), day(37));
    const id = await cooperation(owner, await provider(owner), { afterCheckOut: true }, [apartment]);
    const [order] = await orders(id);
    const move = await call(owner, 'PUT', `/householder/cooperation_orders/${order.id}`, { cooperationOrder: { attributes: { serviceDate: `${day(34)} 10:30` } } });
    expect(move.statusCode).toBe(200);
    expect(move.json().data.attributes.outOfWindow).toBe(false);

    // the next guests now arrive a day before the moved cleaning
    await call(owner, 'PATCH', `/householder/reservations/${next}`, { reservation: { from: day(33), to: day(37) } });
    await followReservations(api.db);
    const [after] = await orders(id);
    expect(after).toMatchObject({ service_date: day(32), status: 'planned', out_of_window: true, local_time: '10:30' });
  });

  it('refuses a time off the half hour with a Polish message', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Cichy' });
    await reserve(owner, apartment, day(40), day(42));
    const id = await cooperation(owner, await provider(owner), { afterCheckOut: true }, [apartment]);
    const [order] = await orders(id);
    const res = await call(owner, 'PUT', `/householder/cooperation_orders/${order.id}`, { cooperationOrder: { attributes: { serviceDate: `${day(42)} 10:15` } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.serviceDate[0]).toMatch(/wpół do/);
  });
});

describe('recurring orders', () => {
  it('plan 90 days ahead, every local day at the same hour', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Codzienny' });
    const id = await cooperation(owner, await provider(owner), { everyDay: true }, [apartment]);
    const planned = await orders(id);
    expect(planned).toHaveLength(91);
    expect(planned[0].service_date).toBe(today);
    expect(planned[90].service_date).toBe(day(90));
    expect(new Set(planned.map((o) => o.local_time))).toEqual(new Set(['11:00']));
  });

  it('duplicate nothing when the generator runs twice at once, and cancel the days a new schedule no longer has', async () => {
    const owner = await signedInOwner(api);
    const apartments = [await createApartment(api.db, owner.accountId, { name: 'Tygodniowy 1' }), await createApartment(api.db, owner.accountId, { name: 'Tygodniowy 2' })];
    const id = await cooperation(owner, await provider(owner), { numberOfDays: 7, dayOfTheWeek: 1 }, apartments);
    await Promise.all([planOrders(api.db), planOrders(api.db), planOrders(api.db, { cooperationId: id }), followReservations(api.db)]);
    const [{ count, distinct }] = await api.db.query<{ count: number; distinct: number }>(
      `select count(*)::int as count, count(distinct (apartment_id, service_date))::int as distinct from cooperation_orders where cooperation_id = $1`,
      [id],
    );
    expect(count).toBe(distinct);
    expect(count).toBeGreaterThanOrEqual(2 * 12);
    const mondays = await api.db.query<{ dow: number }>(`select distinct extract(isodow from service_date)::int as dow from cooperation_orders where cooperation_id = $1`, [id]);
    expect(mondays).toEqual([{ dow: 1 }]);

    // now every two weeks on Friday, from today: the Mondays still planned are canceled
    expect((await call(owner, 'PUT', `/householder/cooperations/${id}`, { cooperation: { startDate: today, numberOfDays: 14, dayOfTheWeek: 5, apartments } })).statusCode).toBe(200);
    const live = await api.db.query<{ dow: number }>(`select distinct extract(isodow from service_date)::int as dow from cooperation_orders where cooperation_id = $1 and status = 'planned'`, [id]);
    expect(live).toEqual([{ dow: 5 }]);
  });
});

describe('ending a cooperation', () => {
  it('cancels only its future planned orders: past ones and those under way or done stay', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Koniec' });
    const id = await cooperation(owner, await provider(owner), { numberOfDays: 3 }, [apartment]);
    const [{ id: past }] = await api.db.query<{ id: string }>(
      `insert into cooperation_orders (account_id, cooperation_id, apartment_id, service_date, service_at, source)
       values ($1, $2, $3, current_date - 5, now() - interval '5 days', 'schedule') returning id`,
      [owner.accountId, id, apartment],
    );
    const future = await orders(id);
    const done = future.find((o) => o.service_date === day(3))!;
    await call(owner, 'PUT', `/householder/cooperation_orders/${done.id}`, { cooperationOrder: { attributes: { status: 'completed' } } });

    expect((await call(owner, 'DELETE', `/householder/cooperations/${id}`)).statusCode).toBe(204);
    const after = await api.db.query<{ id: string; status: string; service_date: string }>(
      'select id, status, service_date::text from cooperation_orders where cooperation_id = $1',
      [id],
    );
    const status = new Map(after.map((o) => [o.id, o.status]));
    expect(status.get(past)).toBe('planned');
    expect(status.get(done.id)).toBe('completed');
    const laterOnes = after.filter((o) => o.id !== done.id && o.service_date > today);
    expect(laterOnes.length).toBeGreaterThan(20);
    expect(laterOnes.every((o) => o.status === 'canceled')).toBe(true);

    // the nightly run plans nothing more for it
    await planOrders(api.db);
    expect((await api.db.query("select 1 from cooperation_orders where cooperation_id = $1 and status = 'planned' and service_date >= current_date", [id])).length).toBe(0);
  });
});

describe('the work schedule', () => {
  it('lists orders 15 a page by Warsaw days with the spec’s fields, and records who changed what', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Lista', street: 'Morska', city: 'Sopot' });
    const id = await cooperation(owner, await provider(owner), { everyDay: true }, [apartment]);
    const us = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
    const res = await call(owner, 'GET', `/householder/cooperation_orders?serviceDateFrom=${us(day(1))}&serviceDateTo=${us(day(20))}&statuses=planned&page=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 2, perPage: 15, pages: 2, count: 20 });
    expect(body.data).toHaveLength(5);
    expect(body.data[0].attributes).toMatchObject({
      status: 'planned',
      accommodation: { name: 'Obiekt Lista', street: 'Morska 1', city: 'Sopot' },
      cooperation: { id, servicePerformed: 'cleaning' },
      serviceProvider: { name: 'Czysty Dom' },
    });

    const orderId = body.data[0].id;
    await call(owner, 'PUT', `/householder/cooperation_orders/${orderId}`, { cooperationOrder: { attributes: { status: 'rejected' } } });
    const one = await call(owner, 'GET', `/householder/cooperation_orders/${orderId}`);
    const history = one.json().data.attributes.history;
    expect(history.map((e: { status: string; actor: string }) => [e.status, e.actor])).toEqual([
      ['planned', 'system'],
      ['rejected', 'user'],
    ]);

    const other = await signedInOwner(api);
    expect((await call(other, 'GET', `/householder/cooperation_orders/${orderId}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/householder/cooperation_orders')).json().data).toEqual([]);
  });
});

describe('the job runner', () => {
  it('follows changed reservations and plans the horizon through the jobs orders.follow and orders.plan', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Zadania' });
    const id = await cooperation(owner, await provider(owner), { afterCheckOut: true }, [apartment]);
    await reserve(owner, apartment, day(50), day(53));
    expect(await orders(id)).toEqual([]);
    await api.app.jobs.send('orders.follow', {});
    await api.app.jobs.runDue('orders.follow');
    expect((await orders(id)).map((o) => o.service_date)).toEqual([day(53)]);

    await api.db.query("delete from cooperation_orders where cooperation_id = $1", [id]);
    await api.app.jobs.send('orders.plan', {});
    await api.app.jobs.runDue('orders.plan');
    expect((await orders(id)).map((o) => o.service_date)).toEqual([day(53)]);
  });
});

describe('the calendar', () => {
  it('shows each order as a task marker on its Warsaw day in the window request', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Kalendarz' });
    await reserve(owner, apartment, day(3), day(5));
    const id = await cooperation(owner, await provider(owner), { afterCheckOut: true }, [apartment]);
    const [order] = await orders(id);
    const res = await call(owner, 'GET', `/householder/calendar?from=${day(0)}&days=14`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.tasks).toEqual([{ id: order.id, kind: 'cleaning', apartmentId: apartment, day: day(5), label: 'Sprzątanie 11:00 · Czysty Dom', status: 'planned' }]);

    // the window is kept in memory; an order's change, through the API or straight in the database, is in the next one
    expect((await call(owner, 'PUT', `/householder/cooperation_orders/${order.id}`, { cooperationOrder: { attributes: { status: 'in_progress' } } })).statusCode).toBe(200);
    const moved = await call(owner, 'GET', `/householder/calendar?from=${day(0)}&days=14`);
    expect(moved.json().data.attributes.tasks).toMatchObject([{ id: order.id, status: 'in_progress' }]);
    await api.db.query("update service_providers set name = 'Lśniący Dom' where account_id = $1", [owner.accountId]);
    // every change committed before this barrier has reached the API's change feed
    await api.app.changes.sync((payload) => api.db.query("select pg_notify('gospodarz_changes', $1)", [payload]));
    const renamed = await call(owner, 'GET', `/householder/calendar?from=${day(0)}&days=14`);
    expect(renamed.json().data.attributes.tasks[0].label).toBe('Sprzątanie 11:00 · Lśniący Dom');
  });
});
