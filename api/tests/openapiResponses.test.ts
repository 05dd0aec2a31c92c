import crypto from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import addFormats from 'ajv-formats';
import OpenAPIBackend, { type Document, type Operation } from 'openapi-backend';
import { PERMISSIONS } from '@gospodarz/contracts';
import { guestLinkKey } from '../src/modules/conversations';
import { guestToken } from '../src/modules/conversations';
import { openSession } from '../src/modules/session';
import { createApartment } from '../src/test/fixtures';
import { signedInOwner, startTestApi, type TestApi } from '../src/test/harness';
import { fa3Sample } from '../src/test/fa3Sample';

// The OpenAPI document at /api/docs is what clients are generated from and read: every answer the API gives must be
// one it declares. A broad sample of real requests over every operation (successes, refusals, downloads, malformed
// and oversized bodies, rate limits) is answered by the API, and each answer is validated against the document the
// server builds: openapi-backend matches the request to its operation and validates a JSON body against the schema of
// its status; the status itself must be declared, and the content type must be one the document gives for it.

jest.setTimeout(120_000);

type Headers = Record<string, string>;
type Request = Omit<InjectOptions, 'headers'> & { headers?: Headers };

interface Answer {
  method: string;
  url: string;
  status: number;
  contentType: string;
  body: string;
}

let api: TestApi;
let backend: OpenAPIBackend;
const answers: Answer[] = [];

let addresses = 0;
/** A client address of its own (the API trusts the loopback proxy), so that one call's limit never trips another's. */
function freshIp(): Headers {
  addresses += 1;
  return { 'x-forwarded-for': `10.20.${Math.floor(addresses / 250) % 250}.${addresses % 250}` };
}

/** Calls the API and keeps the answer for validation. */
async function call(auth: Headers | null, request: Request): Promise<LightMyRequestResponse> {
  const res = await api.app.inject({ ...request, headers: { ...freshIp(), ...request.headers, ...(auth ?? {}) } } as InjectOptions);
  const url = typeof request.url === 'string' ? request.url : String(request.url);
  answers.push({ method: String(request.method ?? 'GET'), url, status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body });
  return res;
}

