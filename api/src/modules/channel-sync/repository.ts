import type { Queryable } from '../../db/database';
import { withinApartments, type ApartmentScope } from '../../lib/scope';
import type { ExportStay } from './exportFeed';
import type { SnapshotItem } from './health';
import type { FeedEvent } from './parseFeed';

/** All the SQL of channel sync; every function takes the account (and the apartments) explicitly. */

export interface FeedRow {
  id: string;
  account_id: string;
  apartment_id: string;
  name: string;
  url: string;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  http_status: number | null;
  event_count: number | null;
  error: string | null;
  held_reason: string | null;
  conflicts: number;
  /** read every this many minutes (5 by default), jittered */
  import_every_minutes: number;
  next_import_at: Date | null;
  /** the validators of their server's last answer, sent back as If-None-Match / If-Modified-Since */
  remote_etag: string | null;
  remote_last_modified: string | null;
  /** how long the last read took, and whether it was answered 304 */
  last_duration_ms: number | null;
  last_not_modified: boolean;
  /** the apartment's 'Synchronizuj kalendarz z serwisami rezerwacyjnymi' (on unless switched off): off, no imports */
  sync_enabled: boolean;
}

export interface EnteredFeed {
  name: string;
  url: string;
}

/** The apartment `a` imports its feeds: its setting 'Synchronizuj kalendarz' is on (unset counts as on). */
const SYNC_ON = `coalesce(a.settings->'synchronization'->>'calendar', 'true') <> 'false'`;

const FEED_COLUMNS = `f.id, f.account_id, f.apartment_id, f.name, f.url, f.last_attempt_at, f.last_success_at, f.http_status,
  f.event_count, f.error, f.held_reason, f.import_every_minutes, f.next_import_at, f.remote_etag, f.remote_last_modified,
  f.last_duration_ms, f.last_not_modified,
  coalesce((select ${SYNC_ON} from apartments a where a.id = f.apartment_id), false) as sync_enabled,
  (select count(*) from calendar_feed_events e where e.feed_id = f.id and e.conflict_reservation_id is not null)::int as conflicts`;

/** A channel stay's comment: the event's summary and description. */
const channelComment = (event: FeedEvent) => [event.summary, event.description].filter(Boolean).join('\n').slice(0, 2000);

/** The feeds entered for an apartment, as the wizard keeps them in its settings. */
export async function enteredFeeds(db: Queryable, accountId: string, apartmentId: string): Promise<EnteredFeed[] | null> {
  const rows = await db.query<{ imports: Array<{ name?: string; url?: string }> | null }>(
    `select settings->'calendarSynchronization'->'imports' as imports from apartments
      where id = $1 and account_id = $2 and archived_at is null`,
    [apartmentId, accountId],
  );
  if (rows.length === 0) return null;
  return (Array.isArray(rows[0].imports) ? rows[0].imports : [])
    .filter((i) => typeof i?.url === 'string' && i.url !== '')
    .map((i) => ({ name: String(i.name ?? ''), url: String(i.url) }));
}

/** Writes the apartment's entered feeds (the wizard's storage), keeping the rest of its settings. */
export async function saveEnteredFeeds(db: Queryable, accountId: string, apartmentId: string, feeds: EnteredFeed[]): Promise<void> {
  await db.query(
    `update apartments set settings = jsonb_set(settings, '{calendarSynchronization}',
        coalesce(settings->'calendarSynchronization', '{}'::jsonb) || jsonb_build_object('imports', $3::jsonb)), updated_at = now()
      where id = $1 and account_id = $2`,
    [apartmentId, accountId, JSON.stringify(feeds.map((f) => ({ name: f.name, system: 'iCal', url: f.url })))],
  );
}

/**
 * Keeps one state row per entered feed: new URLs get a row, names follow, and a feed the host removed loses its row
 * (its future stays are cancelled first, so that its dates come free). Answers the ids of the removed feeds.
 */
export async function matchFeedRows(db: Queryable, accountId: string, apartmentId: string, entered: EnteredFeed[]): Promise<void> {
  const urls = entered.map((f) => f.url);
  await db.query(
    `update reservations set status = 'canceled', updated_at = now()
      where account_id = $1 and kind = 'channel' and status <> 'canceled' and to_date >= current_date
        and feed_id in (select id from calendar_feeds where account_id = $1 and apartment_id = $2 and not (url = any($3::text[])))`,
    [accountId, apartmentId, urls],
  );
  await db.query(`delete from calendar_feeds where account_id = $1 and apartment_id = $2 and not (url = any($3::text[]))`, [accountId, apartmentId, urls]);
  // in one statement; a URL entered twice keeps its last name, as the host's list reads
  const names = new Map(entered.map((f) => [f.url, f.name]));
  if (names.size === 0) return;
  await db.query(
    `insert into calendar_feeds (account_id, apartment_id, name, url)
     select $1, $2, t.name, t.url from unnest($3::text[], $4::text[]) as t(name, url)
     on conflict (apartment_id, url) do update set name = excluded.name where calendar_feeds.name is distinct from excluded.name`,
    [accountId, apartmentId, [...names.values()], [...names.keys()]],
  );
}

