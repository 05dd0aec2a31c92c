import type { Queryable } from '../../db/database';
import { withinApartments, type ApartmentScope } from '../../lib/scope';

/**
 * SQL of the conversations: one per reservation, its messages keyed by the reservation. Every function takes the
 * account, and the reads for a signed-in user the apartments they may see (null: all).
 */

/** A reservation with what a conversation, a template and the guest page show of it. */
export interface StayRow {
  id: string;
  account_id: string;
  account_name: string;
  full_name: string;
  email: string;
  phone_number: string;
  from_date: string;
  to_date: string;
  nights: number;
  status: string;
  payment_status: string;
  /** the bill's total (reservations.grand_total) */
  total_price: string;
  /** payments less refunds */
  paid: string;
  currency: string;
  guest_language: string;
  apartment_id: string;
  apartment_name: string;
  accommodation_name: string;
  address: string;
  check_in_from: string;
  check_in_to: string;
  check_out_from: string;
  check_out_to: string;
  curfew_from: string;
  curfew_to: string;
  smoking_allowed: boolean;
  animals_friendly: boolean;
  children_friendly: boolean;
  parties_allowed: boolean;
  /** the apartment's number in the short-term rental register and its issuing authority (issue 38) */
  registration_number: string;
  registration_authority: string;
}

const STAY = `select r.id, r.account_id, acc.name as account_name, r.full_name, r.email, r.phone_number, r.from_date, r.to_date,
       (r.to_date - r.from_date)::int as nights, r.status, r.payment_status, r.grand_total as total_price, r.paid, r.currency, r.guest_language,
       r.apartment_id, a.name as apartment_name, h.name as accommodation_name,
       coalesce(nullif(concat_ws(', ',
         nullif(trim(concat(h.street, ' ', h.house_number, case when h.flat_number <> '' then '/' || h.flat_number else '' end)), ''),
         nullif(trim(concat(h.zip_code, ' ', h.city)), '')), ''), r.apartment_address) as address,
       to_char(h.check_in_from, 'HH24:MI') as check_in_from, to_char(h.check_in_to, 'HH24:MI') as check_in_to,
       to_char(h.check_out_from, 'HH24:MI') as check_out_from, to_char(h.check_out_to, 'HH24:MI') as check_out_to,
       to_char(h.curfew_from, 'HH24:MI') as curfew_from, to_char(h.curfew_to, 'HH24:MI') as curfew_to,
       h.smoking_allowed, h.animals_friendly, h.children_friendly, h.parties_allowed,
       a.registration_number, a.registration_authority
  from reservations r
  join apartments a on a.id = r.apartment_id
  join accommodations h on h.id = a.accommodation_id
  join accounts acc on acc.id = r.account_id`;

export async function findStay(db: Queryable, accountId: string, apartments: ApartmentScope, reservationId: string): Promise<StayRow | null> {
  const rows = await db.query<StayRow>(
    `${STAY} where r.id = $1 and r.account_id = $2 and r.kind = 'reservation' and ${withinApartments('r.apartment_id', '$3')}`,
    [reservationId, accountId, apartments],
  );
  return rows[0] ?? null;
}

export interface ConversationRow {
  id: string;
  full_name: string;
  email: string;
  phone_number: string;
  from_date: string;
  to_date: string;
  status: string;
  payment_status: string;
  /** the bill's total (reservations.grand_total) */
  total_price: string;
  /** payments less refunds */
  paid: string;
  currency: string;
  guest_language: string;
  apartment_id: string;
  apartment_name: string;
  last_body: string | null;
  last_at: Date | null;
  unread: number;
}

const CONVERSATION = `select r.id, r.full_name, r.email, r.phone_number, r.from_date, r.to_date, r.status, r.payment_status, r.grand_total as total_price, r.paid,
       r.currency, r.guest_language, r.apartment_id, a.name as apartment_name, last.body as last_body, last.created_at as last_at,
       coalesce(unread.n, 0)::int as unread
  from reservations r
  join apartments a on a.id = r.apartment_id`;

const UNREAD = `left join lateral (select count(*) as n from messages u
                 where u.reservation_id = r.id and u.author = 'guest' and u.read_at is null) unread on true`;

