import type { Queryable } from '../db/database';
import { notify, reservationCreatedNotice } from '../modules/notifications';
import { DEMO_CO_HOST_EMAIL } from './demoCoHost';

// Guests of the past two years (the demo's five regular clients are seeded with the listings).
const GUESTS = [
  ['Agnieszka Lewandowska', 'Warszawa'],
  ['Michał Zieliński', 'Kraków'],
  ['Joanna Szymańska', 'Łódź'],
  ['Paweł Woźniak', 'Poznań'],
  ['Magdalena Dąbrowska', 'Wrocław'],
  ['Krzysztof Kozłowski', 'Gdynia'],
  ['Aleksandra Jankowska', 'Lublin'],
  ['Marcin Mazur', 'Katowice'],
  ['Natalia Kwiatkowska', 'Szczecin'],
  ['Łukasz Krawczyk', 'Bydgoszcz'],
  ['Zuzanna Piotrowska', 'Białystok'],
  ['Hans Müller', 'Berlin'],
  ['Emma Johnson', 'London'],
  ['Ivan Petrenko', 'Kyiv'],
] as const;

// Most stays come through Booking.com and Airbnb, a sixth through the own website, the rest by phone or e-mail.
const SOURCES: Array<[string, number]> = [
  ['booking', 0.42],
  ['airbnb', 0.28],
  ['website', 0.17],
  ['phone', 0.08],
  ['email', 0.05],
];

/** Season by month (0 = January): how dear a night is, and how full the apartments are. */
const SEASON = [
  { price: 0.85, busy: 0.45 },
  { price: 0.9, busy: 0.55 }, // winter holidays
  { price: 0.85, busy: 0.45 },
  { price: 0.95, busy: 0.55 },
  { price: 1.05, busy: 0.7 }, // long May weekend
  { price: 1.15, busy: 0.8 },
  { price: 1.45, busy: 0.95 },
  { price: 1.45, busy: 0.95 },
  { price: 1.1, busy: 0.75 },
  { price: 0.95, busy: 0.6 },
  { price: 0.85, busy: 0.4 },
  { price: 1.1, busy: 0.6 }, // Christmas and New Year
];

/** A fixed pseudo-random sequence (mulberry32), so that every demo shows the same two years. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: () => number, weighted: Array<[T, number]>): T {
  let r = rand();
  for (const [value, weight] of weighted) {
    r -= weight;
    if (r < 0) return value;
  }
  return weighted[weighted.length - 1][0];
}

const HISTORY_DAYS = 755;
/** The history ends before the demo's near stays (from 20 days ago; the calendar seed fills the coming weeks) begin. */
const HISTORY_END = -21;

/**
 * Two years of stays behind the demo's apartments, so that the reports and the desktop's statistics draw a believable
 * picture on first start: busier and dearer in summer, at Christmas and on the May weekend, from several sources, with
 * cancellations and a blocked week each February. Then the reception (the demo's co-host) books three stays, which
 * rings the owner's bell through the notifications module, as any booking by someone else does.
 */
export async function seedDemoStays(db: Queryable, accountId: string): Promise<void> {
  const rand = random(20261123);
  const apartments = await db.query<{ id: string; name: string; address: string; price: string }>(
    `select a.id, a.name, concat_ws(', ', l.street || ' ' || l.house_number, l.city) as address,
            coalesce((select p.base_price from apartment_prices p where p.apartment_id = a.id order by p.position limit 1), 300)::text as price
       from apartments a join accommodations l on l.id = a.accommodation_id
      where a.account_id = $1 order by l.name, a.position`,
    [accountId],
  );
  const clientIds: string[] = [];
  for (const [index, [fullName, city]] of GUESTS.entries()) {
    const [{ id }] = await db.query<{ id: string }>(
      `insert into clients (account_id, full_name, email, phone_number, address) values ($1, $2, $3, $4, $5) returning id`,
      [accountId, fullName, `gosc${index + 1}@example.pl`, `+486${String(10_000_000 + index * 7_654_321).slice(0, 8)}`, city],
    );
    clientIds.push(id);
  }
  const today = new Date();
  const dayOf = (offset: number) => new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset));
  const rows: unknown[][] = [];
  for (const apartment of apartments) {
    const base = Number(apartment.price);
    for (const [start, end] of [[-HISTORY_DAYS, HISTORY_END]]) {
      let offset = start + Math.floor(rand() * 3);
      while (offset < end) {
        const date = dayOf(offset);
        const season = SEASON[date.getUTCMonth()];
        // a blocked week each February (repairs, the owner's own stay)
        if (date.getUTCMonth() === 1 && date.getUTCDate() >= 8 && date.getUTCDate() <= 10 && offset < HISTORY_END) {
          rows.push([apartment, 'block', offset, 7, 'confirmed', 'paid', '', null, 0]);
          offset += 7 + 1;
          continue;
        }
        if (rand() > season.busy) {
          offset += 1 + Math.floor(rand() * 4);
          continue;
        }
        const nights = Math.min(end - offset, 2 + Math.floor(rand() * (season.busy > 0.9 ? 7 : 4)));
        if (nights < 1) break;
        const weekend = date.getUTCDay() === 5 || date.getUTCDay() === 6 ? 1.1 : 1;
        const price = Math.round((base * season.price * weekend * (0.95 + rand() * 0.1)) / 5) * 5;
        const cancelled = rand() < 0.07;
        rows.push([apartment, 'reservation', offset, nights, cancelled ? 'canceled' : 'confirmed', 'paid', pick(rand, SOURCES), Math.floor(rand() * GUESTS.length), price]);
        // a cancelled stay leaves its nights free for the next guest
        offset += (cancelled ? 0 : nights) + Math.floor(rand() * 2);
      }
    }
  }
  for (const [apartment, kind, offset, nights, status, payment, source, guest, price] of rows as Array<
    [(typeof apartments)[number], string, number, number, string, string, string, number | null, number]
  >) {
    const [fullName, city] = guest === null ? ['', ''] : GUESTS[guest];
    const lead = 5 + Math.floor(rand() * 60);
    await db.query(
      `insert into reservations (account_id, apartment_id, client_id, kind, from_date, to_date, status, payment_status, full_name, email,
         guest_address, adults, children, price_per_night, total_price, apartment_address, source, created_at)
       values ($1, $2, $3, $4, current_date + $5::int, current_date + $5::int + $6::int, $7, $8, $9, $10, $11, $12, $13,
               $14::numeric, $14::numeric * $6::int, $15, $16, least(now(), now() + ($5::int - $17::int) * interval '1 day'))
       on conflict do nothing`,
      [
        accountId,
        apartment.id,
        guest === null ? null : clientIds[guest],
        kind,
        offset,
        nights,
        status,
        payment,
        fullName,
        guest === null ? '' : `gosc${guest + 1}@example.pl`,
        city,
        kind === 'block' ? 0 : 1 + Math.floor(rand() * 2),
        kind === 'block' ? 0 : Math.floor(rand() * 1.6),
        price,
        apartment.address,
        source,
        lead,
      ],
    );
  }
  await receptionBookings(db, accountId, apartments, clientIds);
}