export async function listFeeds(db: Queryable, accountId: string, apartmentId: string): Promise<FeedRow[]> {
  return db.query<FeedRow>(`select ${FEED_COLUMNS} from calendar_feeds f where f.account_id = $1 and f.apartment_id = $2 order by f.created_at, f.url`, [
    accountId,
    apartmentId,
  ]);
}

export async function findFeed(db: Queryable, accountId: string, id: string): Promise<FeedRow | null> {
  const rows = await db.query<FeedRow>(`select ${FEED_COLUMNS} from calendar_feeds f where f.id = $1 and f.account_id = $2`, [id, accountId]);
  return rows[0] ?? null;
}

/** A feed by id whatever its account: for the import job, which the job's data names. */
export async function feedForImport(db: Queryable, id: string): Promise<FeedRow | null> {
  const rows = await db.query<FeedRow>(`select ${FEED_COLUMNS} from calendar_feeds f where f.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * The apartments whose feeds entered in their settings differ from their feeds' rows (a URL or a name: entered by the
 * wizard, or by an earlier version), for the poll, which matches their rows. An apartment whose rows already match
 * costs nothing more: a thousand feeds unchanged are one query a minute, not a write per feed.
 */
export async function apartmentsWithFeedsToMatch(db: Queryable): Promise<Array<{ account_id: string; id: string }>> {
  return db.query(
    `select a.account_id, a.id from apartments a
      where a.archived_at is null and jsonb_typeof(a.settings->'calendarSynchronization'->'imports') = 'array'
        and jsonb_array_length(a.settings->'calendarSynchronization'->'imports') > 0
        and (select coalesce(jsonb_agg(jsonb_build_array(i->>'url', coalesce(i->>'name', '')) order by i->>'url', coalesce(i->>'name', '')), '[]'::jsonb)
               from jsonb_array_elements(a.settings->'calendarSynchronization'->'imports') i
              where jsonb_typeof(i) = 'object' and coalesce(i->>'url', '') <> '')
            is distinct from
            (select coalesce(jsonb_agg(jsonb_build_array(f.url, f.name) order by f.url, f.name), '[]'::jsonb)
               from calendar_feeds f where f.account_id = a.account_id and f.apartment_id = a.id)`,
  );
}

/**
 * The feeds due for a read, each given its next time at once: its interval on from now plus up to a fifth of it at
 * random (jitter), so that feeds added together drift apart and a thousand do not fire in the same second. A feed
 * never scheduled (new, or from before migration 921) is placed at random within its first interval instead, unless
 * it was never read at all.
 */
export async function claimDueFeeds(db: Queryable): Promise<string[]> {
  await db.query(
    `update calendar_feeds f set next_import_at = now() + random() * make_interval(mins => f.import_every_minutes)
      where f.next_import_at is null and f.last_attempt_at is not null`,
  );
  const rows = await db.query<{ id: string }>(
    `update calendar_feeds f set next_import_at = now() + make_interval(mins => f.import_every_minutes) + random() * make_interval(secs => f.import_every_minutes * 12)
      from apartments a
      where a.id = f.apartment_id and a.archived_at is null and ${SYNC_ON} and (f.next_import_at is null or f.next_import_at <= now())
      returning f.id`,
  );
  return rows.map((r) => r.id);
}

/** A feed's interval (5 minutes to a day). */
export async function setImportEvery(db: Queryable, accountId: string, id: string, minutes: number): Promise<void> {
  await db.query(
    `update calendar_feeds set import_every_minutes = $3,
        next_import_at = least(coalesce(next_import_at, now()), now() + make_interval(mins => $3))
      where id = $1 and account_id = $2`,
    [id, accountId, minutes],
  );
}

export async function recordAttempt(
  db: Queryable,
  id: string,
  outcome: {
    httpStatus: number | null;
    error: string | null;
    eventCount?: number;
    heldReason?: string | null;
    /** the server's validators (kept only after a read applied in full) */
    validators?: { etag: string | null; lastModified: string | null } | null;
    durationMs?: number;
    notModified?: boolean;
  },
) {
  await db.query(
    `update calendar_feeds set last_attempt_at = now(), http_status = $2, error = $3,
        last_success_at = case when $3::text is null then now() else last_success_at end,
        event_count = coalesce($4, event_count),
        held_reason = case when $3::text is null and not $8 then $5 else held_reason end,
        remote_etag = case when $9 then $6 when $3::text is null then remote_etag else null end,
        remote_last_modified = case when $9 then $7 when $3::text is null then remote_last_modified else null end,
        last_duration_ms = coalesce($10, last_duration_ms),
        last_not_modified = $8,
        next_import_at = now() + make_interval(mins => import_every_minutes) + random() * make_interval(secs => import_every_minutes * 12)
      where id = $1`,
    [
      id,
      outcome.httpStatus,
      outcome.error,
      outcome.eventCount ?? null,
      outcome.heldReason ?? null,
      outcome.validators?.etag ?? null,
      outcome.validators?.lastModified ?? null,
      outcome.notModified ?? false,
      outcome.validators !== undefined,
      outcome.durationMs ?? null,
    ],
  );
}

/** Takes the feed for one import (see migration 920): false while another import of it runs. */
export async function claimImport(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `update calendar_feeds set importing_since = now()
      where id = $1 and (importing_since is null or importing_since < now() - interval '15 minutes') returning id`,
    [id],
  );
  return rows.length > 0;
}

export async function releaseImport(db: Queryable, id: string): Promise<void> {
  await db.query('update calendar_feeds set importing_since = null where id = $1', [id]);
}

export interface StoredEvent {
  uid: string;
  from_date: string;
  to_date: string;
  summary: string;
  description: string;
  reservation_id: string | null;
  conflict_reservation_id: string | null;
}

const STORED_PAGE = 2000;

/**
 * The events of a feed still to come or in progress (ended ones no longer matter to the dates), read a page at a
 * time so that no single statement holds the embedded database long.
 */
export async function storedEvents(db: Queryable, feedId: string): Promise<StoredEvent[]> {
  const all: StoredEvent[] = [];
  for (let after: string | null = null; ; ) {
    const page: StoredEvent[] = await db.query<StoredEvent>(
      `select e.uid, e.from_date, e.to_date, e.summary, e.description, e.reservation_id, e.conflict_reservation_id
         from calendar_feed_events e where e.feed_id = $1 and e.to_date >= current_date and ($2::text is null or e.uid > $2)
        order by e.uid limit ${STORED_PAGE}`,
      [feedId, after],
    );
    all.push(...page);
    if (page.length < STORED_PAGE) return all;
    after = page[page.length - 1].uid;
  }
}

/** An event's row to write: its dates, its stay (if placed) and the stay it clashes with (if any). */
export interface EventRow {
  event: FeedEvent;
  reservationId: string | null;
  conflictId: string | null;
}

/** Writes many events of a feed in one statement (see saveEvent). */
export async function saveEvents(db: Queryable, feed: FeedRow, rows: EventRow[]) {
  if (rows.length === 0) return;
  await db.query(
    `insert into calendar_feed_events (feed_id, uid, account_id, apartment_id, from_date, to_date, summary, description, reservation_id, conflict_reservation_id)
     select $1, v.uid, $2, $3, v.from_date, v.to_date, v.summary, v.description, v.reservation_id, v.conflict_id
       from unnest($4::text[], $5::date[], $6::date[], $7::text[], $8::text[], $9::uuid[], $10::uuid[])
         as v(uid, from_date, to_date, summary, description, reservation_id, conflict_id)
     on conflict (feed_id, uid) do update set from_date = excluded.from_date, to_date = excluded.to_date, summary = excluded.summary,
       description = excluded.description, reservation_id = excluded.reservation_id, conflict_reservation_id = excluded.conflict_reservation_id`,
    [
      feed.id,
      feed.account_id,
      feed.apartment_id,
      rows.map((r) => r.event.uid),
      rows.map((r) => r.event.from),
      rows.map((r) => r.event.to),
      rows.map((r) => r.event.summary),
      rows.map((r) => r.event.description),
      rows.map((r) => r.reservationId),
      rows.map((r) => r.conflictId),
    ],
  );
}

/**
 * For each `[from, to)`, the first active stay of the apartment it overlaps, other than `own` (the stay the event
 * already has): what placing it would clash with. One statement for many events.
 */
export async function clashingStays(db: Queryable, apartmentId: string, items: Array<{ from: string; to: string; own: string | null }>): Promise<Array<string | null>> {
  if (items.length === 0) return [];
  const rows = await db.query<{ i: number; clash: string | null }>(
    `select v.i, (select r.id from reservations r
                   where r.apartment_id = $1 and r.stay && daterange(v.from_date, v.to_date, '[)')
                     and r.status not in ('canceled', 'no_show') and (v.own is null or r.id <> v.own)
                   order by r.from_date limit 1) as clash
       from unnest($2::int[], $3::date[], $4::date[], $5::uuid[]) as v(i, from_date, to_date, own)`,
    [apartmentId, items.map((_, i) => i), items.map((x) => x.from), items.map((x) => x.to), items.map((x) => x.own)],
  );
  const clashes: Array<string | null> = items.map(() => null);
  for (const row of rows) clashes[row.i] = row.clash;
  return clashes;
}

/** Stays for many imported events in one statement (ids chosen by the caller); 23P01 if any overlaps a stay. */
export async function insertChannelStays(db: Queryable, feed: FeedRow, stays: Array<{ id: string; event: FeedEvent }>): Promise<void> {
  if (stays.length === 0) return;
  await db.query(
    `insert into reservations (id, account_id, apartment_id, kind, from_date, to_date, status, payment_status, source, full_name, comments, feed_id, adults)
     select v.id, $1, $2, 'channel', v.from_date, v.to_date, 'confirmed', 'paid', $3, $3, v.comments, $4, 0
       from unnest($5::uuid[], $6::date[], $7::date[], $8::text[]) as v(id, from_date, to_date, comments)`,
    [feed.account_id, feed.apartment_id, feed.name || 'iCal', feed.id, stays.map((s) => s.id), stays.map((s) => s.event.from), stays.map((s) => s.event.to), stays.map((s) => channelComment(s.event))],
  );
}

/** Moves many channel stays in one statement; 23P01 if any would overlap a stay. */
export async function moveChannelStays(db: Queryable, feed: FeedRow, stays: Array<{ id: string; event: FeedEvent }>): Promise<void> {
  if (stays.length === 0) return;
  await db.query(
    `update reservations r set from_date = v.from_date, to_date = v.to_date, comments = v.comments, source = $1, status = 'confirmed', updated_at = now()
       from unnest($2::uuid[], $3::date[], $4::date[], $5::text[]) as v(id, from_date, to_date, comments)
      where r.id = v.id and r.kind = 'channel' and r.feed_id = $6`,
    [feed.name || 'iCal', stays.map((s) => s.id), stays.map((s) => s.event.from), stays.map((s) => s.event.to), stays.map((s) => channelComment(s.event)), feed.id],
  );
}

/** Events gone from a feed: their stays cancelled (never deleted), their rows dropped. */
export async function dropEvents(db: Queryable, feedId: string, gone: StoredEvent[]): Promise<void> {
  if (gone.length === 0) return;
  const stays = gone.map((g) => g.reservation_id).filter((id): id is string => id !== null);
  if (stays.length > 0) {
    await db.query(`update reservations set status = 'canceled', updated_at = now() where id = any($1::uuid[]) and kind = 'channel' and status <> 'canceled'`, [stays]);
  }
  await db.query('delete from calendar_feed_events where feed_id = $1 and uid = any($2::text[])', [feedId, gone.map((g) => g.uid)]);
}

export async function saveEvent(db: Queryable, feed: FeedRow, event: FeedEvent, reservationId: string | null, conflictId: string | null) {
  await db.query(
    `insert into calendar_feed_events (feed_id, uid, account_id, apartment_id, from_date, to_date, summary, description, reservation_id, conflict_reservation_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (feed_id, uid) do update set from_date = excluded.from_date, to_date = excluded.to_date, summary = excluded.summary,
       description = excluded.description, reservation_id = excluded.reservation_id, conflict_reservation_id = excluded.conflict_reservation_id`,
    [feed.id, event.uid, feed.account_id, feed.apartment_id, event.from, event.to, event.summary, event.description, reservationId, conflictId],
  );
}

/** A stay for an imported event; the exclusion constraint refuses it over another stay (23P01). */
export async function insertChannelStay(db: Queryable, feed: FeedRow, event: FeedEvent): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into reservations (account_id, apartment_id, kind, from_date, to_date, status, payment_status, source, full_name, comments, feed_id, adults)
     values ($1, $2, 'channel', $3, $4, 'confirmed', 'paid', $5, $5, $6, $7, 0) returning id`,
    [feed.account_id, feed.apartment_id, event.from, event.to, feed.name || 'iCal', channelComment(event), feed.id],
  );
  return rows[0].id;
}

export async function moveChannelStay(db: Queryable, id: string, feed: FeedRow, event: FeedEvent): Promise<void> {
  await db.query(
    `update reservations set from_date = $2, to_date = $3, comments = $4, source = $5, status = 'confirmed', updated_at = now()
      where id = $1 and kind = 'channel'`,
    [id, event.from, event.to, channelComment(event), feed.name || 'iCal'],
  );
}

/** The active stay of the apartment overlapping `[from, to)` (other than `except`): what an import clashes with. */
export async function clashingStay(db: Queryable, apartmentId: string, from: string, to: string, except: string | null): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `select id from reservations where apartment_id = $1 and stay && daterange($2::date, $3::date, '[)')
        and status not in ('canceled', 'no_show') and ($4::uuid is null or id <> $4::uuid)
      order by from_date limit 1`,
    [apartmentId, from, to, except],
  );
  return rows[0]?.id ?? null;
}

