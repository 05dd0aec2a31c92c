import type { Queryable } from '../../db/database';

export interface MessageTemplateRow {
  id: string;
  name: string;
  language: string;
  channel: string;
  subject: string;
  body: string;
  created_at: Date;
  updated_at: Date;
}

export interface TemplateValues {
  name: string;
  language: string;
  channel: string;
  subject: string;
  body: string;
}

const COLUMNS = 'id, name, language, channel, subject, body, created_at, updated_at';

export async function listTemplates(db: Queryable, accountId: string): Promise<MessageTemplateRow[]> {
  return db.query<MessageTemplateRow>(`select ${COLUMNS} from message_templates where account_id = $1 order by created_at, id`, [accountId]);
}

export async function findTemplate(db: Queryable, accountId: string, id: string): Promise<MessageTemplateRow | null> {
  const rows = await db.query<MessageTemplateRow>(`select ${COLUMNS} from message_templates where id = $1 and account_id = $2`, [id, accountId]);
  return rows[0] ?? null;
}

export async function insertTemplate(db: Queryable, accountId: string, t: TemplateValues): Promise<MessageTemplateRow> {
  const rows = await db.query<MessageTemplateRow>(
    `insert into message_templates (account_id, name, language, channel, subject, body) values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
    [accountId, t.name, t.language, t.channel, t.subject, t.body],
  );
  return rows[0];
}

export async function updateTemplate(db: Queryable, accountId: string, id: string, t: TemplateValues): Promise<MessageTemplateRow | null> {
  const rows = await db.query<MessageTemplateRow>(
    `update message_templates set name = $3, language = $4, channel = $5, subject = $6, body = $7, updated_at = now()
      where id = $1 and account_id = $2 returning ${COLUMNS}`,
    [id, accountId, t.name, t.language, t.channel, t.subject, t.body],
  );
  return rows[0] ?? null;
}

export async function deleteTemplate(db: Queryable, accountId: string, id: string): Promise<boolean> {
  const rows = await db.query('delete from message_templates where id = $1 and account_id = $2 returning id', [id, accountId]);
  return rows.length > 0;
}
