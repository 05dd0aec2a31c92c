import type { Database, Queryable } from '../../db/database';
import { withinApartments, type ApartmentScope } from '../../lib/scope';

/** The period and the apartments a report covers: [from, to) as 'yyyy-MM-dd', whole months. */
export interface ReportRange {
  accountId: string;
  apartments: ApartmentScope;
  apartmentId: string | null;
  from: string;
  to: string;
}

const params = (r: ReportRange) => [r.accountId, r.apartments, r.apartmentId, r.from, r.to];

// The apartments in the report ($1 account, $2 a co-host's apartments or null, $3 the one chosen or null), and
// their monthly sums for the months of the period [$4, $5). The sums are kept by the reservations' trigger (migration
// 910): cancelled stays and no-shows sell no nights; stays imported from a channel's calendar (kind 'channel',
// without a price here) fill nights but sell none; each night counts at its own price (migration 940; spread evenly
// when the stay keeps no nights' prices); the bill's other lines (fees, tourist tax, extras, discount, a cancelled
// stay's fee) count in the check-in month (other_revenue, migration 983).
const SCOPE = `
  apts as (
    select a.id from apartments a
     where a.account_id = $1 and ${withinApartments('a.id', '$2')} and ($3::uuid is null or a.id = $3::uuid)
  ),
  sums as (
    select rm.* from report_months rm
     where rm.account_id = $1 and rm.apartment_id in (select id from apts) and rm.month >= $4::date and rm.month < $5::date
  )`;

export interface MonthRow {
  month: string;
  reservations: number;
  cancellations: number;
  nights_sold: number;
  nights_occupied: number;
  /** what the guests pay, per their bills: the nights of the month and the other lines of the stays checking in */
  revenue: string;
  /** the nights' share of it (ADR and RevPAR) */
  nights_revenue: string;
  nights_available: number;
  nights_blocked: number;
  apartment_count: number;
}

/**
 * Per month of the period: reservations and cancellations by check-in month; nights sold, blocked, and the nights'
 * revenue by the month each night falls in, plus the bills' other lines by check-in month; the apartments' nights.
 */
export async function monthFigures(db: Queryable, range: ReportRange): Promise<MonthRow[]> {
  return db.query<MonthRow>(
    `with ${SCOPE},
     months as (
       select m::date as start, (m + interval '1 month')::date as stop
         from generate_series($4::date, $5::date - 1, interval '1 month') m
     ),
     totals as (
       select s.month, sum(s.reservations) as reservations, sum(s.cancellations) as cancellations, sum(s.nights_sold) as sold,
              sum(s.nights_occupied) as occupied, sum(s.revenue) as nights_revenue, sum(s.other_revenue) as other_revenue, sum(s.nights_blocked) as blocked
         from sums s group by s.month
     ),
     apartment_count as (select count(*)::int as n from apts)
     select to_char(m.start, 'YYYY-MM') as month,
            coalesce(t.reservations, 0)::int as reservations,
            coalesce(t.cancellations, 0)::int as cancellations,
            coalesce(t.sold, 0)::int as nights_sold,
            coalesce(t.occupied, 0)::int as nights_occupied,
            round(coalesce(t.nights_revenue, 0) + coalesce(t.other_revenue, 0), 4)::text as revenue,
            round(coalesce(t.nights_revenue, 0), 4)::text as nights_revenue,
            ((m.stop - m.start) * c.n)::int as nights_available,
            coalesce(t.blocked, 0)::int as nights_blocked,
            c.n as apartment_count
       from months m cross join apartment_count c
       left join totals t on t.month = m.start
      order by m.start`,
    params(range),
  );
}

export interface SourceRow {
  month: string;
  source: string;
  reservations: number;
}

/** Reservations (not cancelled) by check-in month and source (trimmed, lower case; '' for none). */
export async function sourceFigures(db: Queryable, range: ReportRange): Promise<SourceRow[]> {
  return db.query<SourceRow>(
    `with apts as (
       select a.id from apartments a
        where a.account_id = $1 and ${withinApartments('a.id', '$2')} and ($3::uuid is null or a.id = $3::uuid)
     )
     select to_char(s.month, 'YYYY-MM') as month, s.source, sum(s.reservations)::int as reservations
       from report_month_sources s
      where s.account_id = $1 and s.apartment_id in (select id from apts) and s.month >= $4::date and s.month < $5::date
      group by s.month, s.source having sum(s.reservations) > 0
      order by 1, 2`,
    params(range),
  );
}

export interface WeekdayRow {
  weekday: number;
  nights_sold: number;
  revenue: string;
}

/** Nights sold and their revenue by weekday (0 = Monday) within the period. */
export async function weekdayFigures(db: Queryable, range: ReportRange): Promise<WeekdayRow[]> {
  return db.query<WeekdayRow>(
    `with ${SCOPE},
     by_weekday as (
       select u.i - 1 as weekday, sum(u.n) as n, sum(u.r) as r
         from sums s cross join lateral unnest(s.weekday_nights, s.weekday_revenue) with ordinality as u(n, r, i)
        group by u.i
     )
     select d.weekday, coalesce(w.n, 0)::int as nights_sold, round(coalesce(w.r, 0), 4)::text as revenue
       from generate_series(0, 6) as d(weekday) left join by_weekday w on w.weekday = d.weekday
      order by d.weekday`,
    params(range),
  );
}

/** Whether the apartment is one the user may report on (the account's, and for a co-host shared with them). */
export async function apartmentVisible(db: Queryable, accountId: string, apartments: ApartmentScope, apartmentId: string): Promise<boolean> {
  const rows = await db.query('select 1 from apartments a where a.account_id = $1 and a.id = $3 and ' + withinApartments('a.id', '$2'), [
    accountId,
    apartments,
    apartmentId,
  ]);
  return rows.length > 0;
}

/**
 * Runs a report's queries with PostgreSQL's JIT off: generate_series' default row estimate (1,000) makes the
 * planner price these queries in the millions and compile them, which cost 3.8 s of a 5.8 s report over 100,000
 * stays, for queries that run in a fraction of a second.
 */
export function withoutJit<T>(db: Queryable, run: (db: Queryable) => Promise<T>): Promise<T> {
  const database = db as Partial<Database>;
  if (typeof database.transaction !== 'function') return run(db);
  return database.transaction(async (tx) => {
    await tx.query('set local jit = off');
    return run(tx);
  });
}

/** The apartments of the account (the owner's occupancy counts them all). */
export async function countApartments(db: Queryable, accountId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from apartments where account_id = $1', [accountId]);
  return row.n;
}