/** Calls the API for a fixture: the call must succeed (its answer is validated too). */
async function made(auth: Headers, request: Request): Promise<LightMyRequestResponse> {
  const res = await call(auth, request);
  if (res.statusCode >= 300) throw new Error(`${request.method} ${request.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res;
}

/** Whether a media type answered is one of those declared (`image/*` covers `image/png`). */
function declaresMedia(declared: string[], media: string): boolean {
  return declared.some((d) => d === media || d === '*/*' || (d.endsWith('/*') && media.startsWith(d.slice(0, -1))));
}

const matched = new Map<string, Operation | undefined>();
/** The document's operation an answered request was for (the router's matching, kept per address). */
function operationOf(answer: Answer): Operation | undefined {
  const path = answer.url.split('?')[0];
  const key = `${answer.method} ${path}`;
  if (!matched.has(key)) matched.set(key, backend.router.matchOperation({ method: answer.method, path, headers: {} }) as Operation | undefined);
  return matched.get(key);
}

/** What is wrong with an answer by the document, or nothing. */
function problemsOf(answer: Answer): string[] {
  const path = answer.url.split('?')[0];
  const operation = operationOf(answer);
  const what = `${answer.method} ${path} → ${answer.status}`;
  if (!operation) return [`${what}: no operation in the document`];
  const name = `${operation.method.toUpperCase()} ${operation.path} → ${answer.status}`;
  const responses = (operation.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>;
  const declared = responses[answer.status] ?? responses[`${Math.floor(answer.status / 100)}XX`] ?? responses.default;
  if (!declared) return [`${name}: status not declared (declared: ${Object.keys(responses).join(', ')})`];
  const media = answer.contentType.split(';')[0].trim().toLowerCase();
  const content = Object.keys(declared.content ?? {});
  if (content.length === 0) return answer.body.length > 0 ? [`${name}: answered a ${media} body where the document declares none`] : [];
  if (!media) return answer.body.length > 0 || answer.status !== 204 ? [`${name}: answered no content type (declared: ${content.join(', ')})`] : [];
  if (!declaresMedia(content, media)) return [`${name}: answered ${media}, the document says ${content.join(', ')}`];
  if (media !== 'application/json') return [];
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [`${name}: answered application/json that is not JSON`];
  }
  const result = backend.validator.validateResponse(body, operation, answer.status);
  if (result.valid) return [];
  return (result.errors ?? []).slice(0, 3).map((e) => `${name}: body ${e.instancePath || '/'} ${e.message ?? e.keyword} (${JSON.stringify(e.params)})`);
}

/** The problems of the answers collected since `from`, each told once with how often it happened. */
function problemsSince(from: number): string[] {
  const counted = new Map<string, number>();
  for (const answer of answers.slice(from)) for (const problem of problemsOf(answer)) counted.set(problem, (counted.get(problem) ?? 0) + 1);
  return [...counted].map(([problem, times]) => (times > 1 ? `${problem} (×${times})` : problem));
}

// ---- the world the requests use -----------------------------------------------------------------------------------

const H = '/api/v1/householder';
const R = `${H}/reservations`;
const INV = `${H}/invoices`;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

interface World {
  owner: Headers;
  ownerAccount: string;
  foreign: Headers;
  coHost: Headers;
  noPermission: Headers;
  /** an owner of an account of its own, for the sweep of refusals (it writes nothing that stays) */
  sweeper: Headers;
  apartment: string;
  apartment2: string;
  listing: string;
  ids: Record<string, string>;
}
let world: World;

let nights = 0;
/** A stay of three nights that no other overlaps. */
function stay(year = 2033) {
  nights += 7;
  const from = new Date(Date.UTC(year, 0, 1 + nights));
  const to = new Date(Date.UTC(year, 0, 4 + nights));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

let guests = 0;
async function reservation(dates = stay()): Promise<{ id: string; clientId: string }> {
  guests += 1;
  const res = await made(world.owner, {
    method: 'POST',
    url: R,
    payload: { reservation: { apartmentId: world.apartment, ...dates, fullName: `Gość ${guests}`, email: `gosc${guests}@example.pl`, pricePerNight: 200 } },
  });
  return { id: res.json().data.id, clientId: res.json().data.attributes.clientId };
}

async function invoice(): Promise<string> {
  const { id } = await reservation();
  const [{ to }] = await api.db.query<{ to: string }>('select to_date as to from reservations where id = $1', [id]);
  const lines = [{ description: 'Nocleg', quantity: 1, unit: 'doba', netPrice: '100', vatRate: '8' }];
  const res = await made(world.owner, { method: 'POST', url: INV, payload: { invoice: { reservationId: id, issueDate: to, buyerName: 'Jan Kowalski', buyerAddress: 'Długa 5, 80-001 Gdańsk', buyerEmail: 'jan@example.pl', lines } } });
  return res.json().data.id;
}

let names = 0;
async function provider(): Promise<string> {
  names += 1;
  const res = await made(world.owner, {
    method: 'POST',
    url: `${H}/service_providers`,
    payload: {
      service_provider: {
        name: `Sprzątanie ${names}`, email: `firma${names}@example.pl`, phoneNumber: '600100200', street: 'Polna', houseNumber: '1', flatNumber: '2',
        postalCode: '80001', city: 'Gdańsk', nip: '5260001246', servicesPerformed: ['cleaning'], standardPriceListsAttributes: [{ name: 'Sprzątanie', grossAmount: '100' }],
      },
    },
  });
  return res.json().data.id;
}

async function cooperation(): Promise<string> {
  const res = await made(world.owner, { method: 'POST', url: `${H}/cooperations`, payload: { cooperation: { service_provider_id: await provider(), servicePerformed: 'cleaning' } } });
  const id = res.json().data.id;
  await made(world.owner, { method: 'PUT', url: `${H}/cooperations/${id}`, payload: { cooperation: { startDate: new Date().toISOString().slice(0, 10), numberOfDays: 21, apartments: [world.apartment] } } });
  return id;
}

async function orderOf(cooperationId: string): Promise<string> {
  const [row] = await api.db.query<{ id: string }>('select id from cooperation_orders where cooperation_id = $1 order by service_date limit 1', [cooperationId]);
  return row.id;
}

async function coHost(permissions: readonly string[]): Promise<{ id: string; email: string }> {
  names += 1;
  const email = `pomocnik${names}@example.pl`;
  const res = await made(world.owner, {
    method: 'POST',
    url: `${H}/householders`,
    payload: { user: { firstName: `Pomocnik ${names}`, email, phoneNumber: '600-100-200', apartmentsIds: [world.apartment], permissions } },
  });
  return { id: res.json().data.id, email };
}

async function template(extra: Record<string, unknown> = {}): Promise<string> {
  names += 1;
  const res = await made(world.owner, { method: 'POST', url: `${H}/message_templates`, payload: { messageTemplate: { name: `Szablon ${names}`, channel: 'email', subject: 'Witamy', body: 'Dzień dobry {{guestName}}', ...extra } } });
  return res.json().data.id;
}

async function block(): Promise<string> {
  return (await made(world.owner, { method: 'POST', url: `${H}/blocks`, payload: { apartmentIds: [world.apartment], ...stay() } })).json().data[0].id;
}

async function priceRule(): Promise<string> {
  return (await made(world.owner, { method: 'POST', url: `${H}/price_rules`, payload: { priceRule: { name: 'Sezon', color: 'green' } } })).json().data.id;
}

async function review(): Promise<string> {
  return (await made(world.owner, { method: 'POST', url: `${H}/reviews`, payload: { review: { apartmentId: world.apartment, rating: 5, source: 'booking', reviewedOn: '2026-08-20' } } })).json().data.id;
}

async function payment(): Promise<string> {
  const { id } = await reservation();
  const res = await made(world.owner, { method: 'POST', url: `${R}/${id}/payments`, payload: { amount: '20', method: 'card' } });
  return `${R}/${id}/payments/${res.json().data.id}`;
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a0' +
    'a10000000049454e44ae426082',
  'hex',
);

function upload(field: string) {
  const boundary = '----openapi' + crypto.randomBytes(6).toString('hex');
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function image(): Promise<string> {
  return (await made(world.owner, { method: 'POST', url: `${H}/apartments/${world.apartment}/images`, ...upload('images[]') })).json().data[0].id;
}

async function lastLink(email: string, pattern: RegExp): Promise<string> {
  const mails = await api.db.query<{ text_body: string }>('select text_body from outbox_emails where to_address = $1 order by created_at desc', [email]);
  const match = mails.map((m) => pattern.exec(m.text_body)).find(Boolean);
  if (!match) throw new Error(`no link mailed to ${email}`);
  return decodeURIComponent(match[1]);
}

beforeAll(async () => {
  api = await startTestApi({ DEV_OUTBOX: 'true', PUBLIC_URL: 'https://panel.example.pl', WEBHOOKS_ALLOW_PRIVATE_NETWORK: 'true' });
  const definition = structuredClone((api.app as unknown as { swagger(): Document }).swagger());
  // openapi-backend finds operations by id; the document names none, so each is named by its method and path
  for (const [path, methods] of Object.entries(definition.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods ?? {})) {
      if (operation && typeof operation === 'object' && 'responses' in operation) (operation as { operationId?: string }).operationId = `${method} ${path}`;
    }
  }
  // quick: the answers are validated, not the document's own form; Ajv knows the formats the schemas use (uuid, date…)
  backend = new OpenAPIBackend({ definition, quick: true, customizeAjv: (ajv) => addFormats(ajv) as typeof ajv });
  await backend.init();

  const a = await signedInOwner(api);
  const b = await signedInOwner(api);
  const sweeper = await signedInOwner(api);
  const apartment = await createApartment(api.db, a.accountId, { name: 'Apartament 1', rates: [[2, '300']] });
  const apartment2 = await createApartment(api.db, a.accountId, { name: 'Apartament 2', rates: [[2, '250']] });
  const [{ id: listing }] = await api.db.query<{ id: string }>('select accommodation_id as id from apartments where id = $1', [apartment]);
  world = { owner: a.auth, ownerAccount: a.accountId, foreign: b.auth, coHost: {}, noPermission: {}, sweeper: sweeper.auth, apartment, apartment2, listing, ids: {} };
  const session = async (id: string) => ({ authorization: `Bearer ${await openSession(api.db, id)}` });
  world.coHost = await session((await coHost(PERMISSIONS)).id);
  world.noPermission = await session((await coHost([])).id);
  await made(world.owner, {
    method: 'PUT',
    url: `${H}/invoice_settings`,
    payload: { invoiceSettings: { sellerName: 'Gospodarz', sellerStreet: 'Morska 1', sellerZipCode: '81-701', sellerCity: 'Sopot', sellerNip: '5260001246' } },
  });
}, 120_000);

afterAll(async () => {
  await api?.close();
});

// ---- the sample ---------------------------------------------------------------------------------------------------

interface DocOperation {
  method: string;
  path: string;
  body: boolean;
  public: boolean;
}

function documented(): DocOperation[] {
  return Object.entries(backend.definition.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods ?? {})
      .filter(([, op]) => op && typeof op === 'object' && 'responses' in op)
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        body: !!(op as { requestBody?: unknown }).requestBody,
        public: Array.isArray((op as { security?: unknown[] }).security) && (op as { security: unknown[] }).security.length === 0,
      })),
  );
}

