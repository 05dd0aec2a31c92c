import { decimalToNumber } from '../../lib/values';
import type { ChannelStayRow, FeedRow } from './repository';
import { STALE_HOURS } from './service';

export function exportUrl(publicUrl: string, token: string, feedId?: string): string {
  return `${publicUrl}/api/v1/calendars/${token}.ics${feedId ? `?for=${feedId}` : ''}`;
}

function statusOf(feed: FeedRow): string {
  if (feed.last_attempt_at === null) return 'pending';
  if (feed.error !== null) return 'failed';
  return feed.held_reason ? 'held' : 'synchronized';
}

export function toFeedDto(feed: FeedRow, publicUrl: string, token: string, now = Date.now()) {
  const since = (feed.last_success_at ?? feed.last_attempt_at)?.getTime();
  return {
    id: feed.id,
    type: 'calendar_feed' as const,
    attributes: {
      apartmentId: feed.apartment_id,
      name: feed.name,
      system: 'iCal' as const,
      url: feed.url,
      status: statusOf(feed),
      syncEnabled: feed.sync_enabled,
      lastAttemptAt: feed.last_attempt_at?.toISOString() ?? null,
      lastSuccessAt: feed.last_success_at?.toISOString() ?? null,
      httpStatus: feed.http_status,
      eventCount: feed.event_count,
      error: feed.error,
      heldReason: feed.held_reason,
      conflicts: feed.conflicts,
      stale: feed.last_attempt_at !== null && (feed.last_success_at === null || now - (since ?? now) > STALE_HOURS * 3_600_000),
      exportUrl: exportUrl(publicUrl, token, feed.id),
      importEveryMinutes: feed.import_every_minutes,
      nextImportAt: feed.next_import_at?.toISOString() ?? null,
      lastDurationMs: feed.last_duration_ms,
      notModified: feed.last_not_modified,
    },
  };
}

/** A channel's stay as the host completed it (or not yet: completedAt null). */
export function toChannelStayDto(r: ChannelStayRow) {
  return {
    id: r.id,
    type: 'channel_stay',
    attributes: {
      apartmentId: r.apartment_id,
      feedId: r.feed_id,
      source: r.source,
      from: r.from_date,
      to: r.to_date,
      status: r.status,
      fullName: r.full_name,
      adults: r.adults,
      children: r.children,
      totalPrice: decimalToNumber(r.total_price),
      currency: r.currency,
      completedAt: r.channel_completed_at ? r.channel_completed_at.toISOString() : null,
    },
  };
}
