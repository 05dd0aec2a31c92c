import type { Queryable } from '../../db/database';

export interface MessageTemplateRow {
  id: string;
  name: string;
  language: string;
  channel: string;
  subject: string;
  body: string;
  trigger: string | null;
  trigger_days: number | null;
  trigger_hour: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface TemplateValues {
  name: string;
  language: string;
  channel: string;
  subject: string;
  body: string;
  trigger: string | null;
  triggerDays: number | null;
  triggerHour: number | null;
}

const COLUMNS = 'id, name, language, channel, subject, body, trigger, trigger_days, trigger_hour, created_at, updated_at';

export async function listTemplates(db: Queryable, accountId: string): Promise<MessageTemplateRow[]> {
  return db.query<MessageTemplateRow>(`select ${COLUMNS} from message_templates where account_id = $1 order by created_at, id`, [accountId]);
}

export async function findTemplate(db: Queryable, accountId: string, id: string): Promise<MessageTemplateRow | null> {
  const rows = await db.query<MessageTemplateRow>(`select ${COLUMNS} from message_templates where id = $1 and account_id = $2`, [id, accountId]);
  return rows[0] ?? null;
}

export async function insertTemplate(db: Queryable, accountId: string, t: TemplateValues): Promise<MessageTemplateRow> {
  const rows = await db.query<MessageTemplateRow>(
    `insert into message_templates (account_id, name, language, channel, subject, body, trigger, trigger_days, trigger_hour)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLUMNS}`,
    [accountId, t.name, t.language, t.channel, t.subject, t.body, t.trigger, t.triggerDays, t.triggerHour],
  );
  return rows[0];
}

export async function updateTemplate(db: Queryable, accountId: string, id: string, t: TemplateValues): Promise<MessageTemplateRow | null> {
  const rows = await db.query<MessageTemplateRow>(
    `update message_templates set name = $3, language = $4, channel = $5, subject = $6, body = $7,
            trigger = $8, trigger_days = $9, trigger_hour = $10, updated_at = now()
      where id = $1 and account_id = $2 returning ${COLUMNS}`,
    [id, accountId, t.name, t.language, t.channel, t.subject, t.body, t.trigger, t.triggerDays, t.triggerHour],
  );
  return rows[0] ?? null;
}

export async function deleteTemplate(db: Queryable, accountId: string, id: string): Promise<boolean> {
  const rows = await db.query('delete from message_templates where id = $1 and account_id = $2 returning id', [id, accountId]);
  return rows.length > 0;
}

/** The versions of a template in other languages: the templates of the same name. */
export async function findVersions(db: Queryable, accountId: string, name: string, exceptId: string | null): Promise<MessageTemplateRow[]> {
  return db.query<MessageTemplateRow>(
    `select ${COLUMNS} from message_templates where account_id = $1 and lower(name) = lower($2) and ($3::uuid is null or id <> $3::uuid)
      order by created_at, id`,
    [accountId, name, exceptId],
  );
}

/** A trigger belongs to the template's name: every language version carries the same one. */
export async function setVersionsTrigger(db: Queryable, accountId: string, name: string, t: Pick<TemplateValues, 'trigger' | 'triggerDays' | 'triggerHour'>): Promise<void> {
  await db.query(
    `update message_templates set trigger = $3, trigger_days = $4, trigger_hour = $5, updated_at = now()
      where account_id = $1 and lower(name) = lower($2)`,
    [accountId, name, t.trigger, t.triggerDays, t.triggerHour],
  );
}

/** The e-mail templates with a trigger, every language version, for the automated messages. */
export async function listTriggered(db: Queryable, accountId: string): Promise<MessageTemplateRow[]> {
  return db.query<MessageTemplateRow>(
    `select ${COLUMNS} from message_templates where account_id = $1 and trigger is not null and channel = 'email' order by created_at, id`,
    [accountId],
  );
}
