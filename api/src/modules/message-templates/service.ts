import { TRIGGERS_WITH_DAYS, TRIGGERS_WITH_HOUR, isTemplatePlaceholder, type MessageTemplateAttributes, type TemplateTrigger } from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { ConflictError, NotFoundError, PG_UNIQUE_VIOLATION, ValidationError, pgCode } from '../../lib/errors';
import { resource } from '../../lib/resource';
import type { Scope } from '../../lib/scope';
import * as repo from './repository';
import type { MessageTemplateRow, TemplateValues } from './repository';
import type { TemplateBody } from './schemas';

export const SMS_MAX = 640;

function serializeTemplate(row: MessageTemplateRow) {
  const attributes: MessageTemplateAttributes = {
    name: row.name,
    language: row.language as MessageTemplateAttributes['language'],
    channel: row.channel as MessageTemplateAttributes['channel'],
    subject: row.subject,
    body: row.body,
    trigger: row.trigger as TemplateTrigger | null,
    triggerDays: row.trigger_days,
    triggerHour: row.trigger_hour,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
  return resource('message_template', row.id, attributes);
}

function unknownPlaceholders(value: string): string[] {
  return [...value.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[1]).filter((name) => !isTemplatePlaceholder(name));
}

const REQUIRED = 'Pole jest wymagane';
export const DUPLICATE_NAME = 'Szablon o tej nazwie już istnieje w tym języku.';
const NOT_FOUND = 'Nie znaleziono szablonu.';

/**
 * The schema has checked types, lengths and choices; what is left is what depends on more than one field or on the
 * stored template: the sent fields (trimmed) over the stored ones, a subject for e-mail only, the SMS length, and
 * placeholders the sender knows how to fill.
 */
function templateValues(body: TemplateBody, current?: TemplateValues): TemplateValues {
  const sent = body.messageTemplate ?? body;
  const values: TemplateValues = {
    name: sent.name?.trim() ?? current?.name ?? '',
    language: sent.language ?? current?.language ?? 'pol',
    channel: sent.channel ?? current?.channel ?? 'email',
    subject: sent.subject?.trim() ?? current?.subject ?? '',
    body: sent.body?.trim() ?? current?.body ?? '',
    trigger: sent.trigger !== undefined ? sent.trigger : (current?.trigger ?? null),
    triggerDays: sent.triggerDays !== undefined ? sent.triggerDays : (current?.triggerDays ?? null),
    triggerHour: sent.triggerHour !== undefined ? sent.triggerHour : (current?.triggerHour ?? null),
  };
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (values.name === '') add('name', REQUIRED);
  if (values.body === '') add('body', REQUIRED);
  if (values.channel === 'email' && values.subject === '') add('subject', REQUIRED);
  if (values.channel === 'sms') {
    values.subject = '';
    if (values.body.length > SMS_MAX) add('body', `Wiadomość SMS może mieć najwyżej ${SMS_MAX} znaków`);
  }
  const trigger = values.trigger as TemplateTrigger | null;
  if (trigger === null) {
    values.triggerDays = null;
    values.triggerHour = null;
  } else {
    if (values.channel !== 'email') add('trigger', 'Wiadomości automatyczne wysyłamy e-mailem: wybierz kanał E-mail');
    if (TRIGGERS_WITH_DAYS.includes(trigger)) {
      if (values.triggerDays === null) add('triggerDays', 'Podaj liczbę dni');
    } else values.triggerDays = null;
    if (TRIGGERS_WITH_HOUR.includes(trigger)) {
      if (values.triggerHour === null) add('triggerHour', 'Podaj godzinę');
    } else values.triggerHour = null;
  }
  for (const field of ['subject', 'body'] as const) {
    for (const name of unknownPlaceholders(values[field])) add(field, `Nieznany znacznik: {{${name}}}`);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return values;
}

export async function listTemplates(db: Queryable, scope: Scope) {
  return (await repo.listTemplates(db, scope.accountId)).map(serializeTemplate);
}

export async function getTemplate(db: Queryable, scope: Scope, id: string) {
  const row = await repo.findTemplate(db, scope.accountId, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return serializeTemplate(row);
}

function sentTrigger(body: TemplateBody): boolean {
  const sent = body.messageTemplate ?? body;
  return sent.trigger !== undefined || sent.triggerDays !== undefined || sent.triggerHour !== undefined;
}

/** A name taken in the language (the unique index decides, so two saves at once cannot both win): 409. */
async function uniqueName<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (pgCode(error) === PG_UNIQUE_VIOLATION) throw new ConflictError(DUPLICATE_NAME, { name: [DUPLICATE_NAME] });
    throw error;
  }
}

/**
 * A new template, or a new language version of one (the same name): a version without a trigger of its own takes
 * the trigger of the others, and a trigger sent applies to all of them.
 */
export async function createTemplate(db: Database, scope: Scope, body: TemplateBody) {
  const versions = await repo.findVersions(db, scope.accountId, (body.messageTemplate ?? body).name?.trim() ?? '', null);
  const inherited = !sentTrigger(body) && versions[0] ? { trigger: versions[0].trigger, triggerDays: versions[0].trigger_days, triggerHour: versions[0].trigger_hour } : null;
  const values = templateValues(inherited ? { ...(body.messageTemplate ?? body), ...inherited } as TemplateBody : body);
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const row = await repo.insertTemplate(tx, scope.accountId, values);
      if (sentTrigger(body)) await repo.setVersionsTrigger(tx, scope.accountId, values.name, values);
      return serializeTemplate(row);
    }),
  );
}

/** Only the fields sent change; the result is checked as a whole; a trigger sent applies to every language version. */
export async function updateTemplate(db: Database, scope: Scope, id: string, body: TemplateBody) {
  const current = await repo.findTemplate(db, scope.accountId, id);
  if (!current) throw new NotFoundError(NOT_FOUND);
  const values = templateValues(body, { ...current, triggerDays: current.trigger_days, triggerHour: current.trigger_hour });
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const row = await repo.updateTemplate(tx, scope.accountId, id, values);
      if (!row) throw new NotFoundError(NOT_FOUND);
      if (sentTrigger(body)) await repo.setVersionsTrigger(tx, scope.accountId, values.name, values);
      return serializeTemplate((await repo.findTemplate(tx, scope.accountId, id)) ?? row);
    }),
  );
}

export async function deleteTemplate(db: Queryable, scope: Scope, id: string): Promise<void> {
  if (!(await repo.deleteTemplate(db, scope.accountId, id))) throw new NotFoundError(NOT_FOUND);
}
