import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { createApartment } from '../../test/fixtures';
import { signedInOwner, startTestApi, type TestApi } from '../../test/harness';
import { OPENAPI_INTRO } from '../../plugins/openapiIntro';
import { signatureHeader, verifyWebhook } from './signature';
import { deliverDue } from './service';
import { HTTPS_ONLY, REFUSED_PRIVATE, checkTargetResolves, checkTargetUrl, postOnce } from './target';

// Webhooks (issue 42) against a receiver on the loopback address started here (WEBHOOKS_ALLOW_PRIVATE_NETWORK=true):
// deliveries written by the change's own transaction, signed so that the docs' verifier accepts them and refuses a
// replay, retried with growing delays and given up after a day with the subscription flagged; unsafe targets refused.

jest.setTimeout(180_000);

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}
let api: TestApi;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let apartment: string;
let receiver: http.Server;
let target: string;
let answerWith = 200;
const received: Received[] = [];

const W = '/api/v1/householder/webhooks';
function call(request: Omit<InjectOptions, 'headers'>) {
  return api.app.inject({ ...request, headers: owner.auth } as InjectOptions);
}

let weeks = 0;
async function reservation(): Promise<string> {
  weeks += 1;
  const from = new Date(Date.UTC(2032, 2, 1 + weeks * 7)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(2032, 2, 3 + weeks * 7)).toISOString().slice(0, 10);
  const res = await call({ method: 'POST', url: '/api/v1/householder/reservations', payload: { reservation: { apartmentId: apartment, from, to, fullName: 'Jan Webhook', pricePerNight: 200 } } });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

async function subscribe(events: string[]) {
  const res = await call({ method: 'POST', url: W, payload: { webhook: { url: target, events } } });
  expect(res.statusCode).toBe(201);
  return { id: res.json().data.id as string, secret: res.json().meta.secret as string };
}

async function deliveriesOf(id: string) {
  return (await call({ method: 'GET', url: `${W}/${id}/deliveries` })).json().data as Array<{ id: string; attributes: { event: string; status: string; attempts: Array<{ statusCode: number | null; durationMs: number; error: string | null }>; nextAttemptAt: string | null } }>;
}

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (answerWith === 302) response.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' });
      else response.writeHead(answerWith);
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  api = await startTestApi({ WEBHOOKS_ALLOW_PRIVATE_NETWORK: 'true' });
  owner = await signedInOwner(api);
  apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Webhook', rates: [[2, '200']] });
}, 180_000);
afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

