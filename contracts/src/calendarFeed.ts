import type { Resource } from './common.ts';

/** The state of an imported channel calendar, as the detail page's 'Synchronizacja kalendarza' shows it. */
export const CALENDAR_FEED_STATUSES = ['pending', 'synchronized', 'failed', 'held'] as const;
export type CalendarFeedStatus = (typeof CALENDAR_FEED_STATUSES)[number];
export const CALENDAR_FEED_STATUS_LABELS: Record<CalendarFeedStatus, string> = {
  pending: 'Niezsynchronizowane',
  synchronized: 'Zsynchronizowano',
  failed: 'Błąd synchronizacji',
  held: 'Zmiany wstrzymane',
};

export interface CalendarFeedAttributes {
  apartmentId: string;
  name: string;
  system: 'iCal';
  url: string;
  status: CalendarFeedStatus;
  /** the apartment's 'Synchronizuj kalendarz z serwisami rezerwacyjnymi': false, the feed is not read */
  syncEnabled?: boolean;
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  httpStatus: number | null;
  eventCount: number | null;
  error: string | null;
  heldReason: string | null;
  /** imported events clashing with a stay here */
  conflicts: number;
  /** no success for 6 hours */
  stale: boolean;
  /** the apartment's export for this channel (without the stays imported from it) */
  exportUrl: string;
  /** read every this many minutes (5 by default, jittered), the next read, how long the last took, and whether it
   * was answered 304 (the feed had not changed) */
  importEveryMinutes?: number;
  nextImportAt?: string | null;
  lastDurationMs?: number | null;
  notModified?: boolean;
}
export type CalendarFeedDto = Resource<CalendarFeedAttributes, 'calendar_feed'>;

/** PUT /householder/apartments/{id}/calendar_feeds */
export interface CalendarFeedsPayload {
  feeds: Array<{ name: string; system?: 'iCal'; url: string }>;
}