/** What an imported event clashes with here: a block, or a stay (a reservation or another calendar's). */
export async function clashKind(db: Queryable, feedId: string, uid: string): Promise<'block' | 'stay'> {
  const rows = await db.query<{ kind: string }>(
    `select r.kind from calendar_feed_events e join reservations r on r.id = e.conflict_reservation_id
      where e.feed_id = $1 and e.uid = $2`,
    [feedId, uid],
  );
  return rows[0]?.kind === 'block' ? 'block' : 'stay';
}

export interface ConflictRow {
  feed_id: string;
  feed_name: string;
  apartment_id: string;
  from_date: string;
  to_date: string;
  summary: string;
  conflict_reservation_id: string;
  /** the clashing stay's kind: 'block', 'reservation' or 'channel' */
  conflict_kind: string;
}

/**
 * Imported events that clash with a stay here and still do (the clashing stay neither moved nor cancelled), within
 * `[from, to)` when given: shown on the calendar and the desktop until the host resolves them.
 */
export async function openConflicts(db: Queryable, accountId: string, apartments: ApartmentScope, from?: string, to?: string): Promise<ConflictRow[]> {
  return db.query<ConflictRow>(
    `select e.feed_id, f.name as feed_name, e.apartment_id, e.from_date, e.to_date, e.summary, e.conflict_reservation_id,
            r.kind as conflict_kind
       from calendar_feed_events e
       join calendar_feeds f on f.id = e.feed_id
       join reservations r on r.id = e.conflict_reservation_id
      where e.account_id = $1 and ${withinApartments('e.apartment_id', '$2')}
        and r.status not in ('canceled', 'no_show') and r.stay && daterange(e.from_date, e.to_date, '[)')
        and ($3::date is null or e.to_date > $3::date) and ($4::date is null or e.from_date < $4::date)
      order by e.from_date`,
    [accountId, apartments, from ?? null, to ?? null],
  );
}

