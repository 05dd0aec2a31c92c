import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import PostalMime from 'postal-mime';
import type { FastifyInstance } from 'fastify';
import { addGuestMessage, reservationOfToken, type GuestLinkTarget } from '../conversations';
import { tokenOfAddress, trimQuoted } from './trim';

function smtpError(message: string, code: number): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

const targets = new WeakMap<SMTPServerSession, GuestLinkTarget[]>();

function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** A plain-text rendering of an HTML-only reply. */
function textOfHtml(html: string): string {
  return html
    .replace(/<blockquote[\s\S]*?<\/blockquote>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/**
 * Guests' replies by e-mail (INBOUND_SMTP_PORT): an SMTP listener in the API process that takes mail only for reply
 * addresses whose token opens a stay (anything else is refused at RCPT TO), refuses mail over INBOUND_MAX_BYTES, and
 * adds the reply, its quoted text trimmed, to the stay's conversation. Put it behind your MX (or a relay) that
 * handles TLS and spam filtering.
 */
export function createInboundServer(app: FastifyInstance): SMTPServer {
  const { inboundMailDomain: domain, inboundMaxBytes: maxBytes } = app.config;
  return new SMTPServer({
    name: domain,
    banner: 'Gospodarz: odpowiedzi gości',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    logger: false,
    maxClients: 50,
    socketTimeout: 60_000,
    onRcptTo(address, session, callback) {
      const token = tokenOfAddress(address.address, domain);
      if (!token) return callback(smtpError('No such recipient', 550));
      reservationOfToken(app.db, token).then(
        (target) => {
          if (!target) return callback(smtpError('No such recipient', 550));
          targets.set(session, [...(targets.get(session) ?? []), target]);
          callback();
        },
        (error: unknown) => {
          app.log.warn({ err: error }, 'inbound mail: recipient check failed');
          callback(smtpError('Try again later', 451));
        },
      );
    },
    onData(stream, session, callback) {
      readAll(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) throw smtpError(`Message exceeds the limit of ${maxBytes} bytes`, 552);
          const email = await PostalMime.parse(raw);
          const text = trimQuoted(email.text ?? textOfHtml(email.html ?? ''));
          if (text === '') throw smtpError('Empty message', 550);
          for (const target of targets.get(session) ?? []) await addGuestMessage(app.db, target, text, 'email');
          callback();
        })
        .catch((error: Error & { responseCode?: number }) => {
          if (!error.responseCode) app.log.warn({ err: error }, 'inbound mail: could not take a reply');
          callback(error.responseCode ? error : smtpError('Try again later', 451));
        });
    },
  });
}

/** Starts the listener when INBOUND_SMTP_PORT is set, once the API is ready; stops it with the API. */
export default async function inboundMail(app: FastifyInstance) {
  const port = app.config.inboundSmtpPort;
  if (!port) return;
  const server = createInboundServer(app);
  app.addHook('onReady', () => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, app.config.inboundSmtpHost, () => {
      server.off('error', reject);
      server.on('error', (error) => app.log.warn({ err: error }, 'inbound mail listener'));
      app.log.info({ port }, 'inbound mail: listening for guests’ replies');
      resolve();
    });
  }));
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
}
