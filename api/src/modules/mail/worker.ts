import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import { redactLinks } from './redact';
import { claimDueEmails, dropAttachments, listAttachments, markAttemptFailed, markDelivered, type KeptBody, type OutboxRow } from './repository';

/** After this many failed attempts a mail is given up (status 'failed', reason in last_error). */
export const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** Each mail is claimed just before its send, for longer than the SMTP timeouts allow a send to take (10 + 10 + 20 s). */
const LEASE_SECONDS = 60;

/** Wait before the next attempt: 30 s, 1 min, 2 min, 4 min… capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

// One SMTP transport per server (keyed by its configuration object, shared by all of its plugin contexts).
const transports = new WeakMap<object, Transporter>();

function transportOf(app: FastifyInstance, smtpUrl: string): Transporter {
  let transport = transports.get(app.config);
  if (!transport) {
    // Timeouts keep one unresponsive server from holding a worker pass; parameters in the URL take precedence.
    transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    transports.set(app.config, transport);
  }
  return transport;
}

/** Closes the server's SMTP connections (mail/routes.ts registers it on close). */
export function closeTransport(app: FastifyInstance): void {
  transports.get(app.config)?.close();
  transports.delete(app.config);
}

/** A mail's Message-ID is its outbox id (at the sender's domain): a copy sent again after a crash carries the same one. */
export function messageIdOf(mailId: string, mailFrom: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'gospodarz.pl';
  return `<${mailId}@${domain}>`;
}

function redacted(mail: OutboxRow): KeptBody {
  return { text: redactLinks(mail.text_body), html: redactLinks(mail.html_body) };
}

/** Sends or logs a mail; returns the new status and the bodies to keep (null: keep them whole). */
async function deliver(app: FastifyInstance, mail: OutboxRow): Promise<{ status: 'sent' | 'logged'; keep: KeptBody | null }> {
  const smtpUrl = app.config.smtpUrl;
  if (!smtpUrl) {
    if (app.config.devOutbox) {
      // Development: the whole mail, links included, in the log and at /api/v1/dev/outbox.
      app.log.info({ mail: { id: mail.id, to: mail.to_address, subject: mail.subject, text: mail.text_body } }, 'e-mail (no SMTP_URL: logged, not sent)');
      return { status: 'logged', keep: null };
    }
    // A log is read by more people than a mailbox: without SMTP a mail's links go nowhere, and the mail is not sent.
    app.log.warn(
      { mail: { id: mail.id, to: mail.to_address, subject: mail.subject, kind: mail.kind } },
      'e-mail not sent: SMTP_URL is not set (its links are not written to the log)',
    );
    return { status: 'logged', keep: redacted(mail) };
  }
  const attachments = await listAttachments(app.db, mail.id);
  await transportOf(app, smtpUrl).sendMail({
    from: app.config.mailFrom,
    to: mail.to_address,
    subject: mail.subject,
    text: mail.text_body,
    ...(mail.html_body ? { html: mail.html_body } : {}),
    ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
    ...(attachments.length ? { attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) } : {}),
    messageId: messageIdOf(mail.id, app.config.mailFrom),
    headers: { 'X-Gospodarz-Mail-Id': mail.id },
  });
  return { status: 'sent', keep: redacted(mail) };
}

/** Sends up to a batch of what is due in the outbox, one claim per mail; returns how many mails were handled. */
export async function processOutbox(app: FastifyInstance): Promise<number> {
  let handled = 0;
  for (; handled < BATCH; handled++) {
    const [mail] = await claimDueEmails(app.db, 1, LEASE_SECONDS);
    if (!mail) break;
    if (mail.interrupted) {
      // the instance of the previous attempt died before writing its outcome: the mail may already be out
      app.log.warn(
        { mailId: mail.id, messageId: messageIdOf(mail.id, app.config.mailFrom), attempts: mail.attempts, interrupted: mail.interrupted_attempts },
        'e-mail: the previous attempt was cut short; sent again under the same Message-ID',
      );
    }
    try {
      const { status, keep } = await deliver(app, mail);
      await markDelivered(app.db, mail.id, status, keep);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryIn = mail.attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(mail.attempts);
      app.log.warn({ mailId: mail.id, attempts: mail.attempts, reason, retryIn }, 'e-mail delivery failed');
      await markAttemptFailed(app.db, mail.id, reason, retryIn, redacted(mail));
      if (retryIn === null) await dropAttachments(app.db, mail.id);
    }
  }
  return handled;
}

/** The job runner's delivery pass: sends everything due, batch after batch. */
export async function deliverDueEmails(app: FastifyInstance): Promise<void> {
  while ((await processOutbox(app)) === BATCH) {
    // a full batch: more may be due
  }
}
