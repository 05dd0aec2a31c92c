import type { Resource } from './common.ts';
import type { PaymentStatus, ReservationStatus } from './reservation.ts';
import type { TemplateLanguage } from './messageTemplate.ts';

export const MESSAGE_AUTHORS = { host: 'Gospodarz', guest: 'Gość', automated: 'Wiadomość automatyczna' } as const;
export type MessageAuthor = keyof typeof MESSAGE_AUTHORS;

/** What became of a message sent to the guest: queued in the outbox, delivered, or failed (with the reason). */
export const MESSAGE_DELIVERIES = { queued: 'W kolejce', sent: 'Wysłana', failed: 'Nie wysłano' } as const;
export type MessageDelivery = keyof typeof MESSAGE_DELIVERIES;

export interface MessageAttributes {
  author: MessageAuthor;
  /** the user who wrote a host's message */
  authorName: string;
  subject: string;
  body: string;
  /** how a guest's message came: the guest page or a reply by e-mail */
  via: 'app' | 'page' | 'email';
  /** null for a guest's message */
  delivery: MessageDelivery | null;
  deliveryError: string | null;
  read: boolean;
  createdAt: string;
}
export type MessageDto = Resource<MessageAttributes, 'message'>;

/** One conversation per reservation: its id is the reservation's. */
export interface ConversationAttributes {
  /** the spec's fields: the guest, the last message's date and text, whether the host has read it all */
  recipient: string;
  date: string | null;
  content: string;
  read: boolean;
  unreadCount: number;
  reservationId: string;
  apartment: { id: string; name: string };
  from: string;
  to: string;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  /** the bill's total: what the guest pays */
  totalPrice: number;
  /** left to pay of it */
  balance?: number;
  currency: string;
  email: string;
  phoneNumber: string;
  language: TemplateLanguage;
}
export type ConversationDto = Resource<ConversationAttributes, 'conversation'>;
