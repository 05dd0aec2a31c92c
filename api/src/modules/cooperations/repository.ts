import type { ServiceKind } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { withinApartments, type ApartmentScope } from '../../lib/scope';

/**
 * SQL of cooperations: a provider's work of one kind for the account, the apartments shared with it and its
 * schedule. Every function takes the account (and, for a co-host, the apartments they see) and scopes by it.
 */
export interface CooperationRow {
  id: string;
  account_id: string;
  service_provider_id: string;
  /** the column's CHECK holds the contract's kinds */
  service_performed: ServiceKind;
  message: string;
  status: 'pending' | 'accepted' | 'ended';
  every_day: boolean;
  after_check_out: boolean;
  day_of_the_week: number | null;
  number_of_days: number | null;
  start_date: string | null;
  price_name: string | null;
  price_amount: string | null;
  price_currency: string | null;
  page_link_active: boolean;
  /** the shared apartments the caller may see, by name */
  apartments: Array<{ id: string; name: string }>;
  /** every shared apartment, whoever asks (for the checks of a co-host's writes) */
  all_apartment_ids: string[];
}

const SELECT = `
  select c.id, c.account_id, c.service_provider_id, c.service_performed, c.message, c.status, c.every_day, c.after_check_out,
         c.day_of_the_week, c.number_of_days, c.start_date, c.price_name, c.price_amount, c.price_currency,
         (c.page_token_hash is not null and c.page_token_expires_at > now()) as page_link_active,
         coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by a.name, a.id)
                     from cooperation_apartments ca join apartments a on a.id = ca.apartment_id
                    where ca.cooperation_id = c.id and ${withinApartments('a.id', '$2')}), '[]'::json) as apartments,
         array(select ca.apartment_id from cooperation_apartments ca where ca.cooperation_id = c.id) as all_apartment_ids
    from cooperations c`;

export async function findCooperation(db: Queryable, accountId: string, apartments: ApartmentScope, id: string, lock = false): Promise<CooperationRow | null> {
  // a co-host sees a cooperation without apartments yet (to share theirs), or one sharing at least one of theirs
  const rows = await db.query<CooperationRow>(
    `${SELECT} where c.account_id = $1 and c.id = $3
        and ($2::uuid[] is null or not exists (select 1 from cooperation_apartments ca where ca.cooperation_id = c.id)
             or exists (select 1 from cooperation_apartments ca where ca.cooperation_id = c.id and ca.apartment_id = any($2::uuid[])))
     ${lock ? 'for update of c' : ''}`,
    [accountId, apartments, id],
  );
  return rows[0] ?? null;
}

/** The live (not ended) cooperations of these providers, of one kind when given. */
export async function liveCooperationsOf(
  db: Queryable,
  accountId: string,
  apartments: ApartmentScope,
  providerIds: string[],
  kind: string | null,
): Promise<CooperationRow[]> {
  if (providerIds.length === 0) return [];
  return db.query<CooperationRow>(
    `${SELECT} where c.account_id = $1 and c.service_provider_id = any($3::uuid[]) and c.status <> 'ended'
        and ($4::text is null or c.service_performed = $4) order by c.created_at`,
    [accountId, apartments, providerIds, kind],
  );
}

export interface NewCooperation {
  providerId: string;
  kind: string;
  message: string;
  price: { name: string; amount: string; currency: string } | null;
  tokenHash: string;
  tokenExpiresAt: Date;
}

/** A pending cooperation; null when the provider already has a live one of that kind (the partial unique index). */
export async function insertCooperation(db: Queryable, accountId: string, c: NewCooperation): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `insert into cooperations (account_id, service_provider_id, service_performed, message, price_name, price_amount, price_currency,
                               page_token_hash, page_token_expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (service_provider_id, service_performed) where status <> 'ended' do nothing returning id`,
    [accountId, c.providerId, c.kind, c.message, c.price?.name ?? null, c.price?.amount ?? null, c.price?.currency ?? null, c.tokenHash, c.tokenExpiresAt],
  );
  return rows[0]?.id ?? null;
}

