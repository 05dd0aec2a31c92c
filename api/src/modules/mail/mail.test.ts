import net from 'node:net';
import { loadConfig } from '../../config';
import { startTestApi, type TestApi } from '../../test/harness';
import { enqueueEmail, MAX_ATTEMPTS, processOutbox, resetPasswordMail } from './index';
import { claimDueEmails } from './repository';

/**
 * A minimal SMTP server: it speaks just enough of RFC 5321 for nodemailer and keeps every message it accepts.
 * With `failWith` set it answers MAIL FROM with that reply instead, as a server having trouble would.
 */
class SmtpSink {
  readonly messages: Array<{ from: string; to: string[]; data: string }> = [];
  failWith: string | null = null;
  private server = net.createServer((socket) => this.session(socket));

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private session(socket: net.Socket) {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          this.messages.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink.test');
        else if (verb === 'MAIL') {
          if (this.failWith) reply(this.failWith);
          else {
            current.from = line;
            reply('250 2.1.0 ok');
          }
        } else if (verb === 'RCPT') {
          current.to.push(line);
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('502 not implemented');
      }
    });
    socket.on('error', () => undefined);
  }
}

/** Quoted-printable soft breaks and escapes undone, enough to read a link in a message body. */
function unQuotedPrintable(raw: string): string {
  return Buffer.from(
    raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

async function bodiesOf(api: TestApi, id: string) {
  const [row] = await api.db.query<{ text_body: string; html_body: string | null }>('select text_body, html_body from outbox_emails where id = $1', [id]);
  return row;
}

async function statusOf(api: TestApi, id: string) {
  const [row] = await api.db.query<{ status: string; attempts: number; last_error: string | null; retry_in: number; sent_at: Date | null }>(
    `select status, attempts, last_error, extract(epoch from next_attempt_at - now())::int as retry_in, sent_at from outbox_emails where id = $1`,
    [id],
  );
  return row;
}

function queueReset(api: TestApi, to: string) {
  const mail = resetPasswordMail({ firstName: 'Anna', link: `${api.config.publicUrl}/reset-password?token=abc-123_XYZ` });
  return enqueueEmail(api.db, { accountId: null, to, kind: 'reset', ...mail });
}

describe('outbox without SMTP (development)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ PUBLIC_URL: 'http://localhost:8080', DEV_OUTBOX: 'true' });
  }, 120_000);
  afterAll(() => api.close());

  it('logs the mail, keeps it, and lists the latest first at /api/v1/dev/outbox with its links', async () => {
    const first = await queueReset(api, 'pierwszy@example.pl');
    const second = await queueReset(api, 'drugi@example.pl');
    expect(await processOutbox(api.app)).toBe(2);
    expect(await statusOf(api, first)).toMatchObject({ status: 'logged', attempts: 1, last_error: null });

    const res = await api.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((m: { id: string }) => m.id)).toEqual([second, first]);
    expect(data[0]).toMatchObject({
      id: second,
      type: 'email',
      attributes: {
        to: 'drugi@example.pl',
        subject: 'Gospodarz: zmiana hasła',
        links: ['http://localhost:8080/reset-password?token=abc-123_XYZ'],
        status: 'logged',
      },
    });
    expect(data[0].attributes.text).toContain('Dzień dobry Anna,');
    expect(new Date(data[0].attributes.createdAt).toISOString()).toBe(data[0].attributes.createdAt);

    const filtered = await api.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=PIERWSZY@example.pl' });
    expect(filtered.json().data.map((m: { id: string }) => m.id)).toEqual([first]);
  });

  it('has no outbox page in production', async () => {
    const production = await startTestApi({ NODE_ENV: 'production' });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  }, 120_000);

  it('has no outbox page unless DEV_OUTBOX=true switches it on, even with NODE_ENV unset', async () => {
    for (const env of [{ NODE_ENV: 'development' }, { DEV_OUTBOX: '1' }, { DEV_OUTBOX: 'false' }, { DEV_OUTBOX: 'TRUE' }]) {
      expect(loadConfig(env).devOutbox).toBe(false);
    }
    const plain = await startTestApi({});
    try {
      expect(plain.config.devOutbox).toBe(false);
      expect((await plain.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=pierwszy@example.pl' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  }, 120_000);

  it('refuses to start with the outbox switched on in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(/DEV_OUTBOX=true is refused/);
  });
});

describe('outbox without SMTP outside development', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ PUBLIC_URL: 'https://panel.example.pl', NODE_ENV: 'production' });
  }, 120_000);
  afterAll(() => api.close());

  it('writes no link to the log and keeps no usable token in the stored mail', async () => {
    const lines: string[] = [];
    const record = (...args: unknown[]) => {
      lines.push(JSON.stringify(args));
    };
    const spies = (['info', 'warn', 'error', 'debug'] as const).map((level) => jest.spyOn(api.app.log, level).mockImplementation(record));
    try {
      const id = await queueReset(api, 'bez-smtp@example.pl');
      await processOutbox(api.app);
      expect(await statusOf(api, id)).toMatchObject({ status: 'logged' });
      expect(lines.join('\n')).toContain(id);
      expect(lines.join('\n')).not.toContain('abc-123_XYZ');
      expect(lines.join('\n')).not.toContain('reset-password?token=');
      const body = await bodiesOf(api, id);
      expect(body.text_body).not.toContain('abc-123_XYZ');
      expect(body.html_body).not.toContain('abc-123_XYZ');
      expect(body.text_body).toContain('https://panel.example.pl/reset-password?token=[usunięto]');
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });
});

