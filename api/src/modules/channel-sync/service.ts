import type { Database, Queryable } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import { pgCode } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { notify } from '../notifications';
import { todayInPoland } from '../pricing';
import { calendarText } from './exportFeed';
import { FeedFetchError, fetchFeed } from './fetchFeed';
import { FeedParseError, parseFeed, type FeedEvent } from './parseFeed';
import * as repo from './repository';

/** What the import needs from the server: the database and whether the operator allows private addresses. */
export interface SyncDeps {
  db: Database;
  allowPrivateNetwork: boolean;
}

/** A feed with no success for this long raises an alert. */
export const STALE_HOURS = 6;
/** Feeds are read every 15 minutes (and on demand). */
export const POLL_MINUTES = 15;

const EXCLUSION_VIOLATION = '23P01';

async function inSavepoint<T>(tx: Queryable, fn: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  await tx.query('savepoint import_event');
  try {
    const value = await fn();
    await tx.query('release savepoint import_event');
    return { ok: true, value };
  } catch (error) {
    if (pgCode(error) !== EXCLUSION_VIOLATION) throw error;
    await tx.query('rollback to savepoint import_event');
    return { ok: false };
  }
}

/**
 * One event onto the calendar: a new one becomes a stay, a known one whose dates changed moves its stay. Where a stay
 * here is in the way, nothing is dropped: the event is kept without its (new) dates and names the stay it clashes
 * with, a conflict until the host moves or cancels one of them.
 */
async function place(tx: Queryable, feed: repo.FeedRow, event: FeedEvent, known: repo.StoredEvent | undefined): Promise<'kept' | 'added' | 'conflict'> {
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

const day = (date: string) => date.split('-').reverse().join('.');

/** The bell: a stay that arrived from a channel, or a conflict the host must resolve. */
async function tell(tx: Queryable, feed: repo.FeedRow, event: FeedEvent, outcome: 'added' | 'conflict') {
  const channel = feed.name || 'kalendarz zewnętrzny';
  await notify(tx, { accountId: feed.account_id }, {
    kind: outcome === 'added' ? 'reservation_synced' : 'sync_conflict',
    title: outcome === 'added' ? `Rezerwacja z kalendarza: ${channel}` : `Konflikt synchronizacji: ${channel}`,
    body:
      outcome === 'added'
        ? `${day(event.from)} – ${day(event.to)}${event.summary ? ` (${event.summary})` : ''}`
        : `${channel} ma zajęte ${day(event.from)} – ${day(event.to)}, a w tym terminie jest już pobyt. Przenieś lub anuluj jeden z nich.`,
    link: `/front-desk/calendar?from=${event.from}`,
    apartmentId: feed.apartment_id,
  });
}

export interface ImportOutcome {
  error: string | null;
  events: number;
  held: string | null;
  newConflicts: number;
}

/**
 * Reads one feed and brings its stays in line with it (the job `ical.import`). A failure is recorded on the feed in
 * Polish, never thrown. A feed that comes back empty, or loses more than half of its events at once, is applied
 * without its losses: the change is held and the dates stay closed until the host accepts it (`acceptLosses`).
 */
export async function importFeed(deps: SyncDeps, feedId: string, options: { acceptLosses?: boolean } = {}): Promise<ImportOutcome | null> {
  const feed = await repo.feedForImport(deps.db, feedId);
  if (!feed) return null;
  let body: string;
  let httpStatus: number;
  try {
    ({ body, status: httpStatus } = await fetchFeed(feed.url, { allowPrivate: deps.allowPrivateNetwork }));
  } catch (error) {
    if (!(error instanceof FeedFetchError)) throw error;
    await repo.recordAttempt(deps.db, feed.id, { httpStatus: error.httpStatus, error: error.message });
    return { error: error.message, events: 0, held: null, newConflicts: 0 };
  }
  let events: FeedEvent[];
  try {
    events = parseFeed(body);
  } catch (error) {
    if (!(error instanceof FeedParseError)) throw error;
    await repo.recordAttempt(deps.db, feed.id, { httpStatus, error: error.message });
    return { error: error.message, events: 0, held: null, newConflicts: 0 };
  }
  const today = todayInPoland();
  const incoming = new Map(events.filter((e) => e.to >= today).map((e) => [e.uid, e]));

  return deps.db.transaction(async (tx) => {
    const stored = await repo.storedEvents(tx, feed.id);
    const known = new Map(stored.map((s) => [s.uid, s]));
    const vanished = stored.filter((s) => !incoming.has(s.uid));
    let held: string | null = null;
    if (!options.acceptLosses && stored.length > 0 && incoming.size === 0) {
      held = 'Kalendarz przyszedł pusty. Zmiany wstrzymano, a terminy pozostały zajęte.';
    } else if (!options.acceptLosses && stored.length >= 2 && vanished.length * 2 > stored.length) {
      held = `Z kalendarza zniknęło naraz ${vanished.length} z ${stored.length} wydarzeń. Zmiany wstrzymano, a terminy pozostały zajęte.`;
    }
    let newConflicts = 0;
    for (const event of incoming.values()) {
      const outcome = await place(tx, feed, event, known.get(event.uid));
      if (outcome === 'conflict') newConflicts++;
      // a feed's first read brings in what the channel already held: only its conflicts ring the bell
      if (outcome === 'conflict' || (outcome === 'added' && feed.last_success_at !== null)) await tell(tx, feed, event, outcome);
    }
    if (!held) {
      // gone from a feed that was read and parsed: its stay is cancelled, never deleted
      for (const gone of vanished) {
        if (gone.reservation_id) await repo.cancelChannelStay(tx, gone.reservation_id);
        await repo.dropEvent(tx, feed.id, gone.uid);
      }
    }
    await repo.recordAttempt(tx, feed.id, { httpStatus, error: null, eventCount: events.length, heldReason: held });
    return { error: null, events: events.length, held, newConflicts };
  });
}

/** The feeds due for a read (the job `ical.poll`, every 15 minutes): rows matched to what hosts entered first. */
export async function dueFeeds(db: Database): Promise<string[]> {
  for (const apartment of await repo.apartmentsWithEnteredFeeds(db)) {
    await db.transaction(async (tx) => {
      const entered = await repo.enteredFeeds(tx, apartment.account_id, apartment.id);
      if (entered) await repo.matchFeedRows(tx, apartment.account_id, apartment.id, entered);
    });
  }
  return repo.dueFeedIds(db, POLL_MINUTES - 1);
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

export async function oneFeed(db: Queryable, scope: Scope, feedId: string): Promise<repo.FeedRow> {
  const feed = await repo.findFeed(db, scope.accountId, feedId);
  if (!feed || (scope.apartmentIds && !scope.apartmentIds.includes(feed.apartment_id))) throw new NotFoundError('Nie znaleziono kalendarza.');
  return feed;
}

export async function exportCalendar(db: Queryable, token: string, forFeedId: string | null): Promise<string | null> {
  const apartment = await repo.apartmentByToken(db, token);
  if (!apartment) return null;
  return calendarText(await repo.exportStays(db, apartment.id, forFeedId));
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