/** Feeds that have not been read successfully for `hours` (or never, once tried), or hold back a change. */
export async function troubledFeeds(db: Queryable, accountId: string, apartments: ApartmentScope, hours: number): Promise<FeedRow[]> {
  return db.query<FeedRow>(
    `select ${FEED_COLUMNS} from calendar_feeds f
      where f.account_id = $1 and ${withinApartments('f.apartment_id', '$2')}
        and (f.held_reason is not null
             or (f.last_attempt_at is not null and coalesce(f.last_success_at, f.created_at) < now() - make_interval(hours => $3)))
      order by f.created_at`,
    [accountId, apartments, hours],
  );
}

export async function apartmentByToken(db: Queryable, token: string): Promise<{ id: string; account_id: string } | null> {
  const rows = await db.query<{ id: string; account_id: string }>(
    'select id, account_id from apartments where ical_token = $1::uuid and archived_at is null',
    [token],
  );
  return rows[0] ?? null;
}

/**
 * The busy stays of an apartment from 30 days back to 24 months ahead, leaving out those imported from `exceptFeedId`
 * (the channel asking), so that channels do not echo each other's stays back.
 */
export async function exportStays(db: Queryable, apartmentId: string, exceptFeedId: string | null): Promise<ExportStay[]> {
  return db.query<ExportStay>(
    `select id, from_date, to_date, kind, updated_at from reservations
      where apartment_id = $1 and status not in ('canceled', 'no_show')
        and to_date >= current_date - 30 and from_date < current_date + interval '24 months'
        and ($2::uuid is null or feed_id is distinct from $2::uuid)
      order by from_date, id`,
    [apartmentId, exceptFeedId],
  );
}

