import type { Queryable } from '../../db/database';

export interface SubscriptionRow {
  valid_until: string;
  days_left: number;
  price_per_apartment: string;
  currency: string;
  apartment_count: number;
}

export async function findSubscription(db: Queryable, accountId: string): Promise<SubscriptionRow | null> {
  const rows = await db.query<SubscriptionRow>(
    `select s.valid_until, (s.valid_until - current_date)::int as days_left, s.price_per_apartment, s.currency,
            (select count(*) from apartments a join accommodations l on l.id = a.accommodation_id
              where a.account_id = s.account_id and l.status = 'active' and a.archived_at is null)::int as apartment_count
       from subscriptions s where s.account_id = $1`,
    [accountId],
  );
  return rows[0] ?? null;
}

export interface NotificationRow {
  id: string;
  title: string;
  body: string;
  link: string | null;
  read_at: string | null;
  created_at: Date;
}

export async function listNotifications(db: Queryable, accountId: string, limit: number): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    `select id, title, body, link, read_at, created_at from notifications
      where account_id = $1 order by created_at desc limit $2`,
    [accountId, limit],
  );
}

export async function countUnreadNotifications(db: Queryable, accountId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'select count(*)::int as count from notifications where account_id = $1 and read_at is null',
    [accountId],
  );
  return rows[0].count;
}

export async function markNotificationsRead(db: Queryable, accountId: string, ids: string[] | 'all'): Promise<void> {
  if (ids === 'all') {
    await db.query('update notifications set read_at = now() where account_id = $1 and read_at is null', [accountId]);
  } else {
    await db.query('update notifications set read_at = now() where account_id = $1 and id = any($2::uuid[]) and read_at is null', [
      accountId,
      ids,
    ]);
  }
}

/** Adds a notification to an account's bell (new reservation, message, …). */
export async function addNotification(
  db: Queryable,
  accountId: string,
  notification: { title: string; body?: string; link?: string | null },
): Promise<void> {
  await db.query('insert into notifications (account_id, title, body, link) values ($1, $2, $3, $4)', [
    accountId,
    notification.title,
    notification.body ?? '',
    notification.link ?? null,
  ]);
}
