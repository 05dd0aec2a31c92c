import type { MessageTemplateAttributes } from '@gospodarz/shared/dto';
import { ValidationError } from '../../lib/errors';
import { resource } from '../../lib/resource';
import { FieldErrors, MESSAGES, choice, isObject, text, type Raw } from '../accommodations/fields';
import type { MessageTemplateRow, TemplateValues } from './repository';

// The API's copies of TEMPLATE_LANGUAGES / TEMPLATE_PLACEHOLDERS in @gospodarz/shared/dto (the API imports only types
// from there); message-templates.test.ts checks they stay equal.
export const LANGUAGES = ['pol', 'eng', 'rus', 'esp'] as const;
export const CHANNELS = ['email', 'sms'] as const;
export const PLACEHOLDERS = ['guestName', 'from', 'to', 'apartmentName', 'accommodationName', 'address', 'checkInFrom', 'checkOutTo', 'totalPrice'];
export const SMS_MAX = 640;

export function serializeTemplate(row: MessageTemplateRow) {
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
  return [...value.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[1]).filter((name) => !PLACEHOLDERS.includes(name));
}

/** `{messageTemplate: {...}}` (or the attributes), merged over the stored template on an update. */
export function readTemplate(body: unknown, current?: TemplateValues): TemplateValues {
  const raw: Raw = isObject(body) && isObject(body.messageTemplate) ? body.messageTemplate : isObject(body) ? body : {};
  const errors = new FieldErrors();
  const values: TemplateValues = {
    name: text(raw.name, 'name', errors, 100) ?? current?.name ?? '',
    language: choice(raw.language, 'language', errors, LANGUAGES) ?? current?.language ?? 'pol',
    channel: choice(raw.channel, 'channel', errors, CHANNELS) ?? current?.channel ?? 'email',
    subject: text(raw.subject, 'subject', errors, 200) ?? current?.subject ?? '',
    body: text(raw.body, 'body', errors, 5000) ?? current?.body ?? '',
  };
  if (errors.empty) {
    if (values.name === '') errors.add('name', MESSAGES.required);
    if (values.body === '') errors.add('body', MESSAGES.required);
    if (values.channel === 'email' && values.subject === '') errors.add('subject', MESSAGES.required);
    if (values.channel === 'sms') {
      values.subject = '';
      if (values.body.length > SMS_MAX) errors.add('body', `Wiadomość SMS może mieć najwyżej ${SMS_MAX} znaków`);
    }
    for (const field of ['subject', 'body'] as const) {
      for (const name of unknownPlaceholders(values[field])) errors.add(field, `Nieznany znacznik: {{${name}}}`);
    }
  }
  if (!errors.empty) throw new ValidationError(errors.errors);
  return values;
}
