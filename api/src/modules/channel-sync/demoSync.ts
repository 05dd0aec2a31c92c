import type { Database } from '../../db/database';
import { recordExportRead } from './health';
import * as repo from './repository';
import { importFeed, type SyncDeps } from './service';

export const demoFeedPrefix = (publicUrl: string) => `${publicUrl}/api/v1/demo/calendars/`;

const HOUR = 3_600_000;

/**
 * The demo as a newcomer first sees it, in every mode (`npm start` too): each demo apartment's Booking.com calendar
 * read once (in process: demoFeedPrefix), and Booking.com's reads of the apartment's export over the last two weeks,
 * the last 40 minutes ago, so that 'Zsynchronizowano' and a populated 'Analiza wysyłek' show at once. The newest
 * stay booked here is left out of that last read: Booking.com does not know of it yet. One of Booking.com's stays is
 * completed by the host (Katarzyna Wiśniewska, 2 + 1, 1 380,00 zł).
 */
export async function syncDemoFeeds(deps: SyncDeps, accountId: string, now = new Date()): Promise<void> {
  const db: Database = deps.db;
  const apartments = await repo.accountApartments(db, accountId);
  for (const apartment of apartments) {
    await db.transaction(async (tx) => {
      const entered = await repo.enteredFeeds(tx, accountId, apartment.id);
      if (entered) await repo.matchFeedRows(tx, accountId, apartment.id, entered);
    });
  }
  const feeds = await repo.accountFeeds(db, accountId);
  for (const feed of feeds) await importFeed(deps, feed.id);
  // one of Booking.com's stays completed by the host (guest, party, price), still the channel's
  const toComplete = await repo.demoChannelStayToComplete(db, accountId);
  if (toComplete) await repo.completeChannelStay(db, accountId, null, toComplete, { fullName: 'Katarzyna Wiśniewska', adults: 2, children: 1, totalGrosze: 138_000 });

  const newest = await repo.newestComingReservation(db, accountId);
  for (const feed of feeds) {
    const stays = await repo.exportStays(db, feed.apartment_id, feed.id);
    const userAgent = 'Booking.com iCal Fetcher/1.0';
    // a read a day at about 9:00 for two weeks, each carrying a change or two, then one 40 minutes ago
    for (let daysAgo = 13; daysAgo >= 1; daysAgo--) {
      const at = new Date(now.getTime() - daysAgo * 24 * HOUR);
      await recordExportRead(db, { accountId, apartmentId: feed.apartment_id, feedId: feed.id, userAgent, etag: `"demo-${daysAgo}"`, status: 200, stays: stays.filter((_, i) => i % 14 <= 13 - daysAgo) }, at);
    }
    await recordExportRead(
      db,
      { accountId, apartmentId: feed.apartment_id, feedId: feed.id, userAgent, etag: '"demo-0"', status: 200, stays: stays.filter((s) => s.id !== newest) },
      new Date(now.getTime() - 40 * 60_000),
    );
  }
}
