import { fillTemplate, type TemplateLanguage } from '@gospodarz/contracts';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { resource } from '../../lib/resource';
import type { Scope } from '../../lib/scope';
import { findStay, guestLinkKey, postMessage, valuesForStay } from '../conversations';
import * as repo from './repository';

export const AUTOMATE_JOB = 'messages.automate';
const NOT_FOUND = 'Nie znaleziono zaplanowanej wiadomości.';

/** The text a scheduled message will carry: the host's own, else its template filled for the stay. */
async function textOf(tx: Queryable, key: string, config: Config, row: repo.ScheduledRow) {
  const target = { accountId: row.account_id, reservationId: row.reservation_id };
  const { stay, values } = await valuesForStay(tx, key, config, target);
  const template = await repo.templateVersion(tx, row.account_id, row.template_name, stay.guest_language);
  if (!template) return null;
  return {
    subject: row.subject ?? fillTemplate(template.subject, values).text,
    body: row.body ?? fillTemplate(template.body, values).text,
    language: stay.guest_language as TemplateLanguage,
  };
}

/** Sends one claimed scheduled message in the caller's transaction: the conversation gets it, the outbox its mail. */
async function sendClaimed(tx: Queryable, key: string, config: Config, row: repo.ScheduledRow): Promise<void> {
  const text = await textOf(tx, key, config, row);
  if (!text || !text.body.trim()) {
    await repo.skip(tx, row.id);
    return;
  }
  const target = { accountId: row.account_id, reservationId: row.reservation_id };
  const messageId = await postMessage(tx, key, config, target, { author: 'automated', userId: null, subject: text.subject, body: text.body });
  await repo.markSent(tx, row.id, messageId);
}

/**
 * The job: plans what the triggers call for, then sends every due message, each in its own transaction holding its
 * row, so that two workers never send one message twice and a failure leaves the rest going.
 */
export async function runAutomation(db: Database, config: Config): Promise<number> {
  await repo.plan(db, null);
  const key = await guestLinkKey(db, config.guestLinkSecret);
  let sent = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const row = await repo.claimDue(tx);
      if (!row) return false;
      await sendClaimed(tx, key, config, row);
      return true;
    });
    if (!done) return sent;
    sent += 1;
  }
}

async function stayInScope(db: Queryable, scope: Scope, reservationId: string) {
  const stay = await findStay(db, scope.accountId, scope.apartmentIds, reservationId);
  if (!stay) throw new NotFoundError('Nie znaleziono rozmowy.');
  return stay;
}

/** The reservation's automated messages (planned now if the triggers call for more), each with the text it will carry. */
export async function listScheduled(db: Database, config: Config, scope: Scope, reservationId: string) {
  await stayInScope(db, scope, reservationId);
  await repo.plan(db, reservationId);
  const key = await guestLinkKey(db, config.guestLinkSecret);
  const rows = await repo.listForReservation(db, scope.accountId, reservationId);
  const out = [];
  for (const row of rows) {
    const text = row.status === 'scheduled' ? await textOf(db, key, config, row) : null;
    out.push(
      resource('scheduled_message', row.id, {
        templateName: row.template_name,
        trigger: row.trigger,
        sendAt: new Date(row.send_at).toISOString(),
        status: row.status as 'scheduled' | 'sent' | 'skipped' | 'canceled',
        edited: row.body !== null,
        sendAtEdited: row.send_at_by_host,
        subject: text?.subject ?? row.subject ?? '',
        body: text?.body ?? row.body ?? '',
      }),
    );
  }
  return out;
}

async function waiting(db: Queryable, scope: Scope, reservationId: string, id: string) {
  await stayInScope(db, scope, reservationId);
  const row = await repo.findOne(db, scope.accountId, reservationId, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  if (row.status !== 'scheduled') throw new ValidationError({ status: ['Ta wiadomość została już wysłana lub pominięta.'] });
  return row;
}

export interface ScheduledEdit {
  subject?: string;
  body?: string;
  /** an instant in the future: the host's own moment, kept when the stay's dates change */
  sendAt?: string;
}

export async function editScheduled(db: Database, config: Config, scope: Scope, reservationId: string, id: string, input: ScheduledEdit) {
  const row = await waiting(db, scope, reservationId, id);
  const body = input.body?.trim();
  const errors: Record<string, string[]> = {};
  if (body !== undefined && body === '') errors.body = ['Wpisz treść wiadomości'];
  if (input.sendAt !== undefined && !(Date.parse(input.sendAt) > Date.now())) errors.sendAt = ['Wybierz termin w przyszłości'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  await repo.edit(db, row.id, { subject: input.subject?.trim() ?? row.subject, body: body ?? row.body, sendAt: input.sendAt ?? null });
  return listScheduled(db, config, scope, reservationId);
}

export async function skipScheduled(db: Database, config: Config, scope: Scope, reservationId: string, id: string) {
  const row = await waiting(db, scope, reservationId, id);
  await repo.skip(db, row.id);
  return listScheduled(db, config, scope, reservationId);
}

export async function sendScheduledNow(db: Database, config: Config, scope: Scope, reservationId: string, id: string) {
  await waiting(db, scope, reservationId, id);
  const key = await guestLinkKey(db, config.guestLinkSecret);
  await db.transaction(async (tx) => {
    const row = await repo.claimOne(tx, scope.accountId, reservationId, id);
    if (row) await sendClaimed(tx, key, config, row);
  });
  return listScheduled(db, config, scope, reservationId);
}