/** Three stays the reception booked this morning, each announced to the owner (the bell shows 3 unread). */
async function receptionBookings(
  db: Queryable,
  accountId: string,
  apartments: Array<{ id: string; name: string; address: string; price: string }>,
  clientIds: string[],
) {
  const [reception] = await db.query<{ id: string }>('select id from users where account_id = $1 and lower(email) = $2', [accountId, DEMO_CO_HOST_EMAIL]);
  const stays: Array<[apartment: number, offset: number, nights: number, guest: number]> = [
    [0, 57, 3, 11],
    [1, 58, 4, 12],
    [0, 45 + 20, 2, 13],
  ];
  for (const [index, offset, nights, guest] of stays) {
    const apartment = apartments[index];
    const [fullName, city] = GUESTS[guest];
    const from = await db.query<{ id: string; from_date: string; to_date: string }>(
      `insert into reservations (account_id, apartment_id, client_id, from_date, to_date, status, payment_status, full_name, guest_address, adults,
         price_per_night, total_price, apartment_address, source, created_at)
       select $1, $2, $9, current_date + $3::int, current_date + $3::int + $4::int, 'confirmed', 'unpaid', $5, $6, 2, $7::numeric, $7::numeric * $4::int, $8, 'phone',
              now() - interval '2 hours'
        where not exists (select 1 from reservations r where r.apartment_id = $2 and r.status not in ('canceled', 'no_show')
                            and r.stay && daterange(current_date + $3::int, current_date + $3::int + $4::int))
       returning id, to_char(from_date, 'YYYY-MM-DD') as from_date, to_char(to_date, 'YYYY-MM-DD') as to_date`,
      [accountId, apartment.id, offset, nights, fullName, city, apartment.price, apartment.address, clientIds[guest]],
    );
    if (!from[0] || !reception) continue;
    await notify(
      db,
      { accountId, userId: reception.id },
      reservationCreatedNotice({ id: from[0].id, apartmentId: apartment.id, apartmentName: apartment.name, fullName, from: from[0].from_date, to: from[0].to_date }),
    );
  }
}

/**
 * The listings' fees on the demo's stays, as the new-reservation form charges them: the cleaning fee once a stay, the
 * tourist tax per person and night (children free where the listing exempts them by age; the demo's stays give no
 * ages, so an exempting listing charges the adults). Blocks and cancelled stays are left as they are.
 */
export async function chargeListingFees(db: Queryable, accountId: string): Promise<void> {
  await db.query(
    `update reservations r
        set cleaning_fee = ac.cleaning_fee,
            tourist_tax = ac.tourist_tax * (r.adults + case when ac.tourist_tax_exempt_age is null then r.children else 0 end)
                          * (r.to_date - r.from_date)
       from apartments ap join accommodations ac on ac.id = ap.accommodation_id
      where r.account_id = $1 and r.kind = 'reservation' and r.status not in ('canceled') and ap.id = r.apartment_id
        and r.cleaning_fee = 0 and r.tourist_tax = 0`,
    [accountId],
  );
}
