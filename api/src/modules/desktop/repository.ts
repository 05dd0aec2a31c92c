import type { Queryable } from '../../db/database';
import { withinApartments, type ApartmentScope } from '../../lib/scope';

const ACTIVE = `r.kind = 'reservation' and r.status not in ('canceled', 'no_show')`;
/** A stay of guests: a reservation here or one imported from a channel's calendar (arrivals, departures, the house). */
const GUESTS_STAY = `r.kind in ('reservation', 'channel') and r.status not in ('canceled', 'no_show')`;

export interface DeskReservationRow {
  id: string;
  full_name: string;
  apartment_name: string;
  from_date: string;
  to_date: string;
  guests: number;
  status: string;
  payment_status: string;
  /** the bill's total and payments less refunds (kept by the database: module folio) */
  grand_total: string;
  paid: string;
  currency: string;
  deposit: string;
  deposit_due: string | null;
  security_deposit_held: string;
  /** a stay imported from a channel's calendar: the channel (its feed's name); null for a reservation here */
  channel: string | null;
  /** the host completed the channel's stay (guest, party, price) */
  channel_completed: boolean;
}

const ITEM = `select r.id, r.full_name, ap.name as apartment_name, to_char(r.from_date, 'YYYY-MM-DD') as from_date,
       to_char(r.to_date, 'YYYY-MM-DD') as to_date, (r.adults + r.children)::int as guests, r.status, r.payment_status,
       r.grand_total::text, r.paid::text, r.currency, r.deposit::text, to_char(r.deposit_due, 'YYYY-MM-DD') as deposit_due,
       (select coalesce(sum(case p.kind when 'security_deposit' then p.amount else -p.amount end), 0)
          from reservation_payments p where p.reservation_id = r.id and p.kind in ('security_deposit', 'security_deposit_return'))::text
         as security_deposit_held,
       case when r.kind = 'channel' then r.source end as channel, r.channel_completed_at is not null as channel_completed
  from reservations r join apartments ap on ap.id = r.apartment_id`;

/** The next 10 arrivals from today on, the channels' stays among them. */
export function upcoming(db: Queryable, accountId: string, apartments: ApartmentScope, today: string): Promise<DeskReservationRow[]> {
  return db.query<DeskReservationRow>(
    `${ITEM} where r.account_id = $1 and ${withinApartments('r.apartment_id', '$2')} and ${GUESTS_STAY} and r.from_date >= $3::date
      order by r.from_date, r.created_at limit 10`,
    [accountId, apartments, today],
  );
}

/** Stays not fully paid (cancelled and no-show ones left out) whose guests have not left yet, soonest arrival first. */
export function unpaid(db: Queryable, accountId: string, apartments: ApartmentScope, today: string): Promise<DeskReservationRow[]> {
  return db.query<DeskReservationRow>(
    `${ITEM} where r.account_id = $1 and ${withinApartments('r.apartment_id', '$2')} and ${ACTIVE}
        and r.payment_status <> 'paid' and r.stay && daterange($3::date, null)
      order by r.from_date, r.created_at limit 10`,
    [accountId, apartments, today],
  );
}

/** 'Zaliczki do zapłaty': active stays asking a prepayment not yet covered by what was paid, soonest due first. */
export function depositsDue(db: Queryable, accountId: string, apartments: ApartmentScope, today: string): Promise<DeskReservationRow[]> {
  return db.query<DeskReservationRow>(
    `${ITEM} where r.account_id = $1 and ${withinApartments('r.apartment_id', '$2')} and ${ACTIVE}
        and r.deposit > r.paid and r.to_date >= $3::date
      order by coalesce(r.deposit_due, r.from_date), r.created_at limit 10`,
    [accountId, apartments, today],
  );
}

/** 'Kaucje do zwrotu': stays holding a security deposit (kaucja) not yet given back, earliest departure first. */
export function securityDepositsHeld(db: Queryable, accountId: string, apartments: ApartmentScope): Promise<DeskReservationRow[]> {
  return db.query<DeskReservationRow>(
    `select * from (${ITEM} where r.account_id = $1 and ${withinApartments('r.apartment_id', '$2')} and r.kind = 'reservation'
        and exists (select 1 from reservation_payments p where p.reservation_id = r.id and p.kind = 'security_deposit')) held
      where held.security_deposit_held::numeric > 0
      order by held.to_date limit 10`,
    [accountId, apartments],
  );
}

export interface DayRow {
  arrivals: number;
  departures: number;
  in_house: number;
  guests_in_house: number;
  turnovers: number;
}

