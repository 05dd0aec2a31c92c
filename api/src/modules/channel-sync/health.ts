import type { CalendarWarning } from '@gospodarz/contracts';
import { addDays, todayInPoland } from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import type { ApartmentScope } from '../../lib/scope';
import type { ExportStay } from './exportFeed';
import { changesSeenByDay, changesWaitingAtDayEnds, channelAddressRows, comingClashes, exportedStaysOf, apartmentFeedId, lockExportAddress, recordAddressRead, stayChangeTimes } from './repository';

/**
 * Channel health (issue 36): what each channel has seen of an apartment's calendar. Every read of an export address
 * (the apartment's token, with `?for={feedId}` for a channel that also gives us its calendar) is recorded with the
 * stays it was served (migration 921); the changes that channel has not read yet are the difference between the
 * export now and what it was last served: new stays and blocks, cancellations, moved dates.
 */

/** A stay as an address was last served it. */
export interface SnapshotItem {
  id: string;
  from: string;
  to: string;
  kind: string;
}

export type ChangeKind = 'new_stay' | 'new_block' | 'cancellation' | 'moved';

export interface PendingChange {
  kind: ChangeKind;
  stayId: string;
  stayKind: string;
  from: string;
  to: string;
  /** when the stay changed here (null: it is gone, e.g. a removed block) */
  changedAt: Date | null;
}

/** A feed not read by its channel for this long is an error in 'Analiza wysyłek'. */
export const UNREAD_HOURS = 3;

const CHANGE_LABELS: Record<ChangeKind, string> = {
  new_stay: 'Nowa rezerwacja',
  new_block: 'Nowa blokada',
  cancellation: 'Anulowanie',
  moved: 'Zmiana terminu',
};
export const changeLabel = (kind: ChangeKind) => CHANGE_LABELS[kind];

const snapshotOf = (stays: ExportStay[]): SnapshotItem[] => stays.map((s) => ({ id: s.id, from: s.from_date, to: s.to_date, kind: s.kind }));

/**
 * The changes between what an address was served (`seen`) and the export now (`now`): a stay not served then is new,
 * one served then and gone (not merely out of the export's 30 days back) is a cancellation, one with other dates moved.
 */
export function changesBetween(seen: SnapshotItem[], now: Array<SnapshotItem & { changedAt: Date | null }>, today: string): PendingChange[] {
  const before = new Map(seen.map((s) => [s.id, s]));
  const changes: PendingChange[] = [];
  const windowStart = addDays(today, -30);
  for (const stay of now) {
    const old = before.get(stay.id);
    before.delete(stay.id);
    if (!old) changes.push({ kind: stay.kind === 'block' ? 'new_block' : 'new_stay', stayId: stay.id, stayKind: stay.kind, from: stay.from, to: stay.to, changedAt: stay.changedAt });
    else if (old.from !== stay.from || old.to !== stay.to) changes.push({ kind: 'moved', stayId: stay.id, stayKind: stay.kind, from: stay.from, to: stay.to, changedAt: stay.changedAt });
  }
  for (const gone of before.values()) {
    if (gone.to < windowStart) continue;
    changes.push({ kind: 'cancellation', stayId: gone.id, stayKind: gone.kind, from: gone.from, to: gone.to, changedAt: null });
  }
  return changes;
}

/** The channel a reader is, by its user agent, for an address read without `for`. */
export function channelOfAgent(userAgent: string): string {
  if (/booking/i.test(userAgent)) return 'Booking.com';
  if (/airbnb/i.test(userAgent)) return 'Airbnb';
  if (/nocowanie/i.test(userAgent)) return 'Nocowanie.pl';
  if (/noclegowo/i.test(userAgent)) return 'Noclegowo';
  if (/google/i.test(userAgent)) return 'Kalendarz Google';
  return 'Adres ogólny';
}

