import type { Queryable } from '../../db/database';
import type { NotificationChannel, NotificationKind } from '@gospodarz/contracts';

export interface NotificationRow {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read_at: string | null;
  created_at: Date;
}

export async function listNotifications(db: Queryable, accountId: string, userId: string, limit: number): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    `select id, kind, title, body, link, read_at, created_at from notifications
      where user_id = $2 and account_id = $1 order by created_at desc limit $3`,
    [accountId, userId, limit],
  );
}

export async function countUnread(db: Queryable, accountId: string, userId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'select count(*)::int as count from notifications where user_id = $2 and account_id = $1 and read_at is null',
    [accountId, userId],
  );
  return rows[0].count;
}

export async function markRead(db: Queryable, accountId: string, userId: string, ids: string[] | 'all'): Promise<void> {
  await db.query(
    `update notifications set read_at = now()
      where user_id = $2 and account_id = $1 and read_at is null and ($3::uuid[] is null or id = any($3::uuid[]))`,
    [accountId, userId, ids === 'all' ? null : ids],
  );
}

/** The user's unread notifications of a kind that point at `link` (a conversation's, say) become read. */
export async function markReadByLink(db: Queryable, accountId: string, userId: string, kind: string, link: string): Promise<void> {
  await db.query(
    `update notifications set read_at = now()
      where user_id = $2 and account_id = $1 and kind = $3 and link = $4 and read_at is null`,
    [accountId, userId, kind, link],
  );
}

export interface Recipient {
  user_id: string;
  email: string;
  first_name: string;
  channel: NotificationChannel | null;
}

/**
 * The users of the account who may see a notice of this kind: the owner, and each co-host holding the permission
 * and (when the notice is about an apartment) sharing that apartment; but not `exceptUserId`, who caused it. With
 * each, the channel they chose for the kind (null: not chosen, the default applies).
 */
export async function findRecipients(
  db: Queryable,
  accountId: string,
  input: { kind: NotificationKind; permission: string; apartmentId: string | null; exceptUserId: string | null },
): Promise<Recipient[]> {
  return db.query<Recipient>(
    `select u.id as user_id, u.email, u.first_name, p.channel
       from users u
       left join notification_preferences p on p.user_id = u.id and p.kind = $2
      where u.account_id = $1
        and ($5::uuid is null or u.id <> $5::uuid)
        and (u.owner or ($3 = any(u.permissions)
             and ($4::uuid is null or exists (select 1 from co_host_apartments c where c.user_id = u.id and c.apartment_id = $4::uuid))))`,
    [accountId, input.kind, input.permission, input.apartmentId, input.exceptUserId],
  );
}

export async function insertNotification(
  db: Queryable,
  accountId: string,
  userId: string,
  notice: { kind: string; title: string; body: string; link: string | null },
): Promise<void> {
  await db.query(`insert into notifications (account_id, user_id, kind, title, body, link) values ($1, $2, $3, $4, $5, $6)`, [
    accountId,
    userId,
    notice.kind,
    notice.title,
    notice.body,
    notice.link,
  ]);
}

export async function listPreferences(db: Queryable, accountId: string, userId: string): Promise<Array<{ kind: string; channel: NotificationChannel }>> {
  return db.query('select kind, channel from notification_preferences where user_id = $2 and account_id = $1', [accountId, userId]);
}

export async function savePreferences(
  db: Queryable,
  accountId: string,
  userId: string,
  preferences: Array<{ kind: string; channel: NotificationChannel }>,
): Promise<void> {
  for (const { kind, channel } of preferences) {
    await db.query(
      `insert into notification_preferences (user_id, account_id, kind, channel) values ($1, $2, $3, $4)
       on conflict (user_id, kind) do update set channel = excluded.channel`,
      [userId, accountId, kind, channel],
    );
  }
}
