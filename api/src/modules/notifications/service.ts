import {
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_VALUES,
  type NotificationChannel,
  type NotificationKind,
} from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { resource } from '../../lib/resource';
import type { Scope } from '../../lib/scope';
import { enqueueEmail } from '../mail';
import { notificationMail } from './mail';
import { countUnread, findRecipients, insertNotification, listNotifications, listPreferences, markRead, markReadByLink, savePreferences } from './repository';

/** What happened, as the bell shows it. `link` is a path of the suite ('/front-desk/reservations/…'). */
export interface Notice {
  kind: NotificationKind;
  title: string;
  body?: string;
  link?: string | null;
  /** the apartment it concerns: co-hosts hear of it only when that apartment is shared with them */
  apartmentId?: string | null;
}

/** Who caused it: their account, and the user (who is not told of their own doing), or null for the system. */
export interface NoticeSource {
  accountId: string;
  userId?: string | null;
}

let publicUrl = 'http://localhost:8080';

/** The suite's address, for the links of notification e-mails; set once when the module registers. */
export function setNotificationsPublicUrl(url: string): void {
  publicUrl = url;
}

/**
 * Tells the account's users that something happened: each user allowed to see it (the owner; a co-host with the
 * kind's permission and, for an apartment, sharing it) gets it in the bell, and by e-mail too when they chose so, unless
 * they switched the kind off. Call it inside the transaction that makes the change, so the notice exists exactly when
 * the change does; the database trigger then wakes the recipients' live badges.
 */
export async function notify(tx: Queryable, source: NoticeSource | Scope, notice: Notice): Promise<number> {
  const permission = NOTIFICATION_KINDS[notice.kind].permission;
  const recipients = await findRecipients(tx, source.accountId, {
    kind: notice.kind,
    permission,
    apartmentId: notice.apartmentId ?? null,
    exceptUserId: source.userId ?? null,
  });
  const content = { kind: notice.kind, title: notice.title, body: notice.body ?? '', link: notice.link ?? null };
  let told = 0;
  for (const recipient of recipients) {
    const channel = recipient.channel ?? DEFAULT_NOTIFICATION_CHANNEL;
    if (channel === 'off') continue;
    await insertNotification(tx, source.accountId, recipient.user_id, content);
    if (channel === 'email') {
      const mail = notificationMail({ firstName: recipient.first_name, ...content, link: `${publicUrl}${content.link ?? '/'}` });
      await enqueueEmail(tx, { accountId: source.accountId, to: recipient.email, kind: 'notification', ...mail });
    }
    told += 1;
  }
  return told;
}

/**
 * What the user has now seen elsewhere (a conversation opened): their unread notices of the kind pointing at `link`
 * become read, and the update wakes their live badge.
 */
export async function readNoticesOf(db: Queryable, scope: Pick<Scope, 'accountId' | 'userId'>, kind: NotificationKind, link: string): Promise<void> {
  await markReadByLink(db, scope.accountId, scope.userId, kind, link);
}

/** The latest notifications of the signed-in user's bell and how many are unread. */
export async function notificationsOf(db: Queryable, scope: Scope, limit: number) {
  const [rows, unread] = await Promise.all([listNotifications(db, scope.accountId, scope.userId, limit), countUnread(db, scope.accountId, scope.userId)]);
  return {
    data: rows.map((n) =>
      resource('notification', n.id, {
        kind: n.kind,
        title: n.title,
        body: n.body,
        link: n.link,
        read: n.read_at !== null,
        createdAt: new Date(n.created_at).toISOString(),
      }),
    ),
    meta: { unread },
  };
}

export function unreadOf(db: Queryable, scope: Pick<Scope, 'accountId' | 'userId'>): Promise<number> {
  return countUnread(db, scope.accountId, scope.userId);
}

/** Marks the user's notifications read: those named, or all of them. */
export async function readNotifications(db: Queryable, scope: Scope, ids: string[] | undefined): Promise<void> {
  await markRead(db, scope.accountId, scope.userId, ids ?? 'all');
}

/** Every kind with the channel the user chose for it (the default where they chose none). */
export async function preferencesOf(db: Queryable, scope: Scope) {
  const chosen = new Map((await listPreferences(db, scope.accountId, scope.userId)).map((p) => [p.kind, p.channel]));
  return NOTIFICATION_KIND_VALUES.map((kind) =>
    resource('notification_preference', kind, { kind, channel: chosen.get(kind) ?? DEFAULT_NOTIFICATION_CHANNEL }),
  );
}

export async function choosePreferences(db: Queryable, scope: Scope, preferences: Array<{ kind: NotificationKind; channel: NotificationChannel }>) {
  await savePreferences(db, scope.accountId, scope.userId, preferences);
  return preferencesOf(db, scope);
}