it('signs each delivery so that the example verifier accepts it, and refuses a replay or a changed body', async () => {
  const { id, secret } = await subscribe(['reservation.created', 'reservation.updated', 'reservation.cancelled', 'payment.recorded']);
  received.length = 0;
  const reservationId = await reservation();
  await api.db.query(`update reservations set adults = 2 where id = $1`, [reservationId]);
  await api.db.query(`insert into reservation_payments (account_id, reservation_id, paid_on, amount, method) values ($1, $2, '2032-03-01', 150, 'cash')`, [owner.accountId, reservationId]);
  await api.db.query(`update reservations set status = 'canceled' where id = $1`, [reservationId]);
  expect(await deliverDue(api.app)).toBe(4);

  const bodies = received.map((r) => JSON.parse(r.body));
  expect(bodies.map((b) => b.event).sort()).toEqual(['payment.recorded', 'reservation.cancelled', 'reservation.created', 'reservation.updated']);
  const created = bodies.find((b) => b.event === 'reservation.created');
  expect(created).toMatchObject({ data: { id: reservationId, type: 'reservation', attributes: { apartmentId: apartment, status: expect.any(String) } } });
  expect(Date.parse(created.createdAt)).toBeGreaterThan(Date.now() - 600_000);
  expect(bodies.find((b) => b.event === 'payment.recorded').data.attributes).toMatchObject({ reservationId, amount: '150.00', method: 'cash' });
  // no personal data of the guest in the payload
  expect(received.map((r) => r.body).join()).not.toContain('Jan Webhook');

  for (const r of received) {
    const header = String(r.headers['gospodarz-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(secret, header, r.body)).toBe(true);
    const t = Number(/t=(\d+)/.exec(header)![1]);
    // the same delivery captured and sent again six minutes later: outside the replay window
    expect(verifyWebhook(secret, header, r.body, t + 360)).toBe(false);
    expect(verifyWebhook(secret, header, r.body.replace('"id"', '"id" '))).toBe(false);
    expect(verifyWebhook('whsec_inny', header, r.body)).toBe(false);
    expect(r.headers['gospodarz-delivery']).toBe(JSON.parse(r.body).id);
  }

  const log = await deliveriesOf(id);
  expect(log).toHaveLength(4);
  for (const d of log) {
    expect(d.attributes.status).toBe('delivered');
    expect(d.attributes.attempts).toEqual([expect.objectContaining({ statusCode: 200, error: null, durationMs: expect.any(Number) })]);
  }
});

it('writes no event for a change that rolled back, and one for the change that committed', async () => {
  const { id } = await subscribe(['reservation.updated']);
  const reservationId = await reservation();
  await expect(
    api.db.transaction(async (tx) => {
      await tx.query('update reservations set adults = 3 where id = $1', [reservationId]);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await deliveriesOf(id)).toEqual([]);
  await api.db.query('update reservations set adults = 3 where id = $1', [reservationId]);
  expect((await deliveriesOf(id)).map((d) => d.attributes.event)).toEqual(['reservation.updated']);
});

it('retries a failing receiver with growing delays, gives up after a day and flags the subscription; switched on, it sends again', async () => {
  const { id } = await subscribe(['reservation.created']);
  await api.db.query('delete from webhook_subscriptions where account_id = $1 and id <> $2', [owner.accountId, id]);
  answerWith = 500;
  await reservation();
  await deliverDue(api.app);
  let [delivery] = await deliveriesOf(id);
  expect(delivery.attributes).toMatchObject({ status: 'pending', attempts: [expect.objectContaining({ statusCode: 500, error: 'HTTP 500' })] });
  const firstDelay = Date.parse(delivery.attributes.nextAttemptAt!) - Date.now();
  expect(firstDelay).toBeGreaterThan(50_000);
  expect(firstDelay).toBeLessThan(70_000);

  await api.db.query('update webhook_deliveries set next_attempt_at = now() where id = $1', [delivery.id]);
  await deliverDue(api.app);
  [delivery] = await deliveriesOf(id);
  const secondDelay = Date.parse(delivery.attributes.nextAttemptAt!) - Date.now();
  expect(secondDelay).toBeGreaterThan(200_000);

  // a redirect is not followed: it fails like an error
  answerWith = 302;
  await api.db.query('update webhook_deliveries set next_attempt_at = now() where id = $1', [delivery.id]);
  await deliverDue(api.app);
  [delivery] = await deliveriesOf(id);
  expect(delivery.attributes.attempts[2]).toMatchObject({ statusCode: 302, error: 'Przekierowanie nie jest obsługiwane.' });

  // a day later it still fails: given up, and the subscription flagged (no more events queued for it)
  answerWith = 503;
  await api.db.query(`update webhook_deliveries set next_attempt_at = now(), created_at = now() - interval '25 hours' where id = $1`, [delivery.id]);
  await deliverDue(api.app);
  [delivery] = await deliveriesOf(id);
  expect(delivery.attributes).toMatchObject({ status: 'failed', nextAttemptAt: null });
  expect(delivery.attributes.attempts).toHaveLength(4);
  const flagged = (await call({ method: 'GET', url: W })).json().data.find((w: { id: string }) => w.id === id);
  expect(flagged.attributes.flaggedAt).not.toBeNull();
  await reservation();
  expect(await deliveriesOf(id)).toHaveLength(1);

  // switched on again, 'Wyślij ponownie' delivers the same delivery under its id; the test event too
  answerWith = 200;
  expect((await call({ method: 'PATCH', url: `${W}/${id}`, payload: { webhook: { active: true } } })).json().data.attributes.flaggedAt).toBeNull();
  expect((await call({ method: 'POST', url: `/api/v1/householder/webhook_deliveries/${delivery.id}/resend`, payload: {} })).statusCode).toBe(202);
  expect((await call({ method: 'POST', url: `${W}/${id}/test`, payload: {} })).statusCode).toBe(202);
  received.length = 0;
  await deliverDue(api.app);
  expect(received.map((r) => JSON.parse(r.body)).map((b) => [b.id === delivery.id, b.event]).sort()).toEqual([
    [false, 'webhook.test'],
    [true, 'reservation.created'],
  ]);
  const log = await deliveriesOf(id);
  expect(log.find((d) => d.id === delivery.id)!.attributes.status).toBe('delivered');
});

it('refuses unsafe targets: plain http, loopback, private, link-local and metadata addresses, at subscription and at delivery', async () => {
  const strict = { allowPrivate: false };
  expect(checkTargetUrl('http://example.com/hook', strict)).toEqual({ error: HTTPS_ONLY });
  for (const url of ['https://127.0.0.1/hook', 'https://10.0.0.5/hook', 'https://192.168.1.1/', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/', 'https://[fd00::1]/']) {
    expect(checkTargetUrl(url, strict)).toEqual({ error: REFUSED_PRIVATE });
  }
  // a name resolving to the loopback: refused after DNS resolution, at subscription and at the delivery's connection
  const localhost = checkTargetUrl('https://localhost:9/hook', strict);
  expect('url' in localhost && (await checkTargetResolves(localhost.url, strict))).toBe(REFUSED_PRIVATE);
  expect(await postOnce('https://localhost:9/hook', '{}', {}, strict)).toMatchObject({ statusCode: null, error: REFUSED_PRIVATE });
  expect(checkTargetUrl('https://hooks.example.com/gospodarz', strict)).toHaveProperty('url');
  // the API's own answer, in Polish on the field
  const res = await call({ method: 'POST', url: W, payload: { webhook: { url: 'ftp://example.com/', events: ['reservation.created'] } } });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors.url).toEqual(['Adres webhooka musi zaczynać się od https://.']);
  const none = await call({ method: 'POST', url: W, payload: { webhook: { url: target, events: [] } } });
  expect(none.statusCode).toBe(422);
});

it("sends a guest's message and a new review without their words or the guest's name, and nothing for the host's own message", async () => {
  const { id } = await subscribe(['message.received', 'review.created']);
  const reservationId = await reservation();
  await api.db.query(`insert into messages (account_id, reservation_id, author, body, via) values ($1, $2, 'guest', 'Kiedy mogę się zameldować?', 'page')`, [owner.accountId, reservationId]);
  await api.db.query(`insert into messages (account_id, reservation_id, author, body) values ($1, $2, 'host', 'Od 15:00.')`, [owner.accountId, reservationId]);
  await api.db.query(`insert into reviews (account_id, apartment_id, reservation_id, rating, guest_name, pros) values ($1, $2, $3, 5, 'Jan Webhook', 'Cisza')`, [owner.accountId, apartment, reservationId]);
  const log = await deliveriesOf(id);
  expect(log.map((d) => d.attributes.event).sort()).toEqual(['message.received', 'review.created']);
  const payloads = await api.db.query<{ payload: string }>('select payload::text from webhook_deliveries where subscription_id = $1', [id]);
  const text = payloads.map((p) => p.payload).join();
  expect(text).toContain(reservationId);
  expect(text).toContain('"rating": 5');
  for (const words of ['zameldować', 'Jan Webhook', 'Cisza']) expect(text).not.toContain(words);
});

it('sends an issued invoice (its number and total, not the buyer)', async () => {
  const { id } = await subscribe(['invoice.issued']);
  const reservationId = await reservation();
  const [{ to }] = await api.db.query<{ to: string }>('select to_date::text as to from reservations where id = $1', [reservationId]);
  // the seller's data first, as the invoices screen asks
  await call({ method: 'PUT', url: '/api/v1/householder/invoice_settings', payload: { invoiceSettings: { sellerName: 'Gospodarz', sellerStreet: 'Morska 1', sellerZipCode: '81-701', sellerCity: 'Sopot', sellerNip: '5260001246' } } });
  const res = await call({
    method: 'POST',
    url: '/api/v1/householder/invoices',
    payload: { invoice: { reservationId, issueDate: to, buyerName: 'Jan Kowalski', buyerAddress: 'Długa 5, 80-001 Gdańsk', buyerEmail: 'jan@example.pl', lines: [{ description: 'Nocleg', quantity: 1, unit: 'doba', netPrice: '100', vatRate: '8' }] } },
  });
  expect([res.statusCode, res.statusCode === 201 ? '' : res.body]).toEqual([201, '']);
  const [delivery] = await api.db.query<{ event: string; payload: { id: string; attributes: { number: string; grossTotal: string } } }>('select event, payload from webhook_deliveries where subscription_id = $1', [id]);
  expect(delivery).toMatchObject({ event: 'invoice.issued', payload: { id: res.json().data.id, attributes: { number: res.json().data.attributes.number, grossTotal: '108.00' } } });
  expect(JSON.stringify(delivery.payload)).not.toContain('Kowalski');
});

it("keeps another account's subscriptions and deliveries apart (404)", async () => {
  const { id } = await subscribe(['reservation.created']);
  const other = await signedInOwner(api);
  const as = (request: Omit<InjectOptions, 'headers'>) => api.app.inject({ ...request, headers: other.auth } as InjectOptions);
  expect((await as({ method: 'GET', url: `${W}/${id}/deliveries` })).statusCode).toBe(404);
  expect((await as({ method: 'DELETE', url: `${W}/${id}` })).statusCode).toBe(404);
  expect((await as({ method: 'GET', url: W })).json().data).toEqual([]);
  expect((await call({ method: 'DELETE', url: `${W}/${id}` })).statusCode).toBe(204);
});

describe('the verification examples of /api/docs', () => {
  const intro = OPENAPI_INTRO;
  const block = (from: string, to: string | null) => {
    const start = intro.indexOf(from) + from.length;
    const text = to ? intro.slice(start, intro.indexOf(to, start)) : intro.slice(start);
    return text
      .split('\n')
      .map((line) => line.replace(/^ {4}/, ''))
      .join('\n');
  };
  const secret = 'whsec_przyklad';
  const body = JSON.stringify({ id: '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b', event: 'reservation.created', createdAt: new Date().toISOString(), data: {} });
  const now = Math.floor(Date.now() / 1000);

  it('JavaScript: accepts a signed delivery, refuses a replay and a changed body', () => {
    const verify = new Function('require', `${block('JavaScript (Node.js):', 'Python:')}\nreturn verifyWebhook;`)((name: string) => (name === 'node:crypto' ? crypto : null));
    expect(verify(secret, signatureHeader(secret, body, now), body)).toBe(true);
    expect(verify(secret, signatureHeader(secret, body, now - 600), body)).toBe(false);
    expect(verify(secret, signatureHeader(secret, body, now), `${body} `)).toBe(false);
  });

  it('Python: the same', () => {
    const run = (header: string, raw: string) =>
      spawnSync('python3', ['-c', `${block('Python:', null)}\nimport sys\nprint(verify_webhook(sys.argv[1], sys.argv[2], sys.argv[3].encode()))`, secret, header, raw], { encoding: 'utf8' });
    const accepted = run(signatureHeader(secret, body, now), body);
    expect(accepted.stderr).toBe('');
    expect(accepted.stdout.trim()).toBe('True');
    expect(run(signatureHeader(secret, body, now - 600), body).stdout.trim()).toBe('False');
    expect(run(signatureHeader(secret, body, now), `${body} `).stdout.trim()).toBe('False');
  });
});
