import type { Resource } from './common.ts';

/**
 * Webhooks (issue 42, Administracja › Integracje › Webhooki): the events a subscription may take, with their Polish
 * labels. Only these are sent today; the others (order.status_changed, calendar.conflict) are not yet.
 */
export const WEBHOOK_EVENTS = {
  'reservation.created': 'Nowa rezerwacja',
  'reservation.updated': 'Zmiana rezerwacji',
  'reservation.cancelled': 'Anulowanie rezerwacji',
  'payment.recorded': 'Zapisana wpłata',
  'message.received': 'Wiadomość od gościa',
  'review.created': 'Nowa opinia',
  'invoice.issued': 'Wystawiona faktura',
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_NAMES = Object.keys(WEBHOOK_EVENTS) as WebhookEvent[];

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` */
export const WEBHOOK_SIGNATURE_HEADER = 'Gospodarz-Signature';

export interface WebhookAttributes {
  url: string;
  /** WebhookEvent names */
  events: string[];
  active: boolean;
  /** ISO instant: deliveries kept failing for a day, so sending stopped until it is switched on again */
  flaggedAt: string | null;
  createdAt: string;
}
export type WebhookDto = Resource<WebhookAttributes, 'webhook'>;

export interface WebhookAttemptAttributes {
  startedAt: string;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

export interface WebhookDeliveryAttributes {
  event: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: WebhookAttemptAttributes[];
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
}
export type WebhookDeliveryDto = Resource<WebhookDeliveryAttributes, 'webhookDelivery'>;