/** Today: arrivals, departures, stays in progress and their guests, apartments where one guest leaves and another comes. */
export async function dayFigures(db: Queryable, accountId: string, apartments: ApartmentScope, today: string): Promise<DayRow> {
  const [row] = await db.query<DayRow>(
    `with today as (
       select r.apartment_id, r.from_date, r.to_date, r.adults + r.children as guests from reservations r
        where r.account_id = $1 and ${withinApartments('r.apartment_id', '$2')} and ${GUESTS_STAY}
          and r.stay && daterange($3::date - 1, $3::date, '[]')
     )
     select count(*) filter (where from_date = $3::date)::int as arrivals,
            count(*) filter (where to_date = $3::date)::int as departures,
            count(*) filter (where to_date > $3::date)::int as in_house,
            coalesce(sum(guests) filter (where to_date > $3::date), 0)::int as guests_in_house,
            (select count(*) from (select apartment_id from today group by apartment_id
               having bool_or(from_date = $3::date) and bool_or(to_date = $3::date)) t)::int as turnovers
       from today`,
    [accountId, apartments, today],
  );
  return row;
}

export interface WindowRow {
  window: 'current' | 'previous';
  nights_sold: number;
  nights_occupied: number;
  /** what the guests pay per their bills: the nights in the window and the other lines of the stays checking in */
  revenue: string;
  /** the nights' share of it (ADR) */
  nights_revenue: string;
  reservations: number;
  cancellations: number;
  apartments: number;
}

/**
 * The last 30 days [today − 30, today) and the 30 before, by the reports' rules: nights and their share of each
 * stay's price falling in the window, and the bill's other lines (cleaning fee, tourist tax, extras, less the
 * discount; a cancelled stay's fee: report_other_revenue, migration 983) of the stays checking in within it,
 * reservations and cancellations by check-in day. A channel's stay completed by the host (its price typed) counts as
 * the reservation it is (report_stay, migration 924).
 */
export function windowFigures(db: Queryable, accountId: string, apartments: ApartmentScope, today: string): Promise<WindowRow[]> {
  return db.query<WindowRow>(
    `with windows as (
       select 'current' as window, $3::date - 30 as start, $3::date as stop
       union all select 'previous', $3::date - 60, $3::date - 30
     ),
     stays as (
       select r.status, r.kind, r.from_date, r.to_date, r.total_price, report_other_revenue(r) as other, (${ACTIVE}) as sold,
              (${GUESTS_STAY}) as occupied from reservations x cross join lateral report_stay(x) r
        where x.account_id = $1 and ${withinApartments('x.apartment_id', '$2')}
          and x.stay && daterange($3::date - 60, $3::date)
     )
     select w.window,
            coalesce(sum(least(s.to_date, w.stop) - greatest(s.from_date, w.start)) filter (where s.sold), 0)::int as nights_sold,
            coalesce(sum(least(s.to_date, w.stop) - greatest(s.from_date, w.start)) filter (where s.occupied), 0)::int as nights_occupied,
            round(coalesce(sum(s.total_price * (least(s.to_date, w.stop) - greatest(s.from_date, w.start)) / (s.to_date - s.from_date)) filter (where s.sold), 0)
                  + coalesce(sum(s.other) filter (where s.from_date >= w.start), 0), 4)::text as revenue,
            round(coalesce(sum(s.total_price * (least(s.to_date, w.stop) - greatest(s.from_date, w.start)) / (s.to_date - s.from_date)) filter (where s.sold), 0), 4)::text as nights_revenue,
            count(*) filter (where s.sold and s.from_date >= w.start)::int as reservations,
            count(*) filter (where s.kind = 'reservation' and s.status = 'canceled' and s.from_date >= w.start)::int as cancellations,
            (select count(*) from apartments a where a.account_id = $1 and ${withinApartments('a.id', '$2')})::int as apartments
       from windows w left join stays s on s.from_date < w.stop and s.to_date > w.start
      group by w.window`,
    [accountId, apartments, today],
  );
}

export interface OrderAlertRow {
  id: string;
  apartment_name: string;
  service_at: Date;
  status: string;
  provider_name: string;
  accepted: boolean;
}

/** Orders of the next 48 hours that will not be done as planned: rejected, or their cooperation not (or no longer) accepted. */
export function ordersAtRisk(db: Queryable, accountId: string, apartments: ApartmentScope): Promise<OrderAlertRow[]> {
  return db.query<OrderAlertRow>(
    `select o.id, ap.name as apartment_name, o.service_at, o.status, coalesce(p.name, '') as provider_name, c.status = 'accepted' as accepted
       from cooperation_orders o
       join apartments ap on ap.id = o.apartment_id
       join cooperations c on c.id = o.cooperation_id
       left join service_providers p on p.id = c.service_provider_id
      where o.account_id = $1 and ${withinApartments('o.apartment_id', '$2')}
        and o.service_at >= now() and o.service_at < now() + interval '48 hours'
        and (o.status = 'rejected' or (o.status = 'planned' and c.status <> 'accepted'))
      order by o.service_at limit 10`,
    [accountId, apartments],
  );
}
