import { randomUUID } from 'node:crypto';
import { parseAmount, todayInPoland } from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { inSavepoint as savepoint } from '../../db/catalog';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { pgCode } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { notify } from '../notifications';
import { calendarText, type ExportStay } from './exportFeed';
import { FeedFetchError, fetchFeed, type Validators } from './fetchFeed';
import { FeedParseError, type FeedEvent } from './parseFeed';
import { readFeed } from './readFeed';
import { demoFeedText } from './demoFeeds';
import * as repo from './repository';

/** What the import needs from the server: the database, whether private addresses may be read, the events cap. */
export interface SyncDeps {
  db: Database;
  allowPrivateNetwork: boolean;
  /** ICAL_MAX_EVENTS: a feed with more events is refused */
  maxEvents: number;
  /**
   * The address of this API's demo calendars (`{PUBLIC_URL}/api/v1/demo/calendars/`): a feed there is read by the API
   * from itself, without HTTP, in every mode (the demo account's apartments only), so the demo syncs under `npm start`.
   */
  demoFeedPrefix?: string | null;
}

/** A demo feed's text, read in process; null when the feed is no demo feed. */
async function demoBody(deps: SyncDeps, feed: repo.FeedRow): Promise<{ body: string | null } | null> {
  if (!deps.demoFeedPrefix || !feed.url.startsWith(deps.demoFeedPrefix)) return null;
  const name = feed.url.slice(deps.demoFeedPrefix.length).replace(/\.ics$/, '');
  return { body: name === feed.apartment_id ? await demoFeedText(deps.db, name) : null };
}

/** A feed with no success for this long raises an alert. */
export const STALE_HOURS = 6;
/** The poll runs every minute; each feed is read every `import_every_minutes` (5 by default), jittered, and on demand. */
export const POLL_MINUTES = 1;
export const DEFAULT_IMPORT_MINUTES = 5;
/** Writing one feed's changes stops after this long; the next read carries on where it stopped. */
export const IMPORT_MAX_MS = 5 * 60_000;
/**
 * The changes are written in transactions of about this long, the number of events in each following the time the
 * last one took: on PGlite (one connection in the process) other requests wait at most about this long.
 */
const CHUNK_TARGET_MS = 40;
const CHUNK_MIN = 20;
const CHUNK_MAX = 1000;
/** The bell tells this many stays (or conflicts) of one read one by one, and the rest in one notice. */
const TOLD_ONE_BY_ONE = 5;

export const importTooLong = () => `Zapis kalendarza trwał dłużej niż ${IMPORT_MAX_MS / 60_000} min i został przerwany; następna synchronizacja go dokończy.`;

const EXCLUSION_VIOLATION = '23P01';

/** `fn` in the savepoint import_event: an overlap with another stay (the exclusion constraint) rolls it back alone. */
function inSavepoint<T>(tx: Queryable, fn: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  return savepoint(tx, 'import_event', fn, (error) => pgCode(error) === EXCLUSION_VIOLATION);
}

type Outcome = 'kept' | 'added' | 'conflict';

/**
 * One event onto the calendar: a new one becomes a stay, a known one whose dates changed moves its stay. Where a stay
 * here is in the way, nothing is dropped: the event is kept without its (new) dates and names the stay it clashes
 * with, a conflict until the host moves or cancels one of them.
 */
async function place(tx: Queryable, feed: repo.FeedRow, event: FeedEvent, known: repo.StoredEvent | undefined): Promise<Outcome> {
  const stayId = known?.reservation_id ?? null;
  if (stayId && known!.from_date === event.from && known!.to_date === event.to) {
    await repo.saveEvent(tx, feed, event, stayId, null);
    return 'kept';
  }
  const placed = stayId
    ? await inSavepoint(tx, () => repo.moveChannelStay(tx, stayId, feed, event).then(() => stayId))
    : await inSavepoint(tx, () => repo.insertChannelStay(tx, feed, event));
  if (placed.ok) {
    await repo.saveEvent(tx, feed, event, placed.value, null);
    return stayId ? 'kept' : 'added';
  }
  const clash = await repo.clashingStay(tx, feed.apartment_id, event.from, event.to, stayId);
  await repo.saveEvent(tx, feed, stayId ? { ...event, from: known!.from_date, to: known!.to_date } : event, stayId, clash);
  return known?.conflict_reservation_id === clash ? 'kept' : 'conflict';
}

