import type { Queryable } from '../../db/database';
import { TIME_ZONE } from '../orders';

/** SQL of the provider's page: what one cooperation's token opens, and nothing else. */
export interface PageCooperation {
  id: string;
  account_id: string;
  status: string;
  service_performed: string;
  provider_name: string;
  account_name: string;
}

/** The live cooperation of a token's hash whose link has not expired or been revoked; null otherwise. */
export async function cooperationByToken(db: Queryable, tokenHash: string): Promise<PageCooperation | null> {
  const rows = await db.query<PageCooperation>(
    `select c.id, c.account_id, c.status, c.service_performed, p.name as provider_name, a.name as account_name
       from cooperations c join service_providers p on p.id = c.service_provider_id join accounts a on a.id = c.account_id
      where c.page_token_hash = $1 and c.page_token_expires_at > now() and c.status <> 'ended'`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export interface PageOrderRow {
  id: string;
  status: string;
  service_at: Date | string;
  window_until: Date | string | null;
  same_day_turnover: boolean;
  out_of_window: boolean;
  apartment_name: string;
  accommodation_name: string;
  street: string;
  house_number: string;
  flat_number: string;
  zip_code: string;
  city: string;
  price_name: string | null;
  price_amount: string | null;
  price_currency: string | null;
  next_arrival_at: Date | string | null;
  next_guests: number | null;
}

/**
 * The cooperation's orders in progress, and those planned, rejected or completed from today on (Warsaw), with the next
 * arrival in the apartment: its time and the number of guests, never who they are.
 */
export async function pageOrders(db: Queryable, cooperationId: string, limit = 200): Promise<PageOrderRow[]> {
  return db.query<PageOrderRow>(
    `select o.id, o.status, o.service_at, o.window_until, o.same_day_turnover, o.out_of_window,
            a.name as apartment_name, l.name as accommodation_name, l.street, l.house_number, l.flat_number, l.zip_code, l.city,
            o.price_name, o.price_amount::text, o.price_currency,
            (next.from_date + l.check_in_from) at time zone '${TIME_ZONE}' as next_arrival_at, next.guests as next_guests
       from cooperation_orders o
       join apartments a on a.id = o.apartment_id
       join accommodations l on l.id = a.accommodation_id
       left join lateral (
         select r.from_date, r.adults + r.children as guests from reservations r
          where r.apartment_id = o.apartment_id and r.kind = 'reservation' and r.status not in ('canceled', 'no_show')
            and r.from_date >= (o.service_at at time zone '${TIME_ZONE}')::date
          order by r.from_date limit 1) next on true
      where o.cooperation_id = $1
        and (o.status = 'in_progress' or (o.status in ('planned', 'rejected', 'completed')
             and o.service_at >= (now() at time zone '${TIME_ZONE}')::date::timestamp at time zone '${TIME_ZONE}'))
      order by o.service_at, a.name limit $2`,
    [cooperationId, limit],
  );
}

/** The provider's change of one of this cooperation's orders; false when the order is not the cooperation's. */
export async function setOrderStatus(db: Queryable, cooperationId: string, orderId: string, status: string, reason: string): Promise<{ account_id: string; apartment_id: string; apartment_name: string; service_at: Date | string } | null> {
  const rows = await db.query<{ account_id: string; apartment_id: string; apartment_name: string; service_at: Date | string }>(
    `update cooperation_orders o set status = $3, rejection_reason = case when $3 = 'rejected' then $4 else '' end,
            canceled_by_generator = false, updated_at = now()
       from apartments a
      where o.cooperation_id = $1 and o.id = $2 and a.id = o.apartment_id and o.status <> 'canceled'
      returning o.account_id, o.apartment_id, a.name as apartment_name, o.service_at`,
    [cooperationId, orderId, status, reason],
  );
  return rows[0] ?? null;
}

export async function acceptByProvider(db: Queryable, cooperationId: string): Promise<void> {
  await db.query(`update cooperations set status = 'accepted', accepted_at = now() where id = $1 and status = 'pending'`, [cooperationId]);
}
