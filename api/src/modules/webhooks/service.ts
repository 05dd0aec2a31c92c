import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_SIGNATURE_HEADER, type WebhookEvent } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import * as repo from './repository';
import { signatureHeader } from './signature';
import { checkTargetResolves, checkTargetUrl, postOnce, type TargetPolicy } from './target';

export type { SubscriptionRow, DeliveryRow, AttemptRow } from './repository';

/** A day of retries: a delivery older than this that fails again is given up, and its subscription flagged. */
export const RETRY_FOR_SECONDS = 24 * 3600;
/** 1 min, 4 min, 16 min, 64 min, 4 h 16 min, then every 6 h: growing delays for a day. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 4 ** Math.max(0, attempts - 1), 6 * 3600);
}

export const TEST_EVENT = 'webhook.test';

function policyOf(app: FastifyInstance): TargetPolicy {
  return { allowPrivate: app.config.webhooksAllowPrivateNetwork };
}

async function checkedUrl(app: FastifyInstance, raw: string): Promise<string> {
  const checked = checkTargetUrl(raw.trim(), policyOf(app));
  if ('error' in checked) throw new ValidationError({ url: [checked.error] });
  const refused = await checkTargetResolves(checked.url, policyOf(app));
  if (refused) throw new ValidationError({ url: [refused] });
  return checked.url.toString();
}

function checkedEvents(events: string[]): string[] {
  const unique = [...new Set(events)];
  if (unique.length === 0) throw new ValidationError({ events: ['Wybierz co najmniej jedno zdarzenie.'] });
  return unique;
}

export async function list(app: FastifyInstance, scope: Scope) {
  return repo.listSubscriptions(app.db, scope.accountId);
}

export async function get(db: Queryable, scope: Scope, id: string) {
  const row = await repo.findSubscription(db, scope.accountId, id);
  if (!row) throw new NotFoundError('Nie znaleziono webhooka.');
  return row;
}

/** A new subscription with a fresh secret (whsec_…), which its answer shows once. */
export async function create(app: FastifyInstance, scope: Scope, input: { url: string; events: WebhookEvent[] }) {
  const url = await checkedUrl(app, input.url);
  const events = checkedEvents(input.events);
  const secret = `whsec_${crypto.randomBytes(24).toString('base64url')}`;
  const id = await repo.insertSubscription(app.db, scope.accountId, { url, secret, events });
  return get(app.db, scope, id);
}

/** Changes the address, the events or whether it sends; switching it on clears the flag of a day of failures. */
export async function update(app: FastifyInstance, scope: Scope, id: string, input: { url?: string; events?: WebhookEvent[]; active?: boolean }) {
  const current = await get(app.db, scope, id);
  const url = input.url === undefined ? current.url : await checkedUrl(app, input.url);
  const events = input.events === undefined ? current.events : checkedEvents(input.events);
  await repo.updateSubscription(app.db, scope.accountId, id, { url, events, active: input.active ?? current.active });
  return get(app.db, scope, id);
}

export async function remove(app: FastifyInstance, scope: Scope, id: string) {
  await get(app.db, scope, id);
  await repo.deleteSubscription(app.db, scope.accountId, id);
}

export async function deliveries(app: FastifyInstance, scope: Scope, id: string) {
  await get(app.db, scope, id);
  return repo.listDeliveries(app.db, scope.accountId, id);
}

/** 'Wyślij testowe zdarzenie': a webhook.test delivery, sent as soon as the job runner comes by. */
export async function sendTest(app: FastifyInstance, scope: Scope, id: string) {
  await get(app.db, scope, id);
  const deliveryId = await repo.insertDelivery(app.db, scope.accountId, id, TEST_EVENT, { type: 'test', attributes: { message: 'Testowe zdarzenie z Gospodarza.' } });
  return (await repo.findDelivery(app.db, scope.accountId, deliveryId))!;
}

/** 'Wyślij ponownie': the same delivery (same id) sent again at once. */
export async function resend(app: FastifyInstance, scope: Scope, deliveryId: string) {
  const row = await repo.findDelivery(app.db, scope.accountId, deliveryId);
  if (!row) throw new NotFoundError('Nie znaleziono dostawy.');
  await repo.requeueDelivery(app.db, scope.accountId, deliveryId);
  return (await repo.findDelivery(app.db, scope.accountId, deliveryId))!;
}

/** The body of a delivery: its id (the same on every retry), the event, its time and the changed resource. */
export function deliveryBody(delivery: { id: string; event: string; created_at: Date; payload: unknown }): string {
  return JSON.stringify({ id: delivery.id, event: delivery.event, createdAt: new Date(delivery.created_at).toISOString(), data: delivery.payload });
}

/**
 * Sends the due deliveries (the job; tests call it): each POSTed signed, its attempt logged; a failure is retried
 * with growing delays, and one failing for over a day is given up and its subscription flagged.
 */
export async function deliverDue(app: FastifyInstance, limit = 20): Promise<number> {
  const due = await repo.claimDue(app.db, limit);
  await Promise.all(
    due.map(async (delivery) => {
      const body = deliveryBody(delivery);
      const timestamp = Math.floor(Date.now() / 1000);
      const outcome = await postOnce(
        delivery.url,
        body,
        { [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(delivery.secret, body, timestamp), 'Gospodarz-Event': delivery.event, 'Gospodarz-Delivery': delivery.id },
        policyOf(app),
      );
      const delivered = outcome.error === null;
      const givenUp = !delivered && delivery.age_seconds > RETRY_FOR_SECONDS;
      await app.db.transaction(async (tx) => {
        await repo.recordAttempt(tx, delivery, { ...outcome, delivered, retryInSeconds: delivered || givenUp ? null : retryDelaySeconds(delivery.attempts + 1) });
        if (givenUp) await repo.flagSubscription(tx, delivery.subscription_id);
      });
    }),
  );
  return due.length;
}
