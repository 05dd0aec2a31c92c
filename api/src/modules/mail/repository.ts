import type { Queryable } from '../../db/database';

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'logged';

export interface OutboxRow {
  id: string;
  account_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  reply_to: string | null;
  status: OutboxStatus;
  attempts: number;
  /** attempts cut short before their outcome was written (the instance sending died) */
  interrupted_attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface NewEmail {
  accountId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** what the mail is about: 'reset', 'invitation', 'payment-request', … */
  kind: string;
  /** where the recipient's answer goes (a guest's reply address) */
  replyTo?: string | null;
  /** files sent with the mail (an invoice's PDF); removed once the mail is out of the queue */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Queues a mail; the outbox worker delivers it. Call it inside the transaction that causes the mail. */
export async function enqueueEmail(db: Queryable, mail: NewEmail): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into outbox_emails (account_id, to_address, subject, text_body, html_body, kind, reply_to, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, clock_timestamp()) returning id`,
    [mail.accountId, mail.to, mail.subject, mail.text, mail.html ?? null, mail.kind, mail.replyTo ?? null],
  );
  for (const file of mail.attachments ?? []) {
    await db.query(`insert into outbox_attachments (email_id, filename, content_type, content) values ($1, $2, $3, $4)`, [
      rows[0].id,
      file.filename,
      file.contentType,
      file.content,
    ]);
  }
  return rows[0].id;
}

export async function listAttachments(db: Queryable, emailId: string): Promise<MailAttachment[]> {
  const rows = await db.query<{ filename: string; content_type: string; content: Uint8Array }>(
    'select filename, content_type, content from outbox_attachments where email_id = $1 order by filename',
    [emailId],
  );
  return rows.map((r) => ({ filename: r.filename, contentType: r.content_type, content: Buffer.from(r.content) }));
}

/** A mail out of the queue (sent, logged or given up) keeps no files. */
export async function dropAttachments(db: Queryable, emailId: string): Promise<void> {
  await db.query('delete from outbox_attachments where email_id = $1', [emailId]);
}

const OUTBOX_COLUMNS = 'id, account_id, to_address, subject, text_body, html_body, kind, reply_to, status, attempts, interrupted_attempts, last_error, created_at, sent_at';

/**
 * Takes up to `limit` due mails and leases them for `leaseSeconds` (by moving next_attempt_at), so that several API
 * instances never send one mail twice; an instance that dies mid-send leaves the mail to be retried after the lease.
 * Each claim opens an attempt; a claim finding the previous attempt still open counts it as interrupted
 * (`interrupted`: this attempt may send the mail a second time).
 */
export async function claimDueEmails(db: Queryable, limit: number, leaseSeconds: number): Promise<Array<OutboxRow & { interrupted: boolean }>> {
  return db.query<OutboxRow & { interrupted: boolean }>(
    `with due as (select id, attempt_open from outbox_emails
                   where status = 'pending' and next_attempt_at <= now()
                   order by next_attempt_at limit $1 for update skip locked)
     update outbox_emails o
        set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $2), attempt_open = true,
            interrupted_attempts = o.interrupted_attempts + due.attempt_open::int
       from due where o.id = due.id
     returning ${OUTBOX_COLUMNS.split(', ').map((c) => `o.${c}`).join(', ')}, due.attempt_open as interrupted`,
    [limit, leaseSeconds],
  );
}

/** The bodies a mail keeps once it is out of the queue (its links' secrets removed, see redact.ts). */
export interface KeptBody {
  text: string;
  html: string | null;
}

/**
 * Records the delivery the moment it is confirmed, in one statement: the status, the kept bodies (`keep` replaces
 * them; null keeps them as queued), the attempt closed, the attachments dropped.
 */
export async function markDelivered(db: Queryable, id: string, status: 'sent' | 'logged', keep: KeptBody | null): Promise<void> {
  await db.query(
    `with dropped as (delete from outbox_attachments where email_id = $1)
     update outbox_emails set status = $2, sent_at = now(), last_error = null, attempt_open = false,
            text_body = coalesce($3::text, text_body), html_body = case when $3::text is null then html_body else $4::text end,
            reply_to = case when $3::text is null then reply_to else null end
      where id = $1`,
    [id, status, keep?.text ?? null, keep?.html ?? null],
  );
}

/**
 * Records a failed attempt: retried after `retryInSeconds` (the bodies kept for the next attempt), or given up
 * (status failed) when that is null, its bodies then replaced by `keep`.
 */
export async function markAttemptFailed(db: Queryable, id: string, error: string, retryInSeconds: number | null, keep: KeptBody): Promise<void> {
  await db.query(
    `update outbox_emails
        set last_error = $2, attempt_open = false,
            status = case when $3::int is null then 'failed' else 'pending' end,
            next_attempt_at = case when $3::int is null then next_attempt_at else now() + make_interval(secs => $3::int) end,
            text_body = case when $3::int is null then $4::text else text_body end,
            html_body = case when $3::int is null then $5::text else html_body end,
            reply_to = case when $3::int is null then null else reply_to end
      where id = $1`,
    [id, error.slice(0, 2000), retryInSeconds, keep.text, keep.html],
  );
}

export async function listLatestEmails(db: Queryable, limit: number, to?: string): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `select ${OUTBOX_COLUMNS}
       from outbox_emails where ($2::text is null or lower(to_address) = lower($2::text))
      order by created_at desc, id desc limit $1`,
    [limit, to ?? null],
  );
}

/** An account being deleted must not be written to any more: its undelivered mail goes with it. */
export async function dropUndeliveredEmails(db: Queryable, accountId: string, to?: string): Promise<void> {
  await db.query(
    `delete from outbox_emails where account_id = $1 and status in ('pending', 'failed')
        and ($2::text is null or lower(to_address) = lower($2::text))`,
    [accountId, to ?? null],
  );
}