describe('outbox over SMTP', () => {
  const sink = new SmtpSink();
  let api: TestApi;
  beforeAll(async () => {
    const port = await sink.start();
    api = await startTestApi({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Gospodarz <no-reply@gospodarz.pl>', PUBLIC_URL: 'https://panel.example.pl' });
  }, 120_000);
  afterAll(async () => {
    await api.close();
    await sink.stop();
  });

  it('delivers pending mail to the SMTP server and marks it sent', async () => {
    const id = await queueReset(api, 'gosc@example.pl');
    await processOutbox(api.app);
    expect(await statusOf(api, id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(sink.messages).toHaveLength(1);
    const message = sink.messages[0];
    expect(message.from).toContain('no-reply@gospodarz.pl');
    expect(message.to).toEqual(['RCPT TO:<gosc@example.pl>']);
    expect(message.data).toMatch(/^To: gosc@example\.pl$/m);
    expect(message.data.toLowerCase()).toContain(`x-gospodarz-mail-id: ${id}`);
    expect(message.data).toMatch(new RegExp(`^Message-ID: <${id}@gospodarz\\.pl>$`, 'm'));
    expect(unQuotedPrintable(message.data)).toContain('https://panel.example.pl/reset-password?token=abc-123_XYZ');
    // sent once: a second pass finds nothing due
    expect(await processOutbox(api.app)).toBe(0);
    expect(sink.messages).toHaveLength(1);
  });

  it('sends a mail whose sending instance died again under the same Message-ID, counting the cut attempt', async () => {
    const id = await queueReset(api, 'przerwany@example.pl');
    // an instance claims the mail and dies before writing the outcome (perhaps after the server took it)
    const [claimed] = await claimDueEmails(api.db, 1, 60);
    expect(claimed).toMatchObject({ id, interrupted: false });
    expect(await processOutbox(api.app)).toBe(0); // leased: nobody else sends it meanwhile
    await api.db.query('update outbox_emails set next_attempt_at = now() where id = $1', [id]); // the lease runs out
    const before = sink.messages.length;
    expect(await processOutbox(api.app)).toBe(1);
    expect(sink.messages).toHaveLength(before + 1);
    expect(sink.messages[before].data).toMatch(new RegExp(`^Message-ID: <${id}@gospodarz\\.pl>$`, 'm'));
    const [row] = await api.db.query('select status, attempts, interrupted_attempts, attempt_open from outbox_emails where id = $1', [id]);
    expect(row).toEqual({ status: 'sent', attempts: 2, interrupted_attempts: 1, attempt_open: false });
  });

  it('keeps the delivered mail without a usable link', async () => {
    const id = await queueReset(api, 'wyslany@example.pl');
    expect((await bodiesOf(api, id)).text_body).toContain('token=abc-123_XYZ');
    await processOutbox(api.app);
    expect(await statusOf(api, id)).toMatchObject({ status: 'sent' });
    expect(unQuotedPrintable(sink.messages[sink.messages.length - 1].data)).toContain('reset-password?token=abc-123_XYZ');
    const kept = await bodiesOf(api, id);
    expect(kept.text_body).not.toContain('abc-123_XYZ');
    expect(kept.html_body).not.toContain('abc-123_XYZ');
    expect(kept.text_body).toContain('https://panel.example.pl/reset-password?token=[usunięto]');
    expect(kept.text_body).toContain('Dzień dobry Anna,');
  });

  it('retries with growing delays, records the reason, and gives up after the last attempt', async () => {
    sink.failWith = '451 4.3.0 Skrzynka chwilowo niedostępna';
    const before = sink.messages.length;
    const id = await queueReset(api, 'zawodny@example.pl');
    try {
      await processOutbox(api.app);
      const first = await statusOf(api, id);
      expect(first).toMatchObject({ status: 'pending', attempts: 1 });
      expect(first.last_error).toContain('Skrzynka chwilowo niedostępna');
      expect(first.retry_in).toBeGreaterThanOrEqual(25);
      expect(await processOutbox(api.app)).toBe(0); // not due yet

      await api.db.query('update outbox_emails set next_attempt_at = now() where id = $1', [id]);
      await processOutbox(api.app);
      const second = await statusOf(api, id);
      expect(second).toMatchObject({ status: 'pending', attempts: 2 });
      expect(second.retry_in).toBeGreaterThan(first.retry_in);

      for (let attempt = 3; attempt < MAX_ATTEMPTS; attempt++) {
        await api.db.query('update outbox_emails set next_attempt_at = now() where id = $1', [id]);
        await processOutbox(api.app);
      }
      expect((await bodiesOf(api, id)).text_body).toContain('token=abc-123_XYZ'); // kept for the attempts left
      await api.db.query('update outbox_emails set next_attempt_at = now() where id = $1', [id]);
      await processOutbox(api.app);
      const last = await statusOf(api, id);
      expect(last).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sent_at: null });
      expect(last.last_error).toContain('451');
      expect((await bodiesOf(api, id)).text_body).not.toContain('abc-123_XYZ'); // given up: no usable link kept
    } finally {
      sink.failWith = null;
    }

    // a mail that failed a while but then goes through is sent
    const flaky = await queueReset(api, 'pozniej@example.pl');
    sink.failWith = '421 4.7.0 Spróbuj później';
    await processOutbox(api.app);
    sink.failWith = null;
    await api.db.query('update outbox_emails set next_attempt_at = now() where id = $1', [flaky]);
    await processOutbox(api.app);
    expect(await statusOf(api, flaky)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(sink.messages.length).toBe(before + 1);
  });
});

describe('outbox delivery on the job runner', () => {
  const sink = new SmtpSink();
  let api: TestApi;
  beforeAll(async () => {
    const port = await sink.start();
    // an instance that runs jobs, as `npm start` does
    api = await startTestApi({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://panel.example.pl', JOB_WORKERS: 'true' });
  }, 120_000);
  afterAll(async () => {
    await api.close();
    await sink.stop();
  });

  it('sends a queued mail within seconds, with nobody calling the outbox', async () => {
    const id = await queueReset(api, 'od-razu@example.pl');
    const deadline = Date.now() + 10_000;
    while ((await statusOf(api, id)).status !== 'sent' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await statusOf(api, id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sink.messages.map((m) => m.to)).toEqual([['RCPT TO:<od-razu@example.pl>']]);
  });
});
