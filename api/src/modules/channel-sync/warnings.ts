import type { CalendarWarning } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import type { ApartmentScope } from '../../lib/scope';
import { openConflicts, troubledFeeds } from './repository';
import { STALE_HOURS } from './service';

export { STALE_HOURS };

const day = (date: string) => date.split('-').reverse().join('.');

/** The calendar's warnings for imported events clashing with a stay here: one over the stay, one over the event's days. */
export async function syncConflictWarnings(
  db: Queryable,
  range: { accountId: string; apartmentIds: ApartmentScope; from: string; to: string },
): Promise<CalendarWarning[]> {
  const conflicts = await openConflicts(db, range.accountId, range.apartmentIds, range.from, range.to);
  return conflicts.map((c) => ({
    kind: 'syncConflict',
    apartmentId: c.apartment_id,
    day: c.from_date < range.from ? range.from : c.from_date,
    reservationId: c.conflict_reservation_id,
    message: `Konflikt synchronizacji: ${c.feed_name || 'kalendarz zewnętrzny'} ma zajęte ${day(c.from_date)}–${day(c.to_date)}, ${c.conflict_kind === 'block' ? 'a tu jest blokada' : 'a tu jest już pobyt'}`,
  }));
}

export interface FeedAlert {
  feedId: string;
  apartmentId: string;
  message: string;
}

/** The desktop's alerts: feeds without a success for 6 hours, and held changes. */
export async function troubledFeedAlerts(db: Queryable, accountId: string, apartments: ApartmentScope): Promise<FeedAlert[]> {
  const feeds = await troubledFeeds(db, accountId, apartments, STALE_HOURS);
  return feeds.map((f) => ({
    feedId: f.id,
    apartmentId: f.apartment_id,
    message: f.held_reason
      ? `Kalendarz ${f.name || f.url}: ${f.held_reason}`
      : `Kalendarz ${f.name || f.url} nie zsynchronizował się od ponad ${STALE_HOURS} godzin${f.error ? `: ${f.error}` : '.'}`,
  }));
}