/** 'przed chwilą', '47 min temu', '5 godz. temu', '3 dni temu'. */
export function ago(at: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000));
  if (minutes < 1) return 'przed chwilą';
  if (minutes < 60) return `${minutes} min temu`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} godz. temu`;
  return `${Math.floor(hours / 24)} dni temu`;
}

/** The stays' last changes (for cancellations, whose stays the export no longer holds). */
async function changeTimes(db: Queryable, accountId: string, ids: string[]): Promise<Map<string, Date>> {
  const rows = await stayChangeTimes(db, accountId, ids);
  return new Map(rows.map((r) => [r.id, new Date(r.updated_at)]));
}

/**
 * Records a read of an export address and what it carried to the channel: the changes it had not seen, and how long
 * the oldest of them waited. The address's snapshot becomes what was served (an answer 304 served the same).
 */
export async function recordExportRead(
  db: Database,
  read: { accountId: string; apartmentId: string; feedId: string | null; userAgent: string; etag: string; status: number; stays: ExportStay[] },
  now = new Date(),
): Promise<void> {
  const userAgent = read.userAgent.slice(0, 300);
  await db.transaction(async (tx) => {
    const feedId = read.feedId ? await apartmentFeedId(tx, read.accountId, read.apartmentId, read.feedId) : null;
    const address = await lockExportAddress(tx, read.accountId, read.apartmentId, feedId, { at: now, userAgent, etag: read.etag });
    const current = read.stays.map((s) => ({ ...snapshotOf([s])[0], changedAt: new Date(s.updated_at) }));
    // the first read brings the channel everything: nothing was waiting for it yet
    const seen = address.reads === 0 ? [] : changesBetween(address.snapshot, current, todayInPoland(now));
    const times = await changeTimes(tx, read.accountId, seen.filter((c) => c.changedAt === null).map((c) => c.stayId));
    const changedAt = seen.map((c) => c.changedAt ?? times.get(c.stayId) ?? null).filter((d): d is Date => d !== null);
    const waits = changedAt.map((d) => Math.max(0, Math.round((now.getTime() - d.getTime()) / 1000)));
    await recordAddressRead(tx, read.accountId, address.id, {
      at: now,
      userAgent,
      etag: read.etag,
      status: read.status,
      changesSeen: seen.length,
      longestWaitSeconds: waits.length ? Math.max(...waits) : null,
      changedAt,
      snapshot: snapshotOf(read.stays),
    });
  });
}

/** One channel of one apartment: our export as it read it, their calendar as we imported it, what waits for it. */
export interface ChannelState {
  apartmentId: string;
  apartmentName: string;
  /** the feed of that channel we import (null: an address read without `for`) */
  feedId: string | null;
  channel: string;
  lastReadAt: Date | null;
  userAgent: string | null;
  etag: string | null;
  reads: number;
  lastImportAt: Date | null;
  lastImportAttemptAt: Date | null;
  importHttpStatus: number | null;
  importError: string | null;
  importEveryMinutes: number | null;
  pending: PendingChange[];
}

/**
 * Every channel of the apartments in scope: each imported feed (whether its channel reads our export or not yet) and
 * each export address read, with the changes it has not read yet.
 */
export async function channelStates(db: Queryable, accountId: string, apartments: ApartmentScope, now = new Date()): Promise<ChannelState[]> {
  const rows = await channelAddressRows(db, accountId, apartments);
  const apartmentIds = [...new Set(rows.filter((r) => r.address_id).map((r) => r.apartment_id))];
  const stays = await exportedStaysOf(db, accountId, apartmentIds);
  const today = todayInPoland(now);
  const states = rows.map((r): ChannelState => {
    const current = stays
      .filter((s) => s.apartment_id === r.apartment_id && (r.feed_id === null || s.feed_id !== r.feed_id))
      .map((s) => ({ id: s.id, from: s.from_date, to: s.to_date, kind: s.kind, changedAt: new Date(s.updated_at) }));
    return {
      apartmentId: r.apartment_id,
      apartmentName: r.apartment_name,
      feedId: r.feed_id,
      channel: r.feed_name || (r.feed_id ? 'Kalendarz zewnętrzny' : channelOfAgent(r.user_agent ?? '')),
      lastReadAt: r.last_read_at,
      userAgent: r.user_agent,
      etag: r.etag,
      reads: r.reads ?? 0,
      lastImportAt: r.last_success_at,
      lastImportAttemptAt: r.last_attempt_at,
      importHttpStatus: r.http_status,
      importError: r.error,
      importEveryMinutes: r.feed_id ? r.import_minutes : null,
      pending: r.address_id && r.snapshot ? changesBetween(r.snapshot, current, today) : [],
    };
  });
  const gone = states.flatMap((s) => s.pending.filter((c) => c.changedAt === null).map((c) => c.stayId));
  const times = await changeTimes(db, accountId, gone);
  for (const state of states) for (const change of state.pending) if (change.changedAt === null) change.changedAt = times.get(change.stayId) ?? null;
  return states;
}

const day = (date: string) => date.split('-').reverse().join('.');

/** What a channel does not know yet about a stay here, in the host's words. */
export function pendingMessage(state: ChannelState, change: PendingChange, now: Date): string {
  const about =
    change.kind === 'cancellation'
      ? `o anulowaniu pobytu ${day(change.from)} – ${day(change.to)}`
      : change.kind === 'moved'
        ? change.stayKind === 'block'
          ? 'o zmianie terminu tej blokady'
          : 'o zmianie terminu tej rezerwacji'
        : change.kind === 'new_block'
          ? 'o tej blokadzie'
          : 'o tej rezerwacji';
  return `${state.channel} jeszcze nie wie ${about}: ostatni odczyt ${state.lastReadAt ? ago(state.lastReadAt, now) : 'nigdy'}`;
}

/**
 * The dates a channel still sells although they are taken here (a stay booked directly, a block, a move it has not
 * read yet), for the calendar: one warning over each such stay per channel.
 */
export async function channelPendingWarnings(
  db: Queryable,
  range: { accountId: string; apartmentIds: ApartmentScope; from: string; to: string },
  now = new Date(),
): Promise<CalendarWarning[]> {
  const states = await channelStates(db, range.accountId, range.apartmentIds, now);
  return states.flatMap((state) =>
    state.lastReadAt === null
      ? []
      : state.pending
          .filter((c) => c.kind !== 'cancellation' && c.to > range.from && c.from < range.to)
          .map((c) => ({
            kind: 'channelPending',
            apartmentId: state.apartmentId,
            day: c.from < range.from ? range.from : c.from,
            reservationId: c.stayId,
            message: pendingMessage(state, c, now),
          })),
  );
}

/** The open windows: changes waiting to be read, each with its channel and stay, for the desktop and a stay's page. */
export interface OpenWindow {
  apartmentId: string;
  apartmentName: string;
  channel: string;
  change: PendingChange;
  message: string;
}

export async function openWindows(db: Queryable, accountId: string, apartments: ApartmentScope, now = new Date()): Promise<OpenWindow[]> {
  const today = todayInPoland(now);
  const states = await channelStates(db, accountId, apartments, now);
  return states
    .filter((s) => s.lastReadAt !== null)
    .flatMap((s) =>
      s.pending
        .filter((c) => c.to > today)
        .map((change) => ({ apartmentId: s.apartmentId, apartmentName: s.apartmentName, channel: s.channel, change, message: pendingMessage(s, change, now) })),
    )
    .sort((a, b) => (a.change.from < b.change.from ? -1 : a.change.from > b.change.from ? 1 : 0));
}

// ---- 'Analiza wysyłek' ----------------------------------------------------------------------------------------------

const warsawDay = (at: Date) => todayInPoland(at);

export interface HealthReport {
  from: string;
  to: string;
  channels: Array<Omit<ChannelState, 'pending'> & { status: ChannelStatus; pending: Array<PendingChange & { label: string; waitingMinutes: number | null }> }>;
  chart: Array<{ day: string; pending: number; seen: number }>;
  cards: Array<{ channel: string; status: ChannelStatus; apartments: number; lastReadAt: Date | null; lastImportAt: Date | null; pending: number; oldestPendingMinutes: number | null; errors: number }>;
  errors: Array<{ kind: 'import' | 'not_read' | 'conflict'; channel: string; apartmentId: string; apartmentName: string; at: Date | null; httpStatus: number | null; message: string }>;
}

export type ChannelStatus = 'ok' | 'waiting' | 'unread' | 'error';

const minutesSince = (at: Date | null, now: Date) => (at ? Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000)) : null);

function statusOf(state: ChannelState, now: Date): ChannelStatus {
  if (state.importError) return 'error';
  if (state.lastReadAt === null || now.getTime() - state.lastReadAt.getTime() > UNREAD_HOURS * 3_600_000) return 'unread';
  return state.pending.length > 0 ? 'waiting' : 'ok';
}

const WORST: ChannelStatus[] = ['error', 'unread', 'waiting', 'ok'];

/** Everything 'Analiza wysyłek' shows for the apartments in scope, the chart over `[from, to]` (Warsaw days). */
export async function healthReport(db: Queryable, accountId: string, apartments: ApartmentScope, from: string, to: string, now = new Date()): Promise<HealthReport> {
  const states = await channelStates(db, accountId, apartments, now);
  const channels = states.map((s) => ({
    ...s,
    status: statusOf(s, now),
    pending: s.pending.map((c) => ({ ...c, label: changeLabel(c.kind), waitingMinutes: minutesSince(c.changedAt, now) })),
  }));

  const reads = await changesSeenByDay(db, accountId, apartments, from, to);
  const seenBy = new Map(reads.map((r) => [r.day, r.seen]));
  // 'Oczekujące': the changes waiting at each day's end, those read since and those still waiting now
  const waitedBy = new Map((await changesWaitingAtDayEnds(db, accountId, apartments, from, to)).map((r) => [r.day, r.waiting]));
  const waitingNow = states.flatMap((s) => s.pending.map((c) => (c.changedAt ? warsawDay(c.changedAt) : null))).filter((d): d is string => d !== null);
  const chart: HealthReport['chart'] = [];
  for (let d = from; d <= to && chart.length < 366; d = addDays(d, 1)) {
    const stillWaiting = waitingNow.filter((made) => made <= d).length;
    chart.push({ day: d, pending: (waitedBy.get(d) ?? 0) + stillWaiting, seen: seenBy.get(d) ?? 0 });
  }

  const errors: HealthReport['errors'] = [];
  for (const s of channels) {
    if (s.importError) errors.push({ kind: 'import', channel: s.channel, apartmentId: s.apartmentId, apartmentName: s.apartmentName, at: s.lastImportAttemptAt, httpStatus: s.importHttpStatus, message: s.importError });
    if (s.status === 'unread' || (s.importError && (s.lastReadAt === null || now.getTime() - s.lastReadAt.getTime() > UNREAD_HOURS * 3_600_000))) {
      errors.push({
        kind: 'not_read',
        channel: s.channel,
        apartmentId: s.apartmentId,
        apartmentName: s.apartmentName,
        at: s.lastReadAt,
        httpStatus: null,
        message: s.lastReadAt
          ? `${s.channel} nie odczytał kalendarza od ponad ${UNREAD_HOURS} godzin (ostatni odczyt ${ago(s.lastReadAt, now)}).`
          : `${s.channel} jeszcze ani razu nie odczytał kalendarza: wklej link eksportu w panelu tego serwisu.`,
      });
    }
  }
  const conflicts = await comingClashes(db, accountId, apartments);
  for (const c of conflicts) {
    errors.push({
      kind: 'conflict',
      channel: c.feed_name || 'Kalendarz zewnętrzny',
      apartmentId: c.apartment_id,
      apartmentName: c.apartment_name,
      at: null,
      httpStatus: null,
      message: `Konflikt: ${c.feed_name || 'kalendarz zewnętrzny'} ma zajęte ${day(c.from_date)} – ${day(c.to_date)}, ${c.kind === 'block' ? 'a tu jest blokada' : 'a tu jest już pobyt'}.`,
    });
  }

  const byChannel = new Map<string, typeof channels>();
  for (const s of channels) byChannel.set(s.channel, [...(byChannel.get(s.channel) ?? []), s]);
  const latest = (dates: Array<Date | null>) => dates.filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0] ?? null;
  const cards = [...byChannel.entries()].map(([channel, list]) => {
    const waits = list.flatMap((s) => s.pending.map((c) => c.waitingMinutes)).filter((m): m is number => m !== null);
    return {
      channel,
      status: WORST.find((w) => list.some((s) => s.status === w)) ?? 'ok',
      apartments: new Set(list.map((s) => s.apartmentId)).size,
      lastReadAt: latest(list.map((s) => s.lastReadAt)),
      lastImportAt: latest(list.map((s) => s.lastImportAt)),
      pending: list.reduce((n, s) => n + s.pending.length, 0),
      oldestPendingMinutes: waits.length ? Math.max(...waits) : null,
      errors: errors.filter((e) => e.channel === channel).length,
    };
  });
  return { from, to, channels, chart, cards, errors };
}