/**
 * `place` for many events in a few statements: the clashes are looked up at once, the stays that fit are inserted
 * and moved in one statement each, and the event rows written in one. Events in the way of each other, or of a stay
 * of this feed that moves in the same chunk, and a batch refused by a stay made meanwhile, go through `place` one
 * by one.
 */
async function placeChunk(tx: Queryable, feed: repo.FeedRow, chunk: FeedEvent[], known: Map<string, repo.StoredEvent>): Promise<Array<{ event: FeedEvent; outcome: Outcome }>> {
  const rows: repo.EventRow[] = [];
  const results: Array<{ event: FeedEvent; outcome: Outcome }> = [];
  const toPlace: FeedEvent[] = [];
  for (const event of chunk) {
    const stored = known.get(event.uid);
    if (stored?.reservation_id && stored.from_date === event.from && stored.to_date === event.to) {
      rows.push({ event, reservationId: stored.reservation_id, conflictId: null });
      results.push({ event, outcome: 'kept' });
    } else toPlace.push(event);
  }
  const own = (event: FeedEvent) => known.get(event.uid)?.reservation_id ?? null;
  const moving = new Set(toPlace.map(own).filter((id) => id !== null));
  const clashes = await repo.clashingStays(tx, feed.apartment_id, toPlace.map((e) => ({ from: e.from, to: e.to, own: own(e) })));
  const inserts: Array<{ id: string; event: FeedEvent }> = [];
  const moves: Array<{ id: string; event: FeedEvent }> = [];
  const oneByOne: FeedEvent[] = [];
  const taken: FeedEvent[] = [];
  toPlace.forEach((event, i) => {
    const stored = known.get(event.uid);
    const clash = clashes[i];
    if (clash && !moving.has(clash)) {
      const stayId = own(event);
      rows.push({ event: stayId ? { ...event, from: stored!.from_date, to: stored!.to_date } : event, reservationId: stayId, conflictId: clash });
      results.push({ event, outcome: stored?.conflict_reservation_id === clash ? 'kept' : 'conflict' });
    } else if (clash || taken.some((t) => t.from < event.to && event.from < t.to)) {
      oneByOne.push(event);
    } else {
      taken.push(event);
      const stayId = own(event);
      if (stayId) moves.push({ id: stayId, event });
      else inserts.push({ id: randomUUID(), event });
    }
  });
  const batch = await inSavepoint(tx, async () => {
    await repo.insertChannelStays(tx, feed, inserts);
    await repo.moveChannelStays(tx, feed, moves);
  });
  for (const stay of [...inserts, ...moves]) {
    if (!batch.ok) oneByOne.push(stay.event);
    else {
      rows.push({ event: stay.event, reservationId: stay.id, conflictId: null });
      results.push({ event: stay.event, outcome: own(stay.event) ? 'kept' : 'added' });
    }
  }
  await repo.saveEvents(tx, feed, rows);
  for (const event of oneByOne) results.push({ event, outcome: await place(tx, feed, event, known.get(event.uid)) });
  return results;
}

const day = (date: string) => date.split('-').reverse().join('.');