export async function newCalendarToken(db: Queryable, accountId: string, apartmentId: string): Promise<string | null> {
  const rows = await db.query<{ ical_token: string }>(
    `update apartments set ical_token = gen_random_uuid() where id = $1 and account_id = $2 and archived_at is null returning ical_token`,
    [apartmentId, accountId],
  );
  return rows[0]?.ical_token ?? null;
}

export async function calendarToken(db: Queryable, accountId: string, apartmentId: string): Promise<string | null> {
  const rows = await db.query<{ ical_token: string }>('select ical_token from apartments where id = $1 and account_id = $2 and archived_at is null', [apartmentId, accountId]);
  return rows[0]?.ical_token ?? null;
}

// ---- the demo, and a stay's apartment ------------------------------------------------------------------------------

export async function accountApartments(db: Queryable, accountId: string): Promise<Array<{ id: string }>> {
  return db.query(`select id from apartments where account_id = $1 and archived_at is null order by created_at, id`, [accountId]);
}

export async function accountFeeds(db: Queryable, accountId: string): Promise<Array<{ id: string; apartment_id: string }>> {
  return db.query(`select id, apartment_id from calendar_feeds where account_id = $1 order by created_at, id`, [accountId]);
}

/** The account's reservation booked last among those still to come. */
export async function newestComingReservation(db: Queryable, accountId: string): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `select id from reservations where account_id = $1 and kind = 'reservation' and status not in ('canceled', 'no_show') and from_date > current_date
      order by created_at desc, from_date desc limit 1`,
    [accountId],
  );
  return rows[0]?.id ?? null;
}