/** The operation's address with every parameter filled by `value(name)`. */
function address(path: string, value: (name: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));
}

/** Parameters that name nothing there is: an unknown uuid, a well-formed token no one holds. */
function nothing(name: string, path: string): string {
  if (name === 'file') return `${UNKNOWN}.ics`;
  if (name === 'name') return 'nieznany.ics';
  if (name === 'token') return path.includes('provider_page') ? 'a'.repeat(43) : 'abcdefghijklmnopqrstuvwxyz234567';
  return UNKNOWN;
}

// The stream answers JSON unless asked for events; the events are read in the notifications' own tests, since an
// open stream never ends an injected request.
const SWEPT = (op: DocOperation) => !(op.method === 'DELETE' && (op.path === '/api/v1/me' || op.path === '/api/v1/logout'));

describe('the OpenAPI document declares what the API answers', () => {
  it('documents the operations of the API', () => {
    expect(documented().length).toBeGreaterThan(100);
  });

  it('tells an undeclared status, a content type the document does not give, and a body off its schema', () => {
    const answer = (status: number, contentType: string, body: string, url = '/api/v1/me'): Answer => ({ method: 'GET', url, status, contentType, body });
    expect(problemsOf(answer(200, 'application/json', JSON.stringify({ data: { id: 'x' } })))).not.toEqual([]);
    expect(problemsOf(answer(404, 'application/json', JSON.stringify({ message: 'Nie znaleziono.' })))).toEqual([]);
    expect(problemsOf(answer(404, 'application/json', JSON.stringify({ komunikat: 'Nie znaleziono.' })))).not.toEqual([]);
    expect(problemsOf(answer(418, 'application/json', JSON.stringify({ message: 'Czajnik' })))).not.toEqual([]);
    expect(problemsOf(answer(200, 'application/json', '[]', `${R}/export`))).not.toEqual([]);
    expect(problemsOf(answer(401, 'text/csv', 'a;b', `${R}/export`))).not.toEqual([]);
  });

  it('declares the refusals of every operation: no session, no permission, unknown ids, invalid fields', async () => {
    const from = answers.length;
    for (const op of documented().filter(SWEPT)) {
      const url = address(op.path, (name) => nothing(name, op.path));
      const payload = op.body ? {} : undefined;
      await call(null, { method: op.method as InjectOptions['method'], url, payload });
      if (op.public) continue;
      await call(world.noPermission, { method: op.method as InjectOptions['method'], url, payload });
      await call(world.sweeper, { method: op.method as InjectOptions['method'], url, payload });
      // a field of the wrong type in the query
      if (op.method === 'GET') await call(world.sweeper, { method: 'GET', url: `${url}?page=pierwsza&perPage=-1&from=wczoraj` });
    }
    expect(problemsSince(from)).toEqual([]);
  });

  it('declares the answers to malformed, unsupported, oversized and unsafe input', async () => {
    const from = answers.length;
    for (const op of documented().filter(SWEPT)) {
      const url = address(op.path, (name) => nothing(name, op.path));
      const auth = op.public ? null : world.sweeper;
      const method = op.method as InjectOptions['method'];
      // a NUL in the query: no text column can take it
      await call(auth, { method, url: `${url}?q=%00` });
      if (!op.body) continue;
      await call(auth, { method, url, payload: '{"niedokończone": ', headers: { 'content-type': 'application/json' } });
      await call(auth, { method, url, payload: '<a/>', headers: { 'content-type': 'application/xml' } });
      await call(auth, { method, url, payload: JSON.stringify({ pole: 'x'.repeat(1100 * 1024) }), headers: { 'content-type': 'application/json' } });
    }
    expect(problemsSince(from)).toEqual([]);
  });
});