/** The bell: a stay that arrived from a channel, or a conflict the host must resolve. */
async function tell(tx: Queryable, feed: repo.FeedRow, event: FeedEvent, outcome: 'added' | 'conflict') {
  const channel = feed.name || 'kalendarz zewnętrzny';
  const clash =
    outcome === 'conflict' && (await repo.clashKind(tx, feed.id, event.uid)) === 'block'
      ? 'a w tym terminie jest blokada. Usuń blokadę albo zwolnij ten termin w kanale.'
      : 'a w tym terminie jest już pobyt. Przenieś lub anuluj jeden z nich.';
  await notify(tx, { accountId: feed.account_id }, {
    kind: outcome === 'added' ? 'reservation_synced' : 'sync_conflict',
    title: outcome === 'added' ? `Rezerwacja z kalendarza: ${channel}` : `Konflikt synchronizacji: ${channel}`,
    body:
      outcome === 'added'
        ? `${day(event.from)} – ${day(event.to)}${event.summary ? ` (${event.summary})` : ''}`
        : `${channel} ma zajęte ${day(event.from)} – ${day(event.to)}, ${clash}`,
    link: `/front-desk/calendar?from=${event.from}`,
    apartmentId: feed.apartment_id,
  });
}

/** The rest of a read's stays or conflicts beyond those told one by one, in one notice. */
async function tellTheRest(tx: Queryable, feed: repo.FeedRow, events: FeedEvent[], outcome: 'added' | 'conflict') {
  const channel = feed.name || 'kalendarz zewnętrzny';
  const first = events.reduce((a, b) => (b.from < a.from ? b : a));
  await notify(tx, { accountId: feed.account_id }, {
    kind: outcome === 'added' ? 'reservation_synced' : 'sync_conflict',
    title: outcome === 'added' ? `Rezerwacje z kalendarza: ${channel}` : `Konflikty synchronizacji: ${channel}`,
    body: outcome === 'added' ? `I ${events.length} kolejnych pobytów, od ${day(first.from)}.` : `I ${events.length} kolejnych konfliktów, od ${day(first.from)}. Przenieś lub anuluj pobyty albo usuń blokady w tych terminach.`,
    link: `/front-desk/calendar?from=${first.from}`,
    apartmentId: feed.apartment_id,
  });
}

export interface ImportOutcome {
  error: string | null;
  events: number;
  held: string | null;
  newConflicts: number;
  /** answered 304 to the validators sent: nothing read or written */
  notModified?: boolean;
}

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads one feed and brings its stays in line with it (the job `ical.import`). A failure is recorded on the feed in
 * Polish, never thrown. A feed that comes back empty, or loses more than half of its events at once, is applied
 * without its losses: the change is held and the dates stay closed until the host accepts it (`acceptLosses`).
 *
 * Bounded whatever the feed holds: it is parsed in a worker thread (readFeed: time and memory limits, ICAL_MAX_EVENTS),
 * and only the events that changed are written, in short transactions (CHUNK_TARGET_MS) with other requests served in
 * between, for IMPORT_MAX_MS at most. One import of a feed runs at a time (claimImport); null when the feed is gone or
 * already being imported.
 */
export async function importFeed(deps: SyncDeps, feedId: string, options: { acceptLosses?: boolean } = {}): Promise<ImportOutcome | null> {
  const feed = await repo.feedForImport(deps.db, feedId);
  // 'Synchronizuj kalendarz' switched off for the apartment: nothing is read (a read queued before is dropped)
  if (!feed || !feed.sync_enabled || !(await repo.claimImport(deps.db, feed.id))) return null;
  try {
    return await readAndApply(deps, feed, options);
  } finally {
    await repo.releaseImport(deps.db, feed.id);
  }
}