/** The apartment of a stay the caller may see (null: none such). */
export async function stayApartment(db: Queryable, accountId: string, apartments: ApartmentScope, stayId: string): Promise<string | null> {
  const rows = await db.query<{ apartment_id: string }>(
    `select apartment_id from reservations where id = $1 and account_id = $2 and ${withinApartments('apartment_id', '$3')}`,
    [stayId, accountId, apartments],
  );
  return rows[0]?.apartment_id ?? null;
}

/**
 * The stays of an apartment of the demo account (the user with `demoEmail`), not canceled and not imported, by their
 * start: one row with null dates for a demo apartment without any; no row when the apartment is not the demo's.
 */
export function demoApartmentStays(db: Queryable, apartmentId: string, demoEmail: string) {
  return db.query<{ from_date: string; to_date: string }>(
    `select r.from_date, r.to_date from apartments a
       join users u on u.account_id = a.account_id and lower(u.email) = lower($2)
       left join reservations r on r.apartment_id = a.id and r.status not in ('canceled', 'no_show') and r.feed_id is null
      where a.id = $1::uuid and a.archived_at is null order by r.from_date`,
    [apartmentId, demoEmail],
  );
}

// ---- channel health (health.ts): what each channel has read of our export ------------------------------------------

const NO_FEED = `'00000000-0000-0000-0000-000000000000'::uuid`;

/** The account's stays' last changes (for cancellations, whose stays the export no longer holds). */
export async function stayChangeTimes(db: Queryable, accountId: string, ids: string[]): Promise<Array<{ id: string; updated_at: Date }>> {
  if (ids.length === 0) return [];
  return db.query<{ id: string; updated_at: Date }>('select id, updated_at from reservations where account_id = $1 and id = any($2::uuid[])', [accountId, ids]);
}

/** The apartment's feed of that id (a reader's `?for=`), or null when it is not one of the apartment's. */
export async function apartmentFeedId(db: Queryable, accountId: string, apartmentId: string, feedId: string): Promise<string | null> {
  const rows = await db.query<{ id: string }>('select id from calendar_feeds where id = $1 and account_id = $2 and apartment_id = $3', [feedId, accountId, apartmentId]);
  return rows[0]?.id ?? null;
}

/** The export address of the apartment (and feed) made on its first read, then locked for the read being recorded. */
export async function lockExportAddress(
  db: Queryable,
  accountId: string,
  apartmentId: string,
  feedId: string | null,
  first: { at: Date; userAgent: string; etag: string },
): Promise<{ id: string; snapshot: SnapshotItem[]; reads: number }> {
  await db.query(
    `insert into calendar_export_addresses (account_id, apartment_id, feed_id, first_read_at, last_read_at, user_agent, etag)
     values ($1, $2, $3, $4, $4, $5, $6) on conflict do nothing`,
    [accountId, apartmentId, feedId, first.at, first.userAgent, first.etag],
  );
  const [address] = await db.query<{ id: string; snapshot: SnapshotItem[]; reads: number }>(
    `select id, snapshot, reads from calendar_export_addresses
      where account_id = $1 and apartment_id = $2 and coalesce(feed_id, ${NO_FEED}) = coalesce($3::uuid, ${NO_FEED}) for update`,
    [accountId, apartmentId, feedId],
  );
  return address;
}

