import { isTemplatePlaceholder, type MessageTemplateAttributes } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
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
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
  return resource('message_template', row.id, attributes);
}

function unknownPlaceholders(value: string): string[] {
  return [...value.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[1]).filter((name) => !isTemplatePlaceholder(name));
}

const REQUIRED = 'Pole jest wymagane';
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

export async function createTemplate(db: Queryable, scope: Scope, body: TemplateBody) {
  return serializeTemplate(await repo.insertTemplate(db, scope.accountId, templateValues(body)));
}

/** Only the fields sent change; the result is checked as a whole. */
export async function updateTemplate(db: Queryable, scope: Scope, id: string, body: TemplateBody) {
  const current = await repo.findTemplate(db, scope.accountId, id);
  if (!current) throw new NotFoundError(NOT_FOUND);
  const row = await repo.updateTemplate(db, scope.accountId, id, templateValues(body, current));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return serializeTemplate(row);
}

export async function deleteTemplate(db: Queryable, scope: Scope, id: string): Promise<void> {
  if (!(await repo.deleteTemplate(db, scope.accountId, id))) throw new NotFoundError(NOT_FOUND);
}