async function readAndApply(deps: SyncDeps, feed: repo.FeedRow, options: { acceptLosses?: boolean }): Promise<ImportOutcome> {
  const { db } = deps;
  const started = Date.now();
  let body: string;
  let httpStatus: number;
  let validators: Validators;
  // a conditional request only after a read applied in full (not after an error or a write cut short), never when the
  // host accepts held losses: an unchanged feed then costs one small 304
  const conditional = !options.acceptLosses && feed.error === null && feed.last_success_at !== null ? { etag: feed.remote_etag, lastModified: feed.remote_last_modified } : null;
  const demo = await demoBody(deps, feed);
  try {
    if (demo && demo.body === null) throw new FeedFetchError('Serwer kalendarza odpowiedział błędem HTTP 404.', 404);
    const answer = demo
      ? { status: 200, body: demo.body!, notModified: false, validators: { etag: null, lastModified: null } }
      : await fetchFeed(feed.url, { allowPrivate: deps.allowPrivateNetwork, conditional: conditional && (conditional.etag || conditional.lastModified) ? conditional : null });
    if (answer.notModified) {
      await repo.recordAttempt(db, feed.id, {
        httpStatus: 304,
        error: null,
        notModified: true,
        durationMs: Date.now() - started,
        validators: { etag: answer.validators.etag ?? feed.remote_etag, lastModified: answer.validators.lastModified ?? feed.remote_last_modified },
      });
      return { error: null, events: feed.event_count ?? 0, held: feed.held_reason, newConflicts: 0, notModified: true };
    }
    ({ body, status: httpStatus, validators } = answer);
  } catch (error) {
    if (!(error instanceof FeedFetchError)) throw error;
    await repo.recordAttempt(db, feed.id, { httpStatus: error.httpStatus, error: error.message, durationMs: Date.now() - started });
    return { error: error.message, events: 0, held: null, newConflicts: 0 };
  }
  let events: FeedEvent[];
  try {
    events = await readFeed(body, { maxEvents: deps.maxEvents });
  } catch (error) {
    if (!(error instanceof FeedParseError)) throw error;
    await repo.recordAttempt(db, feed.id, { httpStatus, error: error.message, durationMs: Date.now() - started });
    return { error: error.message, events: 0, held: null, newConflicts: 0 };
  }
  const deadline = Date.now() + IMPORT_MAX_MS;
  const today = todayInPoland();
  const incoming = new Map(events.filter((e) => e.to >= today).map((e) => [e.uid, e]));
  const stored = await repo.storedEvents(db, feed.id);
  const known = new Map(stored.map((s) => [s.uid, s]));
  const vanished = stored.filter((s) => !incoming.has(s.uid));
  let held: string | null = null;
  if (!options.acceptLosses && stored.length > 0 && incoming.size === 0) {
    held = 'Kalendarz przyszedł pusty. Zmiany wstrzymano, a terminy pozostały zajęte.';
  } else if (!options.acceptLosses && stored.length >= 2 && vanished.length * 2 > stored.length) {
    held = `Z kalendarza zniknęło naraz ${vanished.length} z ${stored.length} wydarzeń. Zmiany wstrzymano, a terminy pozostały zajęte.`;
  }
  // what is already stored as it comes is not written again: a read that changes nothing writes nothing
  const changed = [...incoming.values()].filter((event) => {
    const s = known.get(event.uid);
    return !s || !s.reservation_id || s.conflict_reservation_id !== null || s.from_date !== event.from || s.to_date !== event.to || s.summary !== event.summary || s.description !== event.description;
  });

  const told = { added: [] as FeedEvent[], conflict: [] as FeedEvent[] };
  let newConflicts = 0;
  const timedOut = async () => {
    const error = importTooLong();
    await repo.recordAttempt(db, feed.id, { httpStatus, error });
    return { error, events: events.length, held: null, newConflicts };
  };
  let size = 50;
  for (let next = 0; next < changed.length; ) {
    if (Date.now() > deadline) return timedOut();
    const chunk = changed.slice(next, next + size);
    const started = Date.now();
    const results = await db.transaction((tx) => placeChunk(tx, feed, chunk, known));
    next += chunk.length;
    for (const { event, outcome } of results) {
      if (outcome === 'conflict') newConflicts++;
      // a feed's first read brings in what the channel already held: only its conflicts ring the bell
      if (outcome === 'conflict' || (outcome === 'added' && feed.last_success_at !== null)) told[outcome].push(event);
    }
    size = Math.max(CHUNK_MIN, Math.min(CHUNK_MAX, size * 2, Math.round((size * CHUNK_TARGET_MS) / Math.max(1, Date.now() - started))));
    await yieldToOthers();
  }
  if (!held) {
    // gone from a feed that was read and parsed: its stay is cancelled, never deleted
    for (let next = 0; next < vanished.length; next += 200) {
      if (Date.now() > deadline) return timedOut();
      await db.transaction((tx) => repo.dropEvents(tx, feed.id, vanished.slice(next, next + 200)));
      await yieldToOthers();
    }
  }
  await db.transaction(async (tx) => {
    for (const outcome of ['added', 'conflict'] as const) {
      for (const event of told[outcome].slice(0, TOLD_ONE_BY_ONE)) await tell(tx, feed, event, outcome);
      if (told[outcome].length > TOLD_ONE_BY_ONE) await tellTheRest(tx, feed, told[outcome].slice(TOLD_ONE_BY_ONE), outcome);
    }
    await repo.recordAttempt(tx, feed.id, { httpStatus, error: null, eventCount: events.length, heldReason: held, validators, durationMs: Date.now() - started });
  });
  return { error: null, events: events.length, held, newConflicts };
}