/** One read of an address: what it carried (changes seen, the longest wait) and the snapshot it now holds. */
export async function recordAddressRead(
  db: Queryable,
  accountId: string,
  addressId: string,
  read: {
    at: Date;
    userAgent: string;
    etag: string;
    status: number;
    changesSeen: number;
    longestWaitSeconds: number | null;
    /** when each change the read carried was made here (those of known time) */
    changedAt: Date[];
    snapshot: SnapshotItem[];
  },
): Promise<void> {
  await db.query(
    `insert into calendar_export_reads (address_id, account_id, read_at, user_agent, etag, status, changes_seen, longest_wait_seconds, changed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz[])`,
    [addressId, accountId, read.at, read.userAgent, read.etag, read.status, read.changesSeen, read.longestWaitSeconds, read.changedAt.map((d) => d.toISOString())],
  );
  await db.query(
    `update calendar_export_addresses set last_read_at = $3, user_agent = $4, etag = $5, reads = reads + 1, snapshot = $6::jsonb where id = $1 and account_id = $2`,
    [addressId, accountId, read.at, read.userAgent, read.etag, JSON.stringify(read.snapshot)],
  );
}

/** Reads older than 90 days are forgotten (the poll job's clean-up, over every account). */
export async function forgetOldReads(db: Queryable): Promise<void> {
  await db.query(`delete from calendar_export_reads where read_at < now() - interval '90 days'`);
}

export interface ChannelAddressRow {
  apartment_id: string;
  apartment_name: string;
  feed_id: string | null;
  feed_name: string | null;
  feed_url: string | null;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  http_status: number | null;
  error: string | null;
  import_minutes: number | null;
  address_id: string | null;
  first_read_at: Date | null;
  last_read_at: Date | null;
  user_agent: string | null;
  etag: string | null;
  reads: number | null;
  snapshot: SnapshotItem[] | null;
}

/** Each imported feed and each export address read of the account's apartments in scope (not archived). */
export async function channelAddressRows(db: Queryable, accountId: string, apartments: ApartmentScope): Promise<ChannelAddressRow[]> {
  return db.query<ChannelAddressRow>(
    `with keys as (
       select f.apartment_id, f.id as feed_id from calendar_feeds f where f.account_id = $1 and ${withinApartments('f.apartment_id', '$2')}
       union
       select x.apartment_id, x.feed_id from calendar_export_addresses x where x.account_id = $1 and ${withinApartments('x.apartment_id', '$2')}
     )
     select k.apartment_id, a.name as apartment_name, k.feed_id, f.name as feed_name, f.url as feed_url, f.last_attempt_at, f.last_success_at,
            f.http_status, f.error, f.import_every_minutes as import_minutes,
            x.id as address_id, x.first_read_at, x.last_read_at, x.user_agent, x.etag, x.reads, x.snapshot
       from keys k
       join apartments a on a.id = k.apartment_id and a.archived_at is null
       left join calendar_feeds f on f.id = k.feed_id
       left join calendar_export_addresses x on x.apartment_id = k.apartment_id
            and coalesce(x.feed_id, ${NO_FEED}) = coalesce(k.feed_id, ${NO_FEED})
      order by a.name, f.created_at nulls last, k.feed_id`,
    [accountId, apartments],
  );
}

export interface ExportedStayRow {
  id: string;
  apartment_id: string;
  feed_id: string | null;
  from_date: string;
  to_date: string;
  kind: string;
  updated_at: Date;
}

/** The stays the export carries now (from 30 days back, 24 months ahead) of the account's apartments given. */
export async function exportedStaysOf(db: Queryable, accountId: string, apartmentIds: string[]): Promise<ExportedStayRow[]> {
  if (apartmentIds.length === 0) return [];
  return db.query<ExportedStayRow>(
    `select id, apartment_id, feed_id, from_date, to_date, kind, updated_at from reservations
      where account_id = $1 and apartment_id = any($2::uuid[]) and status not in ('canceled', 'no_show')
        and to_date >= current_date - 30 and from_date < current_date + interval '24 months'
      order by from_date, id`,
    [accountId, apartmentIds],
  );
}

/** The changes the channels read per Warsaw day over `[from, to]`, for the apartments in scope. */
export async function changesSeenByDay(db: Queryable, accountId: string, apartments: ApartmentScope, from: string, to: string): Promise<Array<{ day: string; seen: number }>> {
  return db.query<{ day: string; seen: number }>(
    `select to_char(r.read_at at time zone 'Europe/Warsaw', 'YYYY-MM-DD') as day, sum(r.changes_seen)::int as seen
       from calendar_export_reads r join calendar_export_addresses x on x.id = r.address_id
      where r.account_id = $1 and ${withinApartments('x.apartment_id', '$2')}
        and r.read_at >= ($3::date)::timestamp at time zone 'Europe/Warsaw' and r.read_at < ($4::date + 1)::timestamp at time zone 'Europe/Warsaw'
      group by 1`,
    [accountId, apartments, from, to],
  );
}

