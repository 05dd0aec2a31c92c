import type { Queryable } from '../db/database';

/**
 * The demo's calendar for the coming weeks: stays one after another in every apartment (a check-out and the next
 * check-in often on one day), two blocks, guests from all channels. Stays arriving within three days are paid, so the
 * one unpaid arrival in two days (from the domain seed) is the calendar's only warning.
 */
const GUESTS = [
  ['Agnieszka Zielińska', 'Kraków'],
  ['Michał Lewandowski', 'Warszawa'],
  ['Ewa Szymańska', 'Poznań'],
  ['Krzysztof Woźniak', 'Wrocław'],
  ['Magdalena Dąbrowska', 'Gdańsk'],
  ['Paweł Kozłowski', 'Łódź'],
  ['Joanna Jankowska', 'Lublin'],
  ['Marek Mazur', 'Szczecin'],
  ['Natalia Krawczyk', 'Katowice'],
  ['Hans Müller', 'Berlin'],
  ['Olga Piotrowska', 'Białystok'],
  ['Tomasz Grabowski', 'Toruń'],
  ['Karolina Pawlak', 'Rzeszów'],
  ['Emma Johnson', 'London'],
] as const;
const SOURCES = ['booking', 'airbnb', 'website', 'phone', 'booking', 'email', 'airbnb'];
const PAYMENTS = ['paid', 'partly_paid', 'unpaid', 'paid'];
// nights of consecutive stays and the free days after each, cycled per apartment
const NIGHTS = [3, 2, 4, 2, 5, 3, 2, 6, 3];
const GAPS = [0, 1, 0, 2, 0, 1, 3, 0];
const HORIZON_DAYS = 42;

// [apartment index (in listing order), days from today, nights, reason]
const BLOCKS: Array<[number, number, number, string]> = [
  [2, 17, 3, 'Malowanie ścian'],
  [1, 27, 4, 'Przegląd instalacji i wymiana pralki'],
];

const ACTIVE = `status not in ('canceled', 'no_show')`;

export async function seedDemoCalendar(db: Queryable, accountId: string): Promise<void> {
  const apartments = await db.query<{ id: string; address: string; price: string }>(
    `select a.id, l.street || ' ' || l.house_number || ', ' || l.city as address,
            (select base_price from apartment_prices p where p.apartment_id = a.id order by position limit 1) as price
       from apartments a join accommodations l on l.id = a.accommodation_id
      where a.account_id = $1 order by l.created_at, a.position`,
    [accountId],
  );
  for (const [index, offset, nights, reason] of BLOCKS) {
    await db.query(
      `insert into reservations (account_id, apartment_id, kind, from_date, to_date, comments)
       select $1, $2, 'block', current_date + $3::int, current_date + $3::int + $4::int, $5
        where not exists (select 1 from reservations where apartment_id = $2 and ${ACTIVE}
                            and stay && daterange(current_date + $3::int, current_date + $3::int + $4::int))`,
      [accountId, apartments[index].id, offset, nights, reason],
    );
  }

  let guest = 0;
  for (const [index, apartment] of apartments.entries()) {
    let day = index - 1;
    for (let n = 0; day < HORIZON_DAYS; n++) {
      const nights = NIGHTS[(n + index * 2) % NIGHTS.length];
      const [fullName, city] = GUESTS[guest % GUESTS.length];
      const email = `${fullName.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace('ł', 'l').replace(' ', '.')}@example.com`;
      // arrivals within three days are paid: the demo's one unpaid arrival stays the only warning
      const payment = day <= 3 ? 'paid' : PAYMENTS[guest % PAYMENTS.length];
      const placed = await db.query(
        `with client as (
           insert into clients (account_id, full_name, email, phone_number, address)
           select $1, $5::text, $6::text, $7::text, $8::text
            where not exists (select 1 from reservations where apartment_id = $2 and ${ACTIVE}
                                and stay && daterange(current_date + $3::int, current_date + $3::int + $4::int))
           returning id)
         insert into reservations (account_id, apartment_id, client_id, from_date, to_date, status, payment_status, full_name, email,
                                   phone_number, guest_address, adults, children, price_per_night, total_price, apartment_address, source, created_at)
         select $1, $2, client.id, current_date + $3::int, current_date + $3::int + $4::int, $9, $10, $5, $6, $7, $8, 2, $11,
                $12::numeric, $12::numeric * $4::int, $13, $14, now() - ($4::int + 10) * interval '1 day'
           from client
         returning id`,
        [
          accountId,
          apartment.id,
          day,
          nights,
          fullName,
          email,
          `+4860${String(1000000 + guest * 7919).slice(-7)}`,
          city,
          guest % 5 === 4 ? 'new' : 'confirmed',
          payment,
          guest % 3 === 0 ? 1 : 0,
          apartment.price,
          apartment.address,
          SOURCES[guest % SOURCES.length],
        ],
      );
      if (placed.length) guest += 1;
      day += nights + GAPS[(n + index) % GAPS.length];
    }
  }
}