describe('the OpenAPI document declares what the API answers when it succeeds', () => {
  it('declares the answers of every read, on real data', async () => {
    const from = answers.length;
    const { id: reservationId, clientId } = await reservation();
    await made(world.owner, { method: 'POST', url: `${R}/${reservationId}/payments`, payload: { amount: '50', method: 'cash' } });
    const cooperationId = await cooperation();
    const orderId = await orderOf(cooperationId);
    const pageLink = (await made(world.owner, { method: 'POST', url: `${H}/cooperations/${cooperationId}/page_link` })).json();
    const providerToken = decodeURIComponent(/\/provider\?token=([^"&]+)/.exec(JSON.stringify(pageLink))?.[1] ?? '');
    const conversationTemplate = await template({ trigger: 'before_check_in', triggerDays: 1 });
    const { id: scheduledFor } = await reservation();
    const scheduled = (await made(world.owner, { method: 'GET', url: `${H}/conversations/${scheduledFor}/scheduled` })).json().data[0]?.id ?? UNKNOWN;
    const feed = (await made(world.owner, { method: 'PUT', url: `${H}/apartments/${world.apartment}/calendar_feeds`, payload: { feeds: [{ name: 'Airbnb', url: 'https://ical.example.pl/a.ics' }] } })).json().data[0].id;
    const exportUrl: string = (await made(world.owner, { method: 'POST', url: `${H}/apartments/${world.apartment}/calendar_token`, payload: {} })).json().data.exportUrl;
    const providerId = await provider();
    await made(world.owner, { method: 'PATCH', url: `${H}/service_providers/${providerId}/logo`, ...upload('logo') });
    const invitee = await coHost(['reservations']);
    const real: Record<string, string> = {
      reservations: reservationId,
      clients: clientId,
      accommodations: world.listing,
      apartments: world.apartment,
      images: await image(),
      message_templates: conversationTemplate,
      householders: invitee.id,
      price_rules: await priceRule(),
      blocks: await block(),
      conversations: scheduledFor,
      scheduled,
      reviews: await review(),
      guest: await guestToken(api.db, await guestLinkKey(api.db, api.config.guestLinkSecret), world.ownerAccount, reservationId),
      service_providers: providerId,
      service_provider_logos: providerId,
      cooperations: cooperationId,
      cooperation_orders: orderId,
      provider_page: providerToken,
      orders: orderId,
      invoices: await invoice(),
      calendar_feeds: feed,
      calendars: exportUrl.split('/').pop()!,
      users: await lastLink(invitee.email, /confirm_my_registration\?token=([\w%-]+)/),
    };
    world.ids = real;
    const stayDays = stay();
    const queries: Record<string, Record<string, string>> = {
      [`${H}/quotes`]: { apartmentId: world.apartment, ...stayDays, adults: '2' },
      [`${H}/prices`]: { ...stayDays, apartmentIds: world.apartment },
      [`${H}/calendar`]: { from: stayDays.from },
      [`${H}/calendar/availability`]: { ...stayDays, adults: '1' },
      [`${INV}/draft`]: { reservationId },
      [`${H}/conversations/{id}/template`]: { templateId: conversationTemplate },
    };
    for (const op of documented().filter((o) => o.method === 'GET')) {
      // each parameter is the real id of the collection it follows (`/reservations/{id}` a reservation)
      const url = op.path.replace(/\/([\w-]+)\/\{(\w+)\}/g, (_, collection: string, name: string) => `/${collection}/${encodeURIComponent(real[name === 'scheduledId' ? 'scheduled' : collection] ?? UNKNOWN)}`);
      const query = op.path.startsWith(`${H}/reports/`) ? { apartmentId: world.apartment, period: '4', compare: 'true' } : queries[op.path];
      await call(op.public ? null : world.owner, { method: 'GET', url, query });
    }
    // the same as a co-host, and another account's ids as owner B
    for (const op of documented().filter((o) => o.method === 'GET' && !o.public)) {
      const url = op.path.replace(/\/([\w-]+)\/\{(\w+)\}/g, (_, collection: string, name: string) => `/${collection}/${encodeURIComponent(real[name === 'scheduledId' ? 'scheduled' : collection] ?? UNKNOWN)}`);
      await call(world.coHost, { method: 'GET', url, query: queries[op.path] });
      await call(world.foreign, { method: 'GET', url, query: queries[op.path] });
    }
    const found = answers.slice(from).filter((a) => a.status === 200).length;
    expect(found).toBeGreaterThan(60);
    expect(problemsSince(from)).toEqual([]);
  });

  it('declares the downloads: CSV, PDF, XML, iCal (and its 304), images', async () => {
    const from = answers.length;
    const invoiceId = await invoice();
    const files = [
      await call(world.owner, { method: 'GET', url: `${R}/export` }),
      await call(world.owner, { method: 'GET', url: `${INV}/${invoiceId}/pdf` }),
      await call(world.owner, { method: 'POST', url: `${INV}/${invoiceId}/xml` }),
      await call(null, { method: 'GET', url: `/api/v1/calendars/${world.ids.calendars}` }),
      await call(null, { method: 'GET', url: `/api/v1/images/${world.ids.images}` }),
      await call(null, { method: 'GET', url: `/api/v1/service_provider_logos/${world.ids.service_provider_logos}` }),
    ];
    expect(files.map((f) => String(f.headers['content-type']).split(';')[0])).toEqual(['text/csv', 'application/pdf', 'application/xml', 'text/calendar', 'image/png', 'image/png']);
    const etag = String(files[3].headers.etag);
    expect((await call(null, { method: 'GET', url: `/api/v1/calendars/${world.ids.calendars}`, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // the refusals of the downloads answer JSON
    await call(world.noPermission, { method: 'GET', url: `${R}/export` });
    await call(world.owner, { method: 'GET', url: `${R}/export`, query: { from: 'wczoraj' } });
    await call(world.foreign, { method: 'GET', url: `${INV}/${invoiceId}/pdf` });
    await call(world.foreign, { method: 'POST', url: `${INV}/${invoiceId}/xml` });
    await call(null, { method: 'GET', url: `/api/v1/images/${UNKNOWN}` });
    expect(problemsSince(from)).toEqual([]);
  });

  it('declares the answers of writes: created, accepted, no content, conflicts', async () => {
    const from = answers.length;
    const owner = world.owner;
    const r = await reservation();
    // a second stay on the same nights: 409
    const [{ from: day, to }] = await api.db.query<{ from: string; to: string }>('select to_char(from_date, \'YYYY-MM-DD\') as from, to_char(to_date, \'YYYY-MM-DD\') as to from reservations where id = $1', [r.id]);
    await call(owner, { method: 'POST', url: R, payload: { reservation: { apartmentId: world.apartment, from: day, to, fullName: 'Drugi Gość', pricePerNight: 100 } } });
    await call(owner, { method: 'PATCH', url: `${R}/${r.id}`, payload: { reservation: { comments: 'Późny przyjazd' } } });
    await call(owner, { method: 'PATCH', url: `${R}/${r.id}/payment_status`, payload: { paymentStatus: 'paid' } });
    await call(owner, { method: 'POST', url: `${R}/${r.id}/payment_request`, payload: {} });
    await call(owner, { method: 'GET', url: `${R}/${r.id}/payment_request` });
    await call(owner, { method: 'POST', url: `${R}/${r.id}/relocate`, payload: { apartmentId: world.apartment2 } });
    await call(owner, { method: 'POST', url: `${R}/${r.id}/cancel`, payload: {} });
    await call(owner, { method: 'POST', url: `${R}/${r.id}/restore`, payload: {} });
    await call(owner, { method: 'POST', url: `${R}/${(await reservation(stay(2020))).id}/no_show`, payload: {} });
    await call(owner, { method: 'POST', url: `${R}/${r.id}/no_show`, payload: {} });
    await call(owner, { method: 'DELETE', url: await payment() });
    await call(owner, { method: 'DELETE', url: `${R}/${(await reservation()).id}` });
    await call(owner, { method: 'PUT', url: `${H}/prices`, payload: { apartmentIds: [world.apartment], ...stay(), prices: { '1-2': 220 } } });
    const rule = await priceRule();
    await call(owner, { method: 'PATCH', url: `${H}/price_rules/${rule}`, payload: { priceRule: { name: 'Lato' } } });
    await call(owner, { method: 'DELETE', url: `${H}/price_rules/${rule}` });
    const b = await block();
    await call(owner, { method: 'PATCH', url: `${H}/blocks/${b}`, payload: { block: { reason: 'Malowanie' } } });
    await call(owner, { method: 'DELETE', url: `${H}/blocks/${b}` });
    const [keep, duplicate] = [await reservation(), await reservation()];
    await call(owner, { method: 'PATCH', url: `${H}/clients/${keep.clientId}`, payload: { client: { address: 'Długa 5, Gdańsk' } } });
    await call(owner, { method: 'POST', url: `${H}/clients/${keep.clientId}/merge`, payload: { clientIds: [duplicate.clientId] } });
    // invoices: edit, status, KSeF number, send, correction, and removing an issued one (409)
    const inv = await invoice();
    await call(owner, { method: 'GET', url: `${INV}/draft`, query: { reservationId: r.id } });
    await call(owner, { method: 'PATCH', url: `${INV}/${inv}`, payload: { invoice: { buyerName: 'Anna Nowak' } } });
    await call(owner, { method: 'PATCH', url: `${INV}/${inv}/status`, payload: { status: 'paid' } });
    await call(owner, { method: 'PATCH', url: `${INV}/${inv}/ksef_number`, payload: { ksefNumber: '5260001246-20320101-0123456789AB-CD' } });
    await call(owner, { method: 'POST', url: `${INV}/${inv}/send`, payload: {} });
    await call(owner, { method: 'POST', url: `${INV}/${inv}/corrections`, payload: { correction: { reason: 'Rabat' } } });
    await call(owner, { method: 'DELETE', url: `${INV}/${inv}` });
    await call(owner, { method: 'DELETE', url: `${INV}/${await invoice()}` });
    // listings, photos, templates, settings
    await call(owner, { method: 'POST', url: `${H}/accommodations`, payload: { accommodation: { name: 'Szkic', status: 'draft' } } });
    await call(owner, { method: 'PUT', url: `${H}/accommodations/${world.listing}`, payload: { accommodation: { name: 'Obiekt po zmianie' } } });
    await call(owner, { method: 'POST', url: `${H}/accommodations/${world.listing}/copy` });
    await call(owner, { method: 'PUT', url: `${H}/accommodations/${world.listing}/legal`, payload: { houseRules: 'Cisza nocna 22:00–6:00', emergencyPhone: '+48 600 100 200' } });
    await call(owner, { method: 'GET', url: `${H}/accommodations/${world.listing}/legal` });
    await call(owner, { method: 'DELETE', url: `${H}/accommodations/${world.listing}` });
    const spare = await createApartment(api.db, world.ownerAccount, { name: 'Do usunięcia' });
    const [{ id: spareListing }] = await api.db.query<{ id: string }>('select accommodation_id as id from apartments where id = $1', [spare]);
    await call(owner, { method: 'DELETE', url: `${H}/accommodations/${spareListing}` });
    await call(owner, { method: 'PUT', url: `${H}/apartments/${world.apartment}/images/order`, payload: { ids: [await image()] } });
    await call(owner, { method: 'DELETE', url: `${H}/apartments/${world.apartment}/images/${await image()}` });
    const t = await template();
    await call(owner, { method: 'POST', url: `${H}/message_templates`, payload: { messageTemplate: { name: `Szablon ${names}`, channel: 'email', subject: 'Witamy', body: 'Kopia' } } });
    await call(owner, { method: 'PUT', url: `${H}/message_templates/${t}`, payload: { messageTemplate: { name: 'Zmieniony' } } });
    await call(owner, { method: 'DELETE', url: `${H}/message_templates/${t}` });
    await call(owner, { method: 'PUT', url: `${H}/invoice_settings`, payload: { invoiceSettings: { placeOfIssue: 'Sopot' } } });
    // KSeF: the settings (no KSEF_SECRET_KEY here: a token is refused), 'Sprawdź połączenie', 'Wyślij do KSeF' without a token (422)
    await call(owner, { method: 'PUT', url: `${H}/ksef_settings`, payload: { environment: 'TEST', autoSend: false } });
    await call(owner, { method: 'PUT', url: `${H}/ksef_settings`, payload: { token: 'token-ksef-bez-klucza-serwera' } });
    await call(owner, { method: 'POST', url: `${H}/ksef_settings/check`, payload: {} });
    await call(owner, { method: 'POST', url: `${INV}/${await invoice()}/ksef`, payload: {} });
    await call(owner, { method: 'GET', url: `${H}/cost_invoices` });
    await call(owner, { method: 'POST', url: `${H}/cost_invoices/fetch`, payload: {} });
    const [{ id: cost }] = await api.db.query<{ id: string }>(
      `insert into ksef_cost_invoices (account_id, ksef_number, invoice_number, seller_nip, issue_date, acquired_at, net, vat, gross, xml)
       values ($1, '7010001453-20261127-0100001AF629-00', 'CZ/1/2026', '7010001453', current_date, now(), 100, 23, 123, '<Faktura/>') returning id`,
      [world.ownerAccount],
    );
    await call(owner, { method: 'GET', url: `${H}/cost_invoices/${cost}/xml` });
    const [{ id: costFa }] = await api.db.query<{ id: string }>(
      `insert into ksef_cost_invoices (account_id, ksef_number, invoice_number, seller_nip, issue_date, acquired_at, net, vat, gross, xml)
       values ($1, '7010001453-20261127-0100001AF629-01', 'CZ/2/2026', '7010001453', current_date, now(), 100, 23, 123, $2) returning id`,
      [world.ownerAccount, fa3Sample({ sellerNip: '7010001453', buyerNip: '5260001246', number: 'CZ/2/2026' })],
    );
    await call(owner, { method: 'GET', url: `${H}/cost_invoices/${costFa}` });
    await call(owner, { method: 'GET', url: `${H}/cost_invoices/${costFa}/pdf` });
    // calendar feeds
    await call(owner, { method: 'POST', url: `${H}/calendar_feeds/${world.ids.calendar_feeds}/sync` });
    await call(owner, { method: 'POST', url: `${H}/calendar_feeds/${world.ids.calendar_feeds}/accept` });
    const channelDays = stay();
    const [{ id: channelStay }] = await api.db.query<{ id: string }>(
      `insert into reservations (account_id, apartment_id, kind, from_date, to_date, status, payment_status, source, full_name, feed_id, adults)
       values ($1, $2, 'channel', $4, $5, 'confirmed', 'paid', 'Airbnb', 'Airbnb', $3, 0) returning id`,
      [world.ownerAccount, world.apartment, world.ids.calendar_feeds, channelDays.from, channelDays.to],
    );
    await call(owner, { method: 'PUT', url: `${H}/channel_stays/${channelStay}`, payload: { channel_stay: { fullName: 'Anna Nowak', adults: 2, children: 1, totalPrice: '1250,50' } } });
    // conversations and reviews
    const c = (await reservation()).id;
    await call(owner, { method: 'POST', url: `/api/v1/householder/conversations/${c}/messages`, payload: { message: { body: 'Dzień dobry' } } });
    await call(owner, { method: 'PATCH', url: `/api/v1/householder/conversations/${c}`, payload: { language: 'eng' } });
    await call(owner, { method: 'POST', url: `/api/v1/householder/conversations/${c}/read`, payload: {} });
    const s = world.ids.conversations;
    const scheduled = world.ids.scheduled;
    await call(owner, { method: 'PATCH', url: `${H}/conversations/${s}/scheduled/${scheduled}`, payload: { body: 'Nowa treść' } });
    await call(owner, { method: 'POST', url: `${H}/conversations/${s}/scheduled/${scheduled}/send`, payload: {} });
    await call(owner, { method: 'POST', url: `${H}/conversations/${s}/scheduled/${scheduled}/skip`, payload: {} });
    const v = await review();
    await call(owner, { method: 'PUT', url: `${H}/reviews/${v}/reply`, payload: { reply: 'Dziękujemy' } });
    await call(owner, { method: 'POST', url: `${H}/reviews/${v}/block`, payload: { reason: 'Spam' } });
    await call(owner, { method: 'DELETE', url: `${H}/reviews/${v}/block` });
    // the guest page
    const guest = world.ids.guest;
    await call(null, { method: 'POST', url: `/api/v1/guest/${guest}/messages`, payload: { message: { body: 'O której zameldowanie?' } } });
    await call(null, { method: 'POST', url: `/api/v1/guest/${guest}/review`, payload: { rating: 5, comment: 'Polecam' } });
    await call(null, { method: 'POST', url: `/api/v1/guest/${guest}/check_in`, payload: { arrivalTime: '16:30', guests: [{ name: 'Anna Nowak', country: 'PL' }], acceptHouseRules: true } });
    await call(owner, { method: 'PUT', url: `${H}/reservations/${c}/access_code`, payload: { accessCode: '4821' } });
    await call(owner, { method: 'GET', url: `${H}/reservations/${c}/online_check_in` });
    // co-hosts
    const helper = await coHost([]);
    await call(owner, { method: 'PATCH', url: `${H}/householders/${helper.id}`, payload: { user: { lastName: 'Nowak' } } });
    await call(owner, { method: 'POST', url: `${H}/householders/${helper.id}/invitation` });
    await call(owner, { method: 'DELETE', url: `${H}/householders/${helper.id}` });
    // services: cooperations, orders, the provider's page
    const coop = await cooperation();
    const order = await orderOf(coop);
    await call(owner, { method: 'PUT', url: `${H}/cooperation_orders/${order}`, payload: { cooperationOrder: { attributes: { status: 'in_progress' } } } });
    await call(owner, { method: 'DELETE', url: `${H}/cooperation_orders/${order}` });
    await call(owner, { method: 'POST', url: `${H}/cooperations/${coop}/accept` });
    await call(owner, { method: 'DELETE', url: `${H}/cooperations/${coop}/page_link` });
    await call(owner, { method: 'DELETE', url: `${H}/cooperations/${coop}` });
    const page = world.ids.provider_page;
    await call(null, { method: 'POST', url: `/api/v1/provider_page/${page}/accept`, payload: {} });
    await call(null, { method: 'PUT', url: `/api/v1/provider_page/${page}/orders/${world.ids.orders}`, payload: { status: 'done' } });
    // apartment owners, their agreements and the agreements' versions (issue 41)
    const landlord = (await made(owner, { method: 'POST', url: `${H}/owners`, payload: { owner: { firstName: 'Anna', lastName: 'Nowak', email: 'anna.nowak@example.pl', iban: 'PL61109010140000071219812874' } } })).json().data.id;
    await call(owner, { method: 'GET', url: `${H}/owners` });
    await call(owner, { method: 'PUT', url: `${H}/owners/${landlord}`, payload: { owner: { kind: 'company', companyName: 'Bałtyk Inwest', nip: '5260001246', email: 'biuro@example.pl' } } });
    const ownerAgreement = (await made(owner, { method: 'POST', url: `${H}/owners/${landlord}/agreements`, payload: { agreement: { apartmentId: world.apartment, startsOn: '2040-01-01', terms: { commissionPercent: '20', ownerBears: ['cleaning'] } } } })).json().data.id;
    await call(owner, { method: 'POST', url: `${H}/owners/${landlord}/agreements`, payload: { agreement: { apartmentId: world.apartment, startsOn: '2040-02-01', terms: { commissionPercent: '20' } } } });
    await call(owner, { method: 'GET', url: `${H}/owners/${landlord}` });
    await call(owner, { method: 'GET', url: `${H}/owner_agreements/${ownerAgreement}` });
    await call(owner, { method: 'POST', url: `${H}/owner_agreements/${ownerAgreement}/terms`, payload: { terms: { validFrom: '2040-03-01', commissionPercent: '17,5', commissionBase: 'nights_and_fees' } } });
    await call(owner, { method: 'PATCH', url: `${H}/owner_agreements/${ownerAgreement}`, payload: { agreement: { endsOn: '2040-12-31' } } });
    // the apartments' costs and the owners' statements
    const repair = (await made(owner, { method: 'POST', url: `${H}/apartment_costs`, payload: { cost: { apartmentId: world.apartment, date: '2040-01-12', description: 'Naprawa', amount: '120,50', vatRate: '8' } } })).json().data.id;
    await call(owner, { method: 'PUT', url: `${H}/apartment_costs/${repair}/document`, payload: Buffer.from('--b\r\nContent-Disposition: form-data; name="document"; filename="p.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--b--\r\n'), headers: { 'content-type': 'multipart/form-data; boundary=b' } });
    await call(owner, { method: 'GET', url: `${H}/apartment_costs/${repair}/document` });
    await call(owner, { method: 'GET', url: `${H}/apartment_costs`, query: { month: '2040-01' } });
    const ownerStatement = (await made(owner, { method: 'POST', url: `${H}/owners/${landlord}/statements`, payload: { month: '2040-01' } })).json().data.id;
    await call(owner, { method: 'GET', url: `${H}/owner_statements/${ownerStatement}` });
    await call(owner, { method: 'POST', url: `${H}/owner_statements/${ownerStatement}/approve` });
    await call(owner, { method: 'GET', url: `${H}/owner_statements/${ownerStatement}/pdf` });
    await call(owner, { method: 'POST', url: `${H}/owner_statements/${ownerStatement}/send` });
    await call(owner, { method: 'POST', url: `${H}/owner_statements/${ownerStatement}/paid` });
    await call(owner, { method: 'GET', url: `${H}/owners/${landlord}/statements` });
    await call(owner, { method: 'GET', url: `${H}/reports/owners`, query: { year: '2040' } });
    await call(owner, { method: 'DELETE', url: `${H}/apartment_costs/${repair}` });
    await call(owner, { method: 'DELETE', url: `${H}/owners/${landlord}` });
    // one's own user: preferences, notifications, password, invitation, sign-up, sign-in and out, closing the account
    await call(owner, { method: 'PATCH', url: '/api/v1/me', payload: { user: { firstName: 'Anna' } } });
    await call(owner, { method: 'PUT', url: '/api/v1/me/notification_preferences', payload: {} });
    // personal access tokens (issue 42): made, used, a read-only one refused a write, revoked
    const apiToken = (await made(owner, { method: 'POST', url: '/api/v1/me/api_tokens', payload: { apiToken: { name: 'Skrypt', expiresIn: '30', access: 'read' } } })).json();
    await call(owner, { method: 'GET', url: '/api/v1/me/api_tokens' });
    await call({ authorization: `Bearer ${apiToken.meta.token}` }, { method: 'PATCH', url: '/api/v1/me', payload: { user: { firstName: 'Anna' } } });
    await call(owner, { method: 'DELETE', url: `/api/v1/me/api_tokens/${apiToken.data.id}` });
    // webhooks (issue 42): subscribed, changed, a test event queued and sent again, its log, removed
    const hook = (await made(owner, { method: 'POST', url: `${H}/webhooks`, payload: { webhook: { url: 'http://127.0.0.1:9/hook', events: ['reservation.created'] } } })).json();
    await call(owner, { method: 'GET', url: `${H}/webhooks` });
    await call(owner, { method: 'PATCH', url: `${H}/webhooks/${hook.data.id}`, payload: { webhook: { events: ['reservation.created', 'payment.recorded'] } } });
    const testDelivery = (await call(owner, { method: 'POST', url: `${H}/webhooks/${hook.data.id}/test`, payload: {} })).json();
    await call(owner, { method: 'GET', url: `${H}/webhooks/${hook.data.id}/deliveries` });
    await call(owner, { method: 'POST', url: `${H}/webhook_deliveries/${testDelivery.data.id}/resend`, payload: {} });
    await call(owner, { method: 'DELETE', url: `${H}/webhooks/${hook.data.id}` });
    await call(owner, { method: 'POST', url: '/api/v1/notifications/read', payload: {} });
    await call(owner, { method: 'GET', url: '/api/v1/notifications/stream' });
    await call(null, { method: 'POST', url: `/api/v1/users/${encodeURIComponent(world.ids.users)}/set_password`, payload: { password: 'Recepcja-haslo-7', passwordConfirmation: 'Recepcja-haslo-7' } });
    await call(null, { method: 'POST', url: '/api/v1/password', payload: { user: { email: 'nikt@example.pl' } } });
    await call(null, { method: 'PATCH', url: '/api/v1/password', payload: { user: { resetPasswordToken: 'nieznany', password: 'Nowe-haslo-12', passwordConfirmation: 'Nowe-haslo-12' } } });
    await call(null, { method: 'POST', url: '/api/v1/registrations', payload: { user: { email: `nowy${names}@example.pl`, password: 'Haslo-nowe-123', firstName: 'Ewa' } } });
    const leaving = await signedInOwner(api);
    const signedIn = await call(null, { method: 'POST', url: '/api/v1/login', payload: { user: { email: leaving.email, password: leaving.password } } });
    await call(leaving.auth, { method: 'PATCH', url: '/api/v1/me/password', payload: { currentPassword: leaving.password, password: 'Inne-haslo-456', passwordConfirmation: 'Inne-haslo-456' } });
    await call({ authorization: String(signedIn.headers.authorization) }, { method: 'DELETE', url: '/api/v1/logout' });
    await call(leaving.auth, { method: 'DELETE', url: '/api/v1/me', payload: {} });
    await call((await signedInOwner(api)).auth, { method: 'DELETE', url: '/api/v1/me', payload: { confirm: true } });
    const statuses = new Set(answers.slice(from).map((a) => a.status));
    for (const status of [200, 201, 202, 204, 409]) expect(statuses).toContain(status);
    expect(problemsSince(from)).toEqual([]);
  });

  it('declares the rate limits: sign-in, reset links, link tokens, the guest page and the iCal export', async () => {
    const from = answers.length;
    const sameClient = freshIp();
    const limited = async (request: Request, attempts: number) => {
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < attempts; i++) last = await call(null, { ...request, headers: { ...sameClient, ...request.headers } });
      return last!.statusCode;
    };
    expect(await limited({ method: 'POST', url: '/api/v1/password', payload: { user: { email: 'limit@example.pl' } } }, 11)).toBe(429);
    expect(await limited({ method: 'POST', url: '/api/v1/login', payload: { user: { email: 'limit@example.pl', password: 'zle-haslo' } } }, 11)).toBe(429);
    expect(await limited({ method: 'POST', url: '/api/v1/users/nieznany-token/set_password', payload: { password: 'Haslo-123456', passwordConfirmation: 'Haslo-123456' } }, 11)).toBe(429);
    expect(await limited({ method: 'GET', url: `/api/v1/calendars/${UNKNOWN}.ics` }, 61)).toBe(429);
    expect(await limited({ method: 'POST', url: `/api/v1/guest/${world.ids.guest}/messages`, payload: { body: 'Halo' } }, 11)).toBe(429);
    expect(problemsSince(from)).toEqual([]);
  });

  it('has validated a broad sample: every operation, every status family the API answers', () => {
    const operations = documented().map((op) => `${op.method} ${op.path}`);
    const seen = new Set(
      answers.map((a) => {
        const op = operationOf(a);
        return op ? `${op.method.toUpperCase()} ${op.path}` : '';
      }),
    );
    expect(operations.filter((op) => !seen.has(op))).toEqual([]);
    expect(answers.length).toBeGreaterThan(1000);
    const statuses = new Set(answers.map((a) => a.status));
    for (const status of [200, 201, 202, 204, 304, 400, 401, 403, 404, 409, 413, 415, 422, 429]) expect(statuses).toContain(status);
  });
});
