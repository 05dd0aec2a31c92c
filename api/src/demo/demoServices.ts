import crypto from 'node:crypto';
import { addDays, todayInPoland } from '@gospodarz/contracts';
import type { Queryable } from '../db/database';
import { livePairs, planPairIn } from '../modules/orders';

/**
 * Usługi in the demo: a cleaning company, a laundry and a caterer with their price lists; two cooperations (cleaning
 * after each check-out in the two seaside apartments, weekly laundry on Mondays in every apartment), and a month of
 * orders: the past two weeks done (one rejected), the coming weeks planned, today's under way.
 */
const PROVIDERS = [
  {
    name: 'Czysty Apartament sp. z o.o.', kind: 'cleaning', email: 'zlecenia@czystyapartament.pl', phone: '583001122', street: 'Grunwaldzka', house: '82', flat: '4',
    postal: '80244', city: 'Gdańsk', nip: '5840001244',
    prices: [['Sprzątanie po wyjeździe gości', '160.00', 120], ['Sprzątanie generalne', '320.00', 240]],
  },
  {
    name: 'Pralnia Bryza', kind: 'washing', email: 'biuro@pralniabryza.pl', phone: '586002233', street: 'Portowa', house: '5', flat: '1',
    postal: '81350', city: 'Gdynia', nip: '5860001246',
    prices: [['Komplet pościeli i ręczników', '35.50', 60]],
  },
  {
    name: 'Smaki Pomorza Catering', kind: 'catering', email: 'kuchnia@smakipomorza.pl', phone: '587003344', street: 'Monte Cassino', house: '14', flat: '2',
    postal: '81767', city: 'Sopot', nip: '5850001243',
    prices: [['Śniadanie dla dwojga', '90.00', 30], ['Kolacja powitalna', '180.00', 45]],
  },
] as const;

async function provider(db: Queryable, accountId: string, p: (typeof PROVIDERS)[number]): Promise<{ id: string; price: readonly [string, string, number] }> {
  const [{ id }] = await db.query<{ id: string }>(
    `insert into service_providers (account_id, provider_type, name, email, phone_number, street, house_number, flat_number, postal_code, city, nip, services_performed)
     values ($1, 'company', $2, $3, $4, $5, $6, $7, $8, $9, $10, array[$11]) returning id`,
    [accountId, p.name, p.email, p.phone, p.street, p.house, p.flat, p.postal, p.city, p.nip, p.kind],
  );
  for (const [position, [name, amount, minutes]] of p.prices.entries()) {
    await db.query(
      `insert into service_provider_prices (account_id, service_provider_id, position, name, gross_amount, duration_minutes) values ($1, $2, $3, $4, $5, $6)`,
      [accountId, id, position, name, amount, minutes],
    );
  }
  return { id, price: p.prices[0] };
}

async function cooperation(
  db: Queryable,
  accountId: string,
  providerId: string,
  kind: string,
  price: readonly [string, string, number],
  sharing: { afterCheckOut: boolean; numberOfDays: number | null; dayOfTheWeek: number | null; startDate: string; message: string },
  apartmentIds: string[],
): Promise<string> {
  // the page link's token is not kept anywhere: the host sends a fresh link from the list ('Wyślij nowy link…')
  const tokenHash = crypto.createHash('sha256').update(crypto.randomBytes(32)).digest('hex');
  const [{ id }] = await db.query<{ id: string }>(
    `insert into cooperations (account_id, service_provider_id, service_performed, message, status, after_check_out, number_of_days, day_of_the_week,
                               start_date, price_name, price_amount, price_currency, page_token_hash, page_token_expires_at, accepted_at)
     values ($1, $2, $3, $4, 'accepted', $5, $6, $7, $8, $9, $10, 'PLN', $11, now() + interval '180 days', now()) returning id`,
    [accountId, providerId, kind, sharing.message, sharing.afterCheckOut, sharing.numberOfDays, sharing.dayOfTheWeek, sharing.startDate, price[0], price[1], tokenHash],
  );
  for (const apartmentId of apartmentIds) {
    await db.query('insert into cooperation_apartments (cooperation_id, apartment_id, account_id) values ($1, $2, $3)', [id, apartmentId, accountId]);
  }
  return id;
}

export async function seedDemoServices(db: Queryable, accountId: string): Promise<void> {
  const apartments = await db.query<{ id: string; name: string }>('select id, name from apartments where account_id = $1 order by name', [accountId]);
  const seaside = apartments.filter((a) => a.name === 'Apartament Morski' || a.name === 'Apartament Bursztynowy').map((a) => a.id);
  const [cleaning, laundry] = [await provider(db, accountId, PROVIDERS[0]), await provider(db, accountId, PROVIDERS[1])];
  await provider(db, accountId, PROVIDERS[2]);

  const today = todayInPoland();
  const since = addDays(today, -14);
  await cooperation(db, accountId, cleaning.id, 'cleaning', cleaning.price, { afterCheckOut: true, numberOfDays: null, dayOfTheWeek: null, startDate: since, message: 'Sprzątanie po każdym wyjeździe gości, klucze w skrytce.' }, seaside);
  await cooperation(db, accountId, laundry.id, 'washing', laundry.price, { afterCheckOut: false, numberOfDays: 7, dayOfTheWeek: 1, startDate: since, message: 'Odbiór pościeli w poniedziałki.' }, apartments.map((a) => a.id));

  // planned from two weeks ago, as the generator would have done day by day
  for (const pair of await livePairs(db, { accountId })) await planPairIn(db, pair, since);

  // the past done by the providers, one refused; today's under way
  await db.query(
    `with done as (
       update cooperation_orders set status = 'completed', updated_at = now() where account_id = $1 and service_date < $2::date returning id, service_at)
     insert into cooperation_order_events (order_id, account_id, status, service_at, actor, note)
     select id, $1, 'completed', service_at, 'provider', 'Zakończone przez usługodawcę' from done`,
    [accountId, today],
  );
  await db.query(
    `with refused as (
       update cooperation_orders set status = 'rejected', rejection_reason = 'Brak wolnej ekipy w tym terminie', updated_at = now()
        where id = (select id from cooperation_orders where account_id = $1 and service_date < $2::date order by service_date desc limit 1) returning id, service_at)
     insert into cooperation_order_events (order_id, account_id, status, service_at, actor, note)
     select id, $1, 'rejected', service_at, 'provider', 'Odrzucone przez usługodawcę: Brak wolnej ekipy w tym terminie' from refused`,
    [accountId, today],
  );
  // today's order is under way, so its window has opened (the provider cannot finish one before it opens)
  await db.query(
    `update cooperation_orders set status = 'in_progress', service_at = least(service_at, now()), updated_at = now() where account_id = $1 and service_date = $2::date`,
    [accountId, today],
  );
}