export interface ConversationFilter {
  search: string | null;
  unreadOnly: boolean;
  perPage: number;
  offset: number;
}

/** The conversations that have messages, the latest first; `search` matches the guest's name. */
export async function listConversations(
  db: Queryable,
  accountId: string,
  apartments: ApartmentScope,
  filter: ConversationFilter,
): Promise<{ rows: ConversationRow[]; count: number }> {
  const from = `from (select distinct on (m.reservation_id) m.reservation_id, m.body, m.created_at
                        from messages m where m.account_id = $1
                       order by m.reservation_id, m.created_at desc, m.id desc) last
                join reservations r on r.id = last.reservation_id and r.account_id = $1
                join apartments a on a.id = r.apartment_id
                ${UNREAD}
               where ${withinApartments('r.apartment_id', '$2')}
                 and ($3::text is null or r.full_name ilike '%' || $3::text || '%')
                 and (not $4::boolean or unread.n > 0)`;
  const params = [accountId, apartments, filter.search, filter.unreadOnly];
  const [rows, counted] = await Promise.all([
    db.query<ConversationRow>(
      `select r.id, r.full_name, r.email, r.phone_number, r.from_date, r.to_date, r.status, r.payment_status, r.grand_total as total_price, r.paid,
              r.currency, r.guest_language, r.apartment_id, a.name as apartment_name, last.body as last_body,
              last.created_at as last_at, coalesce(unread.n, 0)::int as unread
         ${from} order by last.created_at desc, r.id limit $5 offset $6`,
      [...params, filter.perPage, filter.offset],
    ),
    db.query<{ count: number }>(`select count(*)::int as count ${from}`, params),
  ]);
  return { rows, count: counted[0]?.count ?? 0 };
}

/** One reservation's conversation, whether or not it has messages yet. */
export async function findConversation(db: Queryable, accountId: string, apartments: ApartmentScope, reservationId: string): Promise<ConversationRow | null> {
  const rows = await db.query<ConversationRow>(
    `${CONVERSATION}
     left join lateral (select m.body, m.created_at from messages m where m.reservation_id = r.id
                         order by m.created_at desc, m.id desc limit 1) last on true
     ${UNREAD}
     where r.id = $1 and r.account_id = $2 and r.kind = 'reservation' and ${withinApartments('r.apartment_id', '$3')}`,
    [reservationId, accountId, apartments],
  );
  return rows[0] ?? null;
}

export interface MessageRow {
  id: string;
  author: 'host' | 'guest' | 'automated';
  author_name: string;
  subject: string;
  body: string;
  via: 'app' | 'page' | 'email';
  undeliverable: string | null;
  outbox_status: string | null;
  outbox_error: string | null;
  has_outbox: boolean;
  read_at: Date | null;
  created_at: Date;
}

export async function listMessages(db: Queryable, accountId: string, reservationId: string): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `select m.id, m.author, trim(concat(u.first_name, ' ', u.last_name)) as author_name, m.subject, m.body, m.via, m.undeliverable,
            o.status as outbox_status, o.last_error as outbox_error, m.outbox_email_id is not null as has_outbox, m.read_at, m.created_at
       from messages m
       left join outbox_emails o on o.id = m.outbox_email_id
       left join users u on u.id = m.author_user_id
      where m.reservation_id = $1 and m.account_id = $2
      order by m.created_at, m.id`,
    [reservationId, accountId],
  );
}

export interface NewMessage {
  accountId: string;
  reservationId: string;
  author: 'host' | 'guest' | 'automated';
  authorUserId: string | null;
  subject: string;
  body: string;
  via: 'app' | 'page' | 'email';
}

export async function insertMessage(db: Queryable, m: NewMessage): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into messages (account_id, reservation_id, author, author_user_id, subject, body, via)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [m.accountId, m.reservationId, m.author, m.authorUserId, m.subject, m.body, m.via],
  );
  return rows[0].id;
}

export async function setMessageDelivery(db: Queryable, id: string, outboxEmailId: string | null, undeliverable: string | null): Promise<void> {
  await db.query('update messages set outbox_email_id = $2, undeliverable = $3 where id = $1', [id, outboxEmailId, undeliverable]);
}