/** The feeds due for a read (the job `ical.poll`, every minute): rows matched first to what hosts entered, where they differ. */
export async function dueFeeds(db: Database): Promise<string[]> {
  for (const apartment of await repo.apartmentsWithFeedsToMatch(db)) {
    await db.transaction(async (tx) => {
      const entered = await repo.enteredFeeds(tx, apartment.account_id, apartment.id);
      if (entered) await repo.matchFeedRows(tx, apartment.account_id, apartment.id, entered);
    });
  }
  return repo.claimDueFeeds(db);
}

/** Feeds in the order the host entered them. */
function inEnteredOrder(feeds: repo.FeedRow[], entered: repo.EnteredFeed[]): repo.FeedRow[] {
  const position = new Map(entered.map((f, i) => [f.url, i]));
  return [...feeds].sort((a, b) => (position.get(a.url) ?? 0) - (position.get(b.url) ?? 0));
}

function checkApartment(scope: Scope, apartmentId: string) {
  if (scope.apartmentIds && !scope.apartmentIds.includes(apartmentId)) throw new NotFoundError('Nie znaleziono apartamentu.');
}

/** An apartment's feeds with their state, after matching them to what is entered in its settings. */
export async function apartmentFeeds(db: Database, scope: Scope, apartmentId: string): Promise<repo.FeedRow[]> {
  checkApartment(scope, apartmentId);
  return db.transaction(async (tx) => {
    const entered = await repo.enteredFeeds(tx, scope.accountId, apartmentId);
    if (!entered) throw new NotFoundError('Nie znaleziono apartamentu.');
    await repo.matchFeedRows(tx, scope.accountId, apartmentId, entered);
    return inEnteredOrder(await repo.listFeeds(tx, scope.accountId, apartmentId), entered);
  });
}

/** Replaces the apartment's feeds (the detail page's section; the wizard writes the same list). */
export async function replaceFeeds(db: Database, scope: Scope, apartmentId: string, feeds: repo.EnteredFeed[]): Promise<repo.FeedRow[]> {
  checkApartment(scope, apartmentId);
  return db.transaction(async (tx) => {
    if (!(await repo.enteredFeeds(tx, scope.accountId, apartmentId))) throw new NotFoundError('Nie znaleziono apartamentu.');
    const unique = [...new Map(feeds.map((f) => [f.url.trim(), { name: f.name.trim(), url: f.url.trim() }])).values()];
    await repo.saveEnteredFeeds(tx, scope.accountId, apartmentId, unique);
    await repo.matchFeedRows(tx, scope.accountId, apartmentId, unique);
    return inEnteredOrder(await repo.listFeeds(tx, scope.accountId, apartmentId), unique);
  });
}