export interface Sharing {
  everyDay: boolean;
  afterCheckOut: boolean;
  dayOfTheWeek: number | null;
  numberOfDays: number | null;
  startDate: string;
  message: string;
}

export async function updateSharing(db: Queryable, accountId: string, id: string, s: Sharing): Promise<void> {
  await db.query(
    `update cooperations set every_day = $3, after_check_out = $4, day_of_the_week = $5, number_of_days = $6, start_date = $7, message = $8
      where account_id = $1 and id = $2`,
    [accountId, id, s.everyDay, s.afterCheckOut, s.dayOfTheWeek, s.numberOfDays, s.startDate, s.message],
  );
}

/** Shares exactly `apartmentIds` of those the caller sees; apartments outside the caller's scope stay as they were. */
export async function setCooperationApartments(db: Queryable, accountId: string, apartments: ApartmentScope, id: string, apartmentIds: string[]): Promise<void> {
  await db.query(
    `delete from cooperation_apartments where cooperation_id = $2 and account_id = $1 and ${withinApartments('apartment_id', '$3')}
        and not (apartment_id = any($4::uuid[]))`,
    [accountId, id, apartments, apartmentIds],
  );
  await db.query(
    `insert into cooperation_apartments (cooperation_id, apartment_id, account_id)
     select $2, a.id, $1 from apartments a where a.account_id = $1 and a.id = any($3::uuid[]) on conflict do nothing`,
    [accountId, id, apartmentIds],
  );
}

export async function markAccepted(db: Queryable, accountId: string, id: string): Promise<void> {
  await db.query(`update cooperations set status = 'accepted', accepted_at = now() where account_id = $1 and id = $2 and status = 'pending'`, [accountId, id]);
}

/** Ends it: its page link stops working. */
export async function markEnded(db: Queryable, accountId: string, id: string): Promise<boolean> {
  const rows = await db.query(
    `update cooperations set status = 'ended', ended_at = now(), page_token_hash = null, page_token_expires_at = null
      where account_id = $1 and id = $2 and status <> 'ended' returning id`,
    [accountId, id],
  );
  return rows.length === 1;
}

export async function setPageToken(db: Queryable, accountId: string, id: string, tokenHash: string | null, expiresAt: Date | null): Promise<void> {
  await db.query('update cooperations set page_token_hash = $3, page_token_expires_at = $4 where account_id = $1 and id = $2', [accountId, id, tokenHash, expiresAt]);
}

/** Those of `ids` that are live apartments of the account within the scope. */
export async function apartmentsInScope(db: Queryable, accountId: string, apartments: ApartmentScope, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    `select id from apartments where account_id = $1 and id = any($3::uuid[]) and archived_at is null and ${withinApartments('id', '$2')}`,
    [accountId, apartments, ids],
  );
  return rows.map((r) => r.id);
}

/** Cancels the planned orders of a cooperation dated after now (history kept); returns how many. */
export async function cancelFuturePlannedOrders(db: Queryable, accountId: string, id: string, userId: string | null): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `with canceled as (
       update cooperation_orders set status = 'canceled', updated_at = now()
        where account_id = $1 and cooperation_id = $2 and status = 'planned' and service_at > now() returning id, service_at)
     insert into cooperation_order_events (order_id, account_id, status, service_at, actor, user_id, note)
     select id, $1, 'canceled', service_at, case when $3::uuid is null then 'system' else 'user' end, $3, 'Zakończenie współpracy' from canceled
     returning order_id as id`,
    [accountId, id, userId],
  );
  return rows.length;
}

/** The provider's name and e-mail and the account's name, for the mail to the provider. */
export async function mailParties(db: Queryable, accountId: string, providerId: string): Promise<{ provider_name: string; provider_email: string; account_name: string } | null> {
  const rows = await db.query<{ provider_name: string; provider_email: string; account_name: string }>(
    `select p.name as provider_name, p.email as provider_email, a.name as account_name
       from service_providers p join accounts a on a.id = p.account_id where p.account_id = $1 and p.id = $2`,
    [accountId, providerId],
  );
  return rows[0] ?? null;
}
