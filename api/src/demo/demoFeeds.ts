import type { Queryable } from '../db/database';

/**
 * Each demo apartment imports one channel calendar, served by the API itself (`/api/v1/demo/calendars/{id}.ics`; the
 * import reads that address in process in every mode, channel-sync's demoSync.ts), so that a newcomer's sync section
 * reads 'Zsynchronizowano' with stays, without network.
 */
export async function seedDemoFeeds(db: Queryable, accountId: string, publicUrl: string): Promise<void> {
  await db.query(
    `update apartments set settings = jsonb_set(settings, '{calendarSynchronization}',
        coalesce(settings->'calendarSynchronization', '{}'::jsonb)
        || jsonb_build_object('imports', jsonb_build_array(jsonb_build_object('name', 'Booking.com', 'system', 'iCal',
             'url', $2::text || '/api/v1/demo/calendars/' || id || '.ics'))))
      where account_id = $1 and archived_at is null`,
    [accountId, publicUrl],
  );
}
