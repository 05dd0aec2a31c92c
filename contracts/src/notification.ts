import type { Resource } from './common.ts';
import type { CoHostPermission } from './coHost.ts';

/**
 * What a notification is about, with the label the profile's preferences show, and the permission a user needs to
 * receive it (the owner holds all): a co-host hears only of what they may open, and only on their apartments.
 */
export const NOTIFICATION_KINDS = {
  reservation_created: { label: 'Nowa rezerwacja dodana przez kogoś innego', permission: 'reservations' },
  reservation_synced: { label: 'Rezerwacja z synchronizacji kalendarza', permission: 'reservations' },
  guest_message: { label: 'Wiadomość od gościa', permission: 'conversations' },
  review: { label: 'Nowy komentarz gościa', permission: 'reviews' },
  order_rejected: { label: 'Odrzucone zlecenie usługi', permission: 'cooperations' },
  sync_conflict: { label: 'Konflikt synchronizacji kalendarza', permission: 'reservations' },
  invoice_paid: { label: 'Opłacona faktura', permission: 'invoices' },
} as const satisfies Record<string, { label: string; permission: CoHostPermission }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_VALUES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** Where a kind of notification goes for one user: the bell in the app, the bell and an e-mail, or nowhere. */
export const NOTIFICATION_CHANNELS = { app: 'W aplikacji', email: 'W aplikacji i e-mailem', off: 'Wyłączone' } as const;
export type NotificationChannel = keyof typeof NOTIFICATION_CHANNELS;
export const NOTIFICATION_CHANNEL_VALUES = Object.keys(NOTIFICATION_CHANNELS) as NotificationChannel[];
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = 'app';

export interface NotificationPreferenceAttributes {
  kind: NotificationKind;
  channel: NotificationChannel;
}
export type NotificationPreferenceDto = Resource<NotificationPreferenceAttributes, 'notification_preference'>;

/** The live stream's event (and the stream address's plain answer): how many notifications are unread. */
export interface UnreadCount {
  unread: number;
}
