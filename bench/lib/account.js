// The account the calendar and price list benchmarks measure: 1,000 apartments in 100 listings, each with rates,
// a year of day prices from this week's Monday and 100 stays (every tenth a block, every tenth cancelled) around
// today, 100,000 in all, seeded once into a schema of its own and signed in.
const path = require('node:path');
const { dist } = require('./api');

const APARTMENTS = 1000;
const PER_APARTMENT = 100;

const iso = (d) => d.toISOString().slice(0, 10);
/** This week's Monday moved by `offsetDays`, yyyy-MM-dd (UTC). */
function monday(offsetDays = 0) {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + offsetDays - ((d.getUTCDay() + 6) % 7));
  return iso(d);
}
const shift = (day, n) => iso(new Date(Date.parse(day) + n * 86_400_000));
/** yyyy-MM-dd → dd.MM.yyyy, as the screens write days. */
const polish = (day) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

async function seed(db, { email, passwordHash }) {
  const { migrate } = require(path.join(dist, 'db', 'migrate.js'));
  const { createAccount } = require(path.join(dist, 'db', 'seed', 'index.js'));
  await db.query('create extension if not exists btree_gist with schema public');
  await db.query('create extension if not exists pg_trgm with schema public');
  await migrate(db);
  const accountId = await createAccount(db, { name: 'Benchmark', email, passwordHash });
  const started = Date.now();
  await db.query(
    `insert into accommodations (account_id, name, city, street, house_number)
     select $1, 'Obiekt ' || lpad(g::text, 3, '0'), (array['Gdańsk','Sopot','Kraków','Zakopane','Wrocław'])[1 + g % 5], 'Długa', g::text
       from generate_series(1, $2::int / 10) g`,
    [accountId, APARTMENTS],
  );
  await db.query(
    `insert into apartments (account_id, accommodation_id, position, name, guest_number)
     select $1, ac.id, s, 'Apartament ' || lpad(((row_number() over (order by ac.name, s)))::text, 4, '0'), 2 + s % 4
       from accommodations ac cross join generate_series(0, 9) s where ac.account_id = $1`,
    [accountId],
  );
  await db.query(
    `insert into apartment_prices (account_id, apartment_id, position, guest_count, base_price)
     select $1, a.id, t.p, t.guests, 150 + t.p * 100 from apartments a cross join (values (0, 2), (1, 4), (2, 6)) t(p, guests) where a.account_id = $1`,
    [accountId],
  );
  // a year of day prices from this week's Monday: dearer at weekends
  await db.query(
    `insert into day_prices (apartment_id, day, account_id, price_1_2, price_3_4, price_5)
     select a.id, d::date, $1, 200 + (extract(isodow from d) >= 5)::int * 60, 300, 400
       from apartments a, generate_series($2::date, $2::date + 364, interval '1 day') d where a.account_id = $1`,
    [accountId, monday()],
  );
  // 100 stays per apartment, one per 7-day slot around today (every tenth a block, every tenth cancelled)
  await db.query(
    `with a as (select id, row_number() over (order by name) as n from apartments where account_id = $1),
          s as (select a.id as apartment_id, a.n, k, ($3::date - 350 + k * 7 + ((a.n + k) % 3)::int) as from_date, 1 + ((a.n * 7 + k) % 4)::int as nights
                  from a cross join generate_series(0, $2::int - 1) k)
     insert into reservations (account_id, apartment_id, kind, from_date, to_date, status, payment_status, full_name, price_per_night, total_price, source, comments)
     select $1, s.apartment_id, case when (s.n + s.k) % 10 = 3 then 'block' else 'reservation' end, s.from_date, s.from_date + s.nights,
            case when (s.n + s.k) % 10 = 7 then 'canceled' when (s.n + s.k) % 10 = 5 then 'new' else 'confirmed' end,
            (array['paid','partly_paid','unpaid'])[1 + ((s.n * 3 + s.k) % 3)::int],
            (array['Jan Kowalski','Anna Nowak','Piotr Wiśniewski','Maria Wójcik','Tomasz Kamiński','Ewa Lewandowska'])[1 + ((s.n + s.k * 5) % 6)::int],
            200, 200 * s.nights, (array['booking','airbnb','website','phone','email'])[1 + ((s.n + s.k * 7) % 5)::int],
            case when (s.n + s.k) % 10 = 3 then 'Remont' else '' end
       from s`,
    [accountId, PER_APARTMENT, monday()],
  );
  for (const table of ['reservations', 'apartments', 'day_prices', 'apartment_prices', 'accommodations']) await db.query(`vacuum analyze ${table}`);
  const [{ count }] = await db.query(`select count(*)::int as count from reservations where account_id = $1`, [accountId]);
  console.log(`seeded ${APARTMENTS} apartments, ${count} reservations and blocks, a year of day prices in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return accountId;
}

/**
 * The seeded account in `schema` (dropped and seeded again unless `reuse`; a reused schema gets the migrations it
 * lacks), with a pool of `pool` connections and a session of its user.
 */
async function prepareAccount({ url, schema, pool, reuse }, { email, password }) {
  const { openPostgres } = require(path.join(dist, 'db', 'postgres.js'));
  const { hashPassword } = require(path.join(dist, 'lib', 'passwords.js'));
  const admin = await openPostgres(url, {});
  if (!reuse) await admin.query(`drop schema if exists "${schema}" cascade`);
  await admin.close();
  const db = await openPostgres(url, { schema, max: pool });
  const existing = await db.query(`select to_regclass('reservations') as t`);
  let accountId;
  if (existing[0].t) {
    [{ account_id: accountId }] = await db.query('select account_id from users where email = $1', [email]);
    const { migrate } = require(path.join(dist, 'db', 'migrate.js'));
    const applied = await migrate(db);
    console.log(`reusing the seeded schema${applied.length ? ` (migrations applied now: ${applied.join(', ')})` : ''}`);
  } else {
    accountId = await seed(db, { email, passwordHash: await hashPassword(password) });
  }
  const [{ id: userId }] = await db.query('select id from users where account_id = $1', [accountId]);
  const { openSession } = require(path.join(dist, 'modules', 'session', 'service.js'));
  const token = await openSession(db, userId);
  const scope = { accountId, userId, sessionId: '', owner: true, permissions: [], apartmentIds: null };
  return { db, accountId, userId, token, scope };
}

module.exports = { APARTMENTS, monday, shift, polish, prepareAccount };