/** Marks the guest's messages of a conversation read; answers how many were unread. */
export async function markRead(db: Queryable, accountId: string, reservationId: string): Promise<number> {
  const rows = await db.query(
    `update messages set read_at = now() where account_id = $1 and reservation_id = $2 and author = 'guest' and read_at is null returning id`,
    [accountId, reservationId],
  );
  return rows.length;
}

export async function setGuestLanguage(db: Queryable, accountId: string, reservationId: string, language: string): Promise<void> {
  await db.query('update reservations set guest_language = $3 where id = $1 and account_id = $2', [reservationId, accountId, language]);
}

/** Unread guest messages, and the conversations holding them, in the apartments the caller may see. */
export async function countUnread(db: Queryable, accountId: string, apartments: ApartmentScope): Promise<{ messages: number; conversations: number }> {
  const [row] = await db.query<{ messages: number; conversations: number }>(
    `select count(*)::int as messages, count(distinct m.reservation_id)::int as conversations
       from messages m join reservations r on r.id = m.reservation_id
      where m.account_id = $1 and m.author = 'guest' and m.read_at is null and ${withinApartments('r.apartment_id', '$2')}`,
    [accountId, apartments],
  );
  return row;
}

export interface UnreadMessageRow {
  id: string;
  reservation_id: string;
  full_name: string;
  body: string;
  created_at: Date;
}

/** The latest unread guest messages (the desktop's card and the notifications read them). */
export async function listUnread(db: Queryable, accountId: string, apartments: ApartmentScope, limit: number): Promise<UnreadMessageRow[]> {
  return db.query<UnreadMessageRow>(
    `select m.id, m.reservation_id, r.full_name, m.body, m.created_at
       from messages m join reservations r on r.id = m.reservation_id
      where m.account_id = $1 and m.author = 'guest' and m.read_at is null and ${withinApartments('r.apartment_id', '$2')}
      order by m.created_at desc limit $3`,
    [accountId, apartments, limit],
  );
}

// ---- guest links (links.ts derives the tokens; only their hashes are stored) ----------------------------------------

/** Keeps `secret` as the database's guest link key unless one is kept already. */
export async function keepGuestLinkSecret(db: Queryable, secret: string): Promise<void> {
  await db.query('insert into guest_link_keys (id, secret) values (1, $1) on conflict (id) do nothing', [secret]);
}

export async function guestLinkSecret(db: Queryable): Promise<string> {
  const [row] = await db.query<{ secret: string }>('select secret from guest_link_keys where id = 1');
  return row.secret;
}

/** The id of the reservation's guest link in the account, if it has one. */
export async function guestLinkIdOf(tx: Queryable, accountId: string, reservationId: string): Promise<string | null> {
  const rows = await tx.query<{ id: string }>('select id from guest_links where reservation_id = $1 and account_id = $2', [reservationId, accountId]);
  return rows[0]?.id ?? null;
}

/** Stores the reservation's guest link; false when a concurrent request made it first. */
export async function insertGuestLink(tx: Queryable, accountId: string, reservationId: string, id: string, tokenHash: string): Promise<boolean> {
  const inserted = await tx.query<{ id: string }>(
    `insert into guest_links (id, account_id, reservation_id, token_hash) values ($1, $2, $3, $4)
     on conflict (reservation_id) do nothing returning id`,
    [id, accountId, reservationId, tokenHash],
  );
  return inserted.length > 0;
}

/** The reservation a token's hash opens, if its stay ended at most `daysAfterCheckOut` days ago. */
export async function guestLinkTargetOf(db: Queryable, tokenHash: string, daysAfterCheckOut: number): Promise<{ accountId: string; reservationId: string } | null> {
  const rows = await db.query<{ account_id: string; reservation_id: string }>(
    `select l.account_id, l.reservation_id from guest_links l
       join reservations r on r.id = l.reservation_id and r.account_id = l.account_id
      where l.token_hash = $1 and r.kind = 'reservation' and r.to_date + $2::int >= current_date`,
    [tokenHash, daysAfterCheckOut],
  );
  return rows[0] ? { accountId: rows[0].account_id, reservationId: rows[0].reservation_id } : null;
}