/** The apartment of a stay the caller may see (null: none such). */
export const stayApartment = repo.stayApartment;

/** Sets how often a feed is read (5 minutes to a day). */
export async function setFeedTiming(db: Queryable, scope: Scope, feedId: string, minutes: number): Promise<repo.FeedRow> {
  const feed = await oneFeed(db, scope, feedId);
  await repo.setImportEvery(db, scope.accountId, feed.id, minutes);
  return oneFeed(db, scope, feedId);
}

export const SYNC_OFF_MESSAGE = 'Synchronizacja kalendarza tego apartamentu jest wyłączona: włącz „Synchronizuj kalendarz z serwisami rezerwacyjnymi” w ustawieniach obiektu.';

/** A feed to read now: refused while its apartment's synchronisation is switched off. */
export async function feedToRead(db: Queryable, scope: Scope, feedId: string): Promise<repo.FeedRow> {
  const feed = await oneFeed(db, scope, feedId);
  if (!feed.sync_enabled) throw new ConflictError(SYNC_OFF_MESSAGE);
  return feed;
}

export async function oneFeed(db: Queryable, scope: Scope, feedId: string): Promise<repo.FeedRow> {
  const feed = await repo.findFeed(db, scope.accountId, feedId);
  if (!feed || (scope.apartmentIds && !scope.apartmentIds.includes(feed.apartment_id))) throw new NotFoundError('Nie znaleziono kalendarza.');
  return feed;
}

/** The apartment's export for a channel, with what it holds (recorded as that address's read: health.ts). */
export async function exportCalendar(db: Queryable, token: string, forFeedId: string | null): Promise<{ text: string; apartment: { id: string; account_id: string }; stays: ExportStay[] } | null> {
  const apartment = await repo.apartmentByToken(db, token);
  if (!apartment) return null;
  const stays = await repo.exportStays(db, apartment.id, forFeedId);
  return { text: calendarText(stays), apartment, stays };
}

export async function regenerateToken(db: Queryable, scope: Scope, apartmentId: string): Promise<string> {
  checkApartment(scope, apartmentId);
  const token = await repo.newCalendarToken(db, scope.accountId, apartmentId);
  if (!token) throw new NotFoundError('Nie znaleziono apartamentu.');
  return token;
}

export async function exportToken(db: Queryable, scope: Scope, apartmentId: string): Promise<string> {
  checkApartment(scope, apartmentId);
  const token = await repo.calendarToken(db, scope.accountId, apartmentId);
  if (!token) throw new NotFoundError('Nie znaleziono apartamentu.');
  return token;
}

/** The most a host may type as a channel stay's price: 10 000 000 zł. */
const MAX_STAY_GROSZE = 1_000_000_000;

/**
 * The host completes a channel's stay (guest name, party, price) into a full reservation; it keeps its link to the
 * feed (kind 'channel', feed_id), so later imports still move or cancel it and never overwrite what was typed.
 */
export async function completeChannelStay(
  db: Queryable,
  scope: Scope,
  id: string,
  input: { fullName: string; adults: number; children?: number; totalPrice: number | string },
): Promise<repo.ChannelStayRow> {
  const totalGrosze = parseAmount(input.totalPrice);
  if (totalGrosze === null || totalGrosze > MAX_STAY_GROSZE) throw new ValidationError({ totalPrice: ['Podaj cenę pobytu w zł (np. 1250,50)'] });
  const fullName = input.fullName.trim();
  if (!fullName) throw new ValidationError({ fullName: ['Podaj imię i nazwisko gościa (do 200 znaków)'] });
  const row = await repo.completeChannelStay(db, scope.accountId, scope.apartmentIds, id, { fullName, adults: input.adults, children: input.children ?? 0, totalGrosze });
  if (!row) throw new NotFoundError('Nie znaleziono pobytu z kalendarza serwisu.');
  return row;
}
