import type { Queryable } from '../../db/database';
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

// The apartments in the report ($1 account, $2 a co-host's apartments or null, $3 the one chosen or null), and the
// stays and blocks of those apartments that touch the period [$4, $5). Cancelled stays and no-shows sell no nights;
// stays imported from a channel's calendar (kind 'channel', without a price here) fill nights but sell none.
const SCOPE = `
  apts as (
    select a.id from apartments a
     where a.account_id = $1 and ${withinApartments('a.id', '$2')} and ($3::uuid is null or a.id = $3::uuid)
  ),
  stays as (
    select r.kind, r.status, r.from_date, r.to_date, r.total_price, r.source,
           (r.kind = 'reservation' and r.status not in ('canceled', 'no_show')) as sold,
           (r.kind in ('reservation', 'channel') and r.status not in ('canceled', 'no_show')) as occupied
      from reservations r
     where r.account_id = $1 and r.apartment_id in (select id from apts)
       and r.stay && daterange($4::date, $5::date)
  )`;

export interface MonthRow {
  month: string;
  reservations: number;
  cancellations: number;
  nights_sold: number;
  nights_occupied: number;
  revenue: string;
  nights_available: number;
  nights_blocked: number;
  apartment_count: number;
}

/**
 * Per month of the period: reservations and cancellations by check-in month; nights sold, blocked, and revenue by
 * the month each night falls in (a stay's price spread evenly over its nights); the apartments' nights.
 */
export async function monthFigures(db: Queryable, range: ReportRange): Promise<MonthRow[]> {
  return db.query<MonthRow>(
    `with ${SCOPE},
     months as (
       select m::date as start, (m + interval '1 month')::date as stop
         from generate_series($4::date, $5::date - 1, interval '1 month') m
     ),
     -- each stay with the one or few months it touches within the period (generated per stay, not joined to all)
     pieces as (
       select s.*, m.start, (m.start + interval '1 month')::date as stop
         from stays s
         cross join lateral (
           select gs::date as start
             from generate_series(date_trunc('month', greatest(s.from_date, $4::date)), date_trunc('month', least(s.to_date, $5::date) - 1), interval '1 month') gs
         ) m
     ),
     nights as (
       select p.start,
              sum(o.n) filter (where p.sold) as sold,
              sum(o.n) filter (where p.occupied) as occupied,
              sum(p.total_price * o.n / (p.to_date - p.from_date)) filter (where p.sold) as revenue,
              sum(o.n) filter (where p.kind = 'block' and p.status not in ('canceled', 'no_show')) as blocked
         from pieces p
         cross join lateral (select least(p.to_date, p.stop) - greatest(p.from_date, p.start) as n) o
        group by p.start
     ),
     arrivals as (
       select date_trunc('month', s.from_date)::date as start,
              count(*) filter (where s.sold) as reservations,
              count(*) filter (where s.kind = 'reservation' and s.status = 'canceled') as cancellations
         from stays s where s.from_date >= $4::date and s.from_date < $5::date
        group by 1
     ),
     apartment_count as (select count(*)::int as n from apts)
     select to_char(m.start, 'YYYY-MM') as month,
            coalesce(a.reservations, 0)::int as reservations,
            coalesce(a.cancellations, 0)::int as cancellations,
            coalesce(n.sold, 0)::int as nights_sold,
            coalesce(n.occupied, 0)::int as nights_occupied,
            round(coalesce(n.revenue, 0), 4)::text as revenue,
            ((m.stop - m.start) * c.n)::int as nights_available,
            coalesce(n.blocked, 0)::int as nights_blocked,
            c.n as apartment_count
       from months m cross join apartment_count c
       left join nights n on n.start = m.start
       left join arrivals a on a.start = m.start
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
    `with ${SCOPE}
     select to_char(date_trunc('month', s.from_date), 'YYYY-MM') as month, lower(trim(s.source)) as source, count(*)::int as reservations
       from stays s
      where s.sold and s.from_date >= $4::date and s.from_date < $5::date
      group by 1, 2 order by 1, 2`,
    params(range),
  );
}

export interface WeekdayRow {
  weekday: number;
  nights_sold: number;
  revenue: string;
}

/**
 * Nights sold and their revenue by weekday (0 = Monday) within the period. A stay of n nights from weekday w has
 * floor(n / 7) nights on each weekday, and one more on the n mod 7 weekdays from w on: counted, not listed night by
 * night, so that two years of stays stay cheap.
 */
export async function weekdayFigures(db: Queryable, range: ReportRange): Promise<WeekdayRow[]> {
  return db.query<WeekdayRow>(
    `with ${SCOPE},
     clipped as (
       select greatest(s.from_date, $4::date) as first, least(s.to_date, $5::date) as stop, s.total_price / (s.to_date - s.from_date) as per_night
         from stays s where s.sold
     ),
     counted as (
       select d.weekday, (c.stop - c.first) / 7 + case when (d.weekday - (extract(isodow from c.first)::int - 1) + 7) % 7 < (c.stop - c.first) % 7 then 1 else 0 end as n,
              c.per_night
         from clipped c cross join generate_series(0, 6) as d(weekday)
        where c.stop > c.first
     )
     select d.weekday, coalesce(sum(c.n), 0)::int as nights_sold, round(coalesce(sum(c.n * c.per_night), 0), 4)::text as revenue
       from generate_series(0, 6) as d(weekday) left join counted c on c.weekday = d.weekday
      group by d.weekday order by d.weekday`,
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