/**
 * Per day of `[from, to]` (Warsaw days), the changes that were still waiting for their channel at the day's end and
 * that a later read carried (those waiting now are counted by the caller): made before the day ended, read after it.
 * A read recorded without its changes' times (before migration 923) counts its changes as made when the longest of
 * them was.
 */
export async function changesWaitingAtDayEnds(db: Queryable, accountId: string, apartments: ApartmentScope, from: string, to: string): Promise<Array<{ day: string; waiting: number }>> {
  return db.query<{ day: string; waiting: number }>(
    `select to_char(d.day, 'YYYY-MM-DD') as day, count(*)::int as waiting
       from generate_series($3::date, $4::date, interval '1 day') as d(day)
       join calendar_export_reads r on r.account_id = $1 and r.changes_seen > 0
        and r.read_at >= (d.day::date + 1)::timestamp at time zone 'Europe/Warsaw'
       join calendar_export_addresses x on x.id = r.address_id and ${withinApartments('x.apartment_id', '$2')}
       cross join lateral unnest(coalesce(r.changed_at,
         array_fill(r.read_at - make_interval(secs => coalesce(r.longest_wait_seconds, 0)), array[r.changes_seen]))) as c(at)
      where c.at < (d.day::date + 1)::timestamp at time zone 'Europe/Warsaw'
      group by 1`,
    [accountId, apartments, from, to],
  );
}

/** Imported events clashing with a live stay here, from today on, for the apartments in scope. */
export async function comingClashes(
  db: Queryable,
  accountId: string,
  apartments: ApartmentScope,
): Promise<Array<{ feed_name: string; apartment_id: string; apartment_name: string; from_date: string; to_date: string; kind: string }>> {
  return db.query(
    `select f.name as feed_name, e.apartment_id, a.name as apartment_name, e.from_date, e.to_date, r.kind
       from calendar_feed_events e join calendar_feeds f on f.id = e.feed_id join apartments a on a.id = e.apartment_id
       join reservations r on r.id = e.conflict_reservation_id
      where e.account_id = $1 and ${withinApartments('e.apartment_id', '$2')} and r.status not in ('canceled', 'no_show')
        and r.stay && daterange(e.from_date, e.to_date, '[)') and e.to_date >= current_date
      order by e.from_date`,
    [accountId, apartments],
  );
}

export interface ChannelStayRow {
  id: string;
  apartment_id: string;
  feed_id: string | null;
  source: string;
  from_date: string;
  to_date: string;
  status: string;
  full_name: string;
  adults: number;
  children: number;
  total_price: string;
  currency: string;
  channel_completed_at: Date | null;
}

const CHANNEL_STAY_COLUMNS = `id, apartment_id, feed_id, source, from_date::text as from_date, to_date::text as to_date, status, full_name, adults,
  children, total_price, currency, channel_completed_at`;

/**
 * Completes a channel's stay with what the host knows (guest, party, price): it stays of kind 'channel' with its feed,
 * so the import still moves or cancels it, and the import never writes these columns. Null: no such stay in scope.
 */
export async function completeChannelStay(
  db: Queryable,
  accountId: string,
  apartments: ApartmentScope,
  id: string,
  input: { fullName: string; adults: number; children: number; totalGrosze: number },
): Promise<ChannelStayRow | null> {
  const rows = await db.query<ChannelStayRow>(
    `update reservations set full_name = $4, adults = $5, children = $6, total_price = $7::numeric / 100,
        price_per_night = round($7::numeric / 100 / (to_date - from_date), 2), channel_completed_at = now(), updated_at = now()
      where id = $1 and account_id = $2 and kind = 'channel' and ${withinApartments('apartment_id', '$3')}
      returning ${CHANNEL_STAY_COLUMNS}`,
    [id, accountId, apartments, input.fullName, input.adults, input.children, input.totalGrosze],
  );
  return rows[0] ?? null;
}

/** The demo's channel stay to complete as a host would: the account's first coming one, while none is completed. */
export async function demoChannelStayToComplete(db: Queryable, accountId: string): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `select id from reservations r
      where r.account_id = $1 and r.kind = 'channel' and r.status = 'confirmed' and r.from_date > current_date
        and not exists (select 1 from reservations c where c.account_id = $1 and c.kind = 'channel' and c.channel_completed_at is not null)
      order by r.from_date, r.id limit 1`,
    [accountId],
  );
  return rows[0]?.id ?? null;
}
