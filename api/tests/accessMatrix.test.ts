import crypto from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { PERMISSIONS } from '@gospodarz/contracts';
import { ROUTE_ACCESS, type RouteRule } from '../src/access';
import { sealToken } from '../src/modules/ksef';
import { openSession } from '../src/modules/session';
import { createApartment } from '../src/test/fixtures';
import { signedInOwner, startTestApi, type TestApi } from '../src/test/harness';
import { fa3Sample } from '../src/test/fa3Sample';

// The access matrix: every route the API registers is declared in ROUTE_ACCESS, as its guard says; and every guarded
// route is called as owner A, owner B, a co-host of A holding every permission on apartment 1 only, and a co-host of A
// holding none on apartment 1. Reads and writes of apartment 2's data by the co-host, or of A's data by B, must be
// refused (or left out of a list); the allowed calls must succeed.

jest.setTimeout(120_000);

type Headers = Record<string, string>;
interface Actor {
  name: string;
  auth: Headers;
}
interface World {
  ownerA: Actor & { accountId: string };
  ownerB: Actor & { accountId: string };
  coHost: Actor & { id: string };
  noPermission: Actor & { id: string };
  apartment1: string;
  apartment2: string;
  apartmentB: string;
}

/** Whose data a call touches: an apartment and the owner of its account (who makes the fixtures). */
interface Target {
  apartment: string;
  owner: World['ownerA'];
}

interface Call {
  request: Omit<InjectOptions, 'headers'>;
  /** for a list: the id that must be in it when the caller may see the target, and out of it otherwise */
  listed?: string;
}

interface Case {
  /** 'METHOD url' as in ROUTE_ACCESS */
  route: string;
  /** builds fresh data of the target where the call needs it, and the call */
  call(target: Target): Promise<Call>;
  /** what a refused call of another's target answers (default 404) */
  refused?: number[];
  /** the call names no one's data (a create, the account's own settings): owner B has nothing of A's to try */
  noForeignTarget?: true;
  /** the payload names an apartment the caller must hold to give it away (co-hosts are otherwise account-wide) */
  grantsApartment?: true;
  /** the ids a list answer holds (default each item's id) */
  ids?(body: { data: Array<{ id: string; attributes: Record<string, unknown> }> }): string[];
}

let api: TestApi;
let world: World;
let day = 0;

/** A stay no other fixture overlaps: three nights, each call a week later than the one before. */
function nextStay() {
  day += 7;
  const from = new Date(Date.UTC(2032, 0, 1 + day));
  const to = new Date(Date.UTC(2032, 0, 4 + day));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/** The same, in 2020: a stay whose arrival day has passed. */
function pastStay() {
  day += 7;
  const from = new Date(Date.UTC(2020, 0, 1 + day));
  const to = new Date(Date.UTC(2020, 0, 4 + day));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

async function inject(auth: Headers | null, request: Omit<InjectOptions, 'headers'>): Promise<LightMyRequestResponse> {
  const { headers: extra, ...rest } = request as InjectOptions;
  return api.app.inject({ ...rest, headers: { ...(extra as Headers | undefined), ...(auth ?? {}) } } as InjectOptions);
}

async function expectStatus(res: LightMyRequestResponse, statuses: number[], what: string) {
  if (!statuses.includes(res.statusCode)) throw new Error(`${what}: answered ${res.statusCode} (expected ${statuses.join(' or ')}) ${res.body.slice(0, 300)}`);
}

let guests = 0;
/** A reservation (and a new client) made by the target's owner in the target's apartment. */
async function reservation(t: Target, stay = nextStay()): Promise<{ id: string; clientId: string }> {
  guests += 1;
  const res = await inject(t.owner.auth, {
    method: 'POST',
    url: '/api/v1/householder/reservations',
    payload: { reservation: { apartmentId: t.apartment, ...stay, fullName: `Gość ${guests}`, email: `gosc${guests}@example.pl`, pricePerNight: 200 } },
  });
  await expectStatus(res, [201], 'fixture reservation');
  const data = res.json().data;
  return { id: data.id, clientId: data.attributes.clientId };
}

/**
 * The month of the legal reports' fixture stays (issue 38): a night each, one after the other, in June 2031, before
 * the weekly stays of nextStay (from 2032 on, a week per fixture), which in time reach any later month, and before the
 * newest stays a test lists latest first.
 */
const MONTH_OF_STAYS = '2031-06';
let monthDay = 0;
function monthStay() {
  monthDay += 1;
  const from = new Date(Date.UTC(2031, 5, monthDay));
  return { from: from.toISOString().slice(0, 10), to: new Date(from.getTime() + 86_400_000).toISOString().slice(0, 10) };
}

/** A payment recorded by the target's owner; answers the address that removes it. */
async function payment(t: Target): Promise<string> {
  const { id } = await reservation(t);
  const res = await inject(t.owner.auth, { method: 'POST', url: `${R}/${id}/payments`, payload: { amount: '20', method: 'card' } });
  await expectStatus(res, [201], 'fixture payment');
  return `${R}/${id}/payments/${res.json().data.id}`;
}

async function cancelled(t: Target): Promise<string> {
  const { id } = await reservation(t);
  await expectStatus(await inject(t.owner.auth, { method: 'POST', url: `${R}/${id}/cancel`, payload: {} }), [200], 'fixture cancel');
  return id;
}

async function guestName(t: Target): Promise<string> {
  const { id } = await reservation(t);
  const res = await inject(t.owner.auth, { method: 'GET', url: `${R}/${id}` });
  return res.json().data.attributes.fullName;
}

async function listingOf(apartmentId: string): Promise<string> {
  const [row] = await api.db.query<{ id: string }>('select accommodation_id as id from apartments where id = $1', [apartmentId]);
  return row.id;
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a0' +
    'a10000000049454e44ae426082',
  'hex',
);

function pngUpload() {
  const boundary = '----macierz' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function image(t: Target): Promise<string> {
  const upload = pngUpload();
  const res = await inject(t.owner.auth, { method: 'POST', url: `/api/v1/householder/apartments/${t.apartment}/images`, ...upload });
  await expectStatus(res, [201], 'fixture photo');
  return res.json().data[0].id;
}

/** A rule set of the target's owner, carried by days of the target's apartment (and of `alsoOn`). */
async function priceRule(t: Target, alsoOn: string[] = []): Promise<string> {
  const res = await inject(t.owner.auth, { method: 'POST', url: '/api/v1/householder/price_rules', payload: { priceRule: { name: 'Sezon', color: 'green' } } });
  await expectStatus(res, [201], 'fixture rule');
  const id = res.json().data.id;
  const days = { method: 'PUT', url: '/api/v1/householder/prices', payload: { apartmentIds: [t.apartment, ...alsoOn], ...nextStay(), prices: { '1-2': 210 }, ruleId: id } } as const;
  await expectStatus(await inject(t.owner.auth, days), [200], 'fixture rule on days');
  return id;
}

/** A block of the target's apartment made by its owner. */
async function block(t: Target): Promise<string> {
  const res = await inject(t.owner.auth, { method: 'POST', url: '/api/v1/householder/blocks', payload: { apartmentIds: [t.apartment], ...nextStay() } });
  await expectStatus(res, [201], 'fixture block');
  return res.json().data[0].id;
}

/** An imported calendar of the target's apartment, entered by its owner (never read: no job runs here). */
async function calendarFeed(t: Target): Promise<string> {
  const res = await inject(t.owner.auth, {
    method: 'PUT',
    url: `/api/v1/householder/apartments/${t.apartment}/calendar_feeds`,
    payload: { feeds: [{ name: 'Airbnb', url: 'https://ical.example.pl/macierz.ics' }] },
  });
  await expectStatus(res, [200], 'fixture calendar feed');
  return res.json().data[0].id;
}

/** A stay imported from the target's apartment's channel calendar (as the import writes it). */
async function channelStay(t: Target): Promise<string> {
  const feed = await calendarFeed(t);
  const { from, to } = nextStay();
  const [row] = await api.db.query<{ id: string }>(
    `insert into reservations (account_id, apartment_id, kind, from_date, to_date, status, payment_status, source, full_name, feed_id, adults)
     select account_id, id, 'channel', $2, $3, 'confirmed', 'paid', 'Airbnb', 'Airbnb', $4, 0 from apartments where id = $1 returning id`,
    [t.apartment, from, to, feed],
  );
  return row.id;
}

let coHosts = 0;
async function coHostOf(owner: Actor, apartments: string[], permissions: readonly string[]): Promise<string> {
  coHosts += 1;
  const res = await inject(owner.auth, {
    method: 'POST',
    url: '/api/v1/householder/householders',
    payload: { user: { firstName: `Pomocnik ${coHosts}`, email: `pomocnik${coHosts}@example.pl`, phoneNumber: '600-100-200', apartmentsIds: apartments, permissions } },
  });
  await expectStatus(res, [201], 'fixture co-host');
  return res.json().data.id;
}

let templates = 0;
async function template(t: Target): Promise<string> {
  templates += 1;
  const res = await inject(t.owner.auth, {
    method: 'POST',
    url: '/api/v1/householder/message_templates',
    payload: { messageTemplate: { name: `Powitanie ${templates}`, channel: 'email', subject: 'Witamy', body: 'Dzień dobry {{guestName}}' } },
  });
  await expectStatus(res, [201], 'fixture template');
  return res.json().data.id;
}

/** A reservation's conversation (its id is the reservation's) with one message from the host. */
async function conversation(t: Target): Promise<string> {
  const { id } = await reservation(t);
  const res = await inject(t.owner.auth, { method: 'POST', url: `${C}/${id}/messages`, payload: { message: { body: 'Dzień dobry' } } });
  await expectStatus(res, [201], 'fixture message');
  return id;
}

/** A waiting automated message: a triggered template of the owner's, planned for a new reservation. */
async function scheduled(t: Target): Promise<{ id: string; scheduledId: string }> {
  templates += 1;
  const created = await inject(t.owner.auth, {
    method: 'POST',
    url: '/api/v1/householder/message_templates',
    payload: { name: `Przypomnienie ${templates}`, channel: 'email', subject: 'Wkrótce', body: 'Do zobaczenia', trigger: 'before_check_in', triggerDays: 1 },
  });
  await expectStatus(created, [201], 'fixture triggered template');
  const { id } = await reservation(t);
  const res = await inject(t.owner.auth, { method: 'GET', url: `${C}/${id}/scheduled` });
  await expectStatus(res, [200], 'fixture scheduled message');
  return { id, scheduledId: res.json().data[0].id };
}

async function review(t: Target): Promise<string> {
  const res = await inject(t.owner.auth, { method: 'POST', url: V, payload: { review: { apartmentId: t.apartment, rating: 5, source: 'booking', reviewedOn: '2026-08-20' } } });
  await expectStatus(res, [201], 'fixture review');
  return res.json().data.id;
}

const C = '/api/v1/householder/conversations';
const V = '/api/v1/householder/reviews';
let providers = 0;
/** A cleaning provider of the target's owner. */
async function provider(t: Target): Promise<string> {
  providers += 1;
  const res = await inject(t.owner.auth, {
    method: 'POST',
    url: '/api/v1/householder/service_providers',
    payload: {
      service_provider: {
        name: `Sprzątanie ${providers}`, email: `firma${providers}@example.pl`, phoneNumber: '600100200', street: 'Polna', houseNumber: '1', flatNumber: '2',
        postalCode: '80001', city: 'Gdańsk', nip: '5260001246', servicesPerformed: ['cleaning'], standardPriceListsAttributes: [{ name: 'Sprzątanie', grossAmount: '100' }],
      },
    },
  });
  await expectStatus(res, [201], 'fixture provider');
  return res.json().data.id;
}

/** A cooperation sharing the target's apartment every 21 days from today (UTC's today: Warsaw's or the day before), with its planned orders. */
async function cooperation(t: Target): Promise<string> {
  const res = await inject(t.owner.auth, { method: 'POST', url: '/api/v1/householder/cooperations', payload: { cooperation: { service_provider_id: await provider(t), servicePerformed: 'cleaning' } } });
  await expectStatus(res, [201], 'fixture cooperation');
  const id = res.json().data.id;
  const shared = await inject(t.owner.auth, { method: 'PUT', url: `/api/v1/householder/cooperations/${id}`, payload: { cooperation: { startDate: new Date().toISOString().slice(0, 10), numberOfDays: 21, apartments: [t.apartment] } } });
  await expectStatus(shared, [200], 'fixture sharing');
  return id;
}

async function order(t: Target): Promise<string> {
  const id = await cooperation(t);
  const [row] = await api.db.query<{ id: string }>('select id from cooperation_orders where cooperation_id = $1 order by service_date limit 1', [id]);
  return row.id;
}

let apartmentOwners = 0;
/** An owner of apartments (issue 41) of the target's account. */
async function apartmentOwner(t: Target): Promise<string> {
  apartmentOwners += 1;
  const res = await inject(t.owner.auth, { method: 'POST', url: '/api/v1/householder/owners', payload: { owner: { firstName: 'Anna', lastName: `Właścicielka ${apartmentOwners}`, email: `wlasciciel${apartmentOwners}@example.pl` } } });
  await expectStatus(res, [201], 'fixture apartment owner');
  return res.json().data.id;
}

/** An agreement giving the target's apartment to a fresh owner for days no other agreement of it covers. */
async function ownerAgreement(t: Target): Promise<string> {
  const stay = nextStay();
  const res = await inject(t.owner.auth, {
    method: 'POST',
    url: `/api/v1/householder/owners/${await apartmentOwner(t)}/agreements`,
    payload: { agreement: { apartmentId: t.apartment, startsOn: stay.from, endsOn: stay.to, terms: { commissionPercent: '20' } } },
  });
  await expectStatus(res, [201], 'fixture owner agreement');
  return res.json().data.id;
}

/** A draft statement of a fresh owner of the target's account (issue 41), approved when asked. */
async function ownerStatement(t: Target, approved = false): Promise<string> {
  const res = await inject(t.owner.auth, { method: 'POST', url: `/api/v1/householder/owners/${await apartmentOwner(t)}/statements`, payload: { month: '2026-11' } });
  await expectStatus(res, [201], 'fixture owner statement');
  const id = res.json().data.id;
  if (approved) await expectStatus(await inject(t.owner.auth, { method: 'POST', url: `/api/v1/householder/owner_statements/${id}/approve` }), [200], 'fixture approval');
  return id;
}

/** A repair cost of the target's apartment (issue 41), with its receipt when asked. */
async function apartmentCost(t: Target, withDocument = false): Promise<string> {
  const res = await inject(t.owner.auth, { method: 'POST', url: '/api/v1/householder/apartment_costs', payload: { cost: { apartmentId: t.apartment, date: '2026-11-12', description: 'Naprawa', amount: '100' } } });
  await expectStatus(res, [201], 'fixture apartment cost');
  const id = res.json().data.id;
  if (withDocument) await expectStatus(await inject(t.owner.auth, { method: 'PUT', url: `/api/v1/householder/apartment_costs/${id}/document`, ...receipt() }), [200], 'fixture receipt');
  return id;
}

/** A webhook subscription of the target's account (issue 42), written straight to the table: its address is the loopback. */
async function webhook(t: Target): Promise<string> {
  const [row] = await api.db.query<{ id: string }>(
    `insert into webhook_subscriptions (account_id, url, secret, events) values ($1, 'http://127.0.0.1:9/hook', 'whsec_test', '{reservation.created}') returning id`,
    [t.owner.accountId],
  );
  return row.id;
}

/** A delivery of such a subscription, already given up. */
async function webhookDelivery(t: Target): Promise<string> {
  const [row] = await api.db.query<{ id: string }>(
    `insert into webhook_deliveries (account_id, subscription_id, event, payload, status) values ($1, $2, 'webhook.test', '{}', 'failed') returning id`,
    [t.owner.accountId, await webhook(t)],
  );
  return row.id;
}

function receipt() {
  const boundary = '----paragon';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="paragon.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    Buffer.from('%PDF-1.4\n%%EOF\n'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An invoice of a fresh stay in the target's apartment (the owner's seller data filled in first). */
async function invoice(t: Target): Promise<string> {
  await inject(t.owner.auth, {
    method: 'PUT',
    url: '/api/v1/householder/invoice_settings',
    payload: { invoiceSettings: { sellerName: 'Gospodarz', sellerStreet: 'Morska 1', sellerZipCode: '81-701', sellerCity: 'Sopot', sellerNip: '5260001246' } },
  });
  const res = await inject(t.owner.auth, { method: 'POST', url: INV, payload: await invoicePayload(t) });
  await expectStatus(res, [201], 'fixture invoice');
  return res.json().data.id;
}

/** an invoice another firm issued to the account's NIP, as the nightly KSeF job keeps it */
async function costInvoice(t: Target): Promise<string> {
  const [{ id }] = await api.db.query<{ id: string }>(
    `insert into ksef_cost_invoices (account_id, ksef_number, invoice_number, seller_nip, issue_date, acquired_at, net, vat, gross, xml)
     values ($1, $2, 'CZ/1/2026', '7010001453', current_date, now(), 100, 23, 123, $3) returning id`,
    [t.owner.accountId, `7010001453-20261127-${crypto.randomBytes(6).toString('hex').toUpperCase()}-00`, fa3Sample({ sellerNip: '7010001453', buyerNip: '5260001246', number: 'CZ/1/2026' })],
  );
  return id;
}

/** issue 39: an incoming transfer of the target's account, imported and waiting for the host's click */
async function bankTransaction(t: Target): Promise<string> {
  const [{ id: statement }] = await api.db.query<{ id: string }>(`insert into bank_statements (account_id, format, file_name) values ($1, 'mt940', 'a.sta') returning id`, [t.owner.accountId]);
  const [{ id }] = await api.db.query<{ id: string }>(
    `insert into bank_transactions (account_id, statement_id, bank_key, booked_on, amount_grosze, currency, counterparty, title, status)
     values ($1, $2, $3, current_date, 10000, 'PLN', 'JAN NOWAK', 'Zaliczka', 'unmatched') returning id`,
    [t.owner.accountId, statement, `ref:${crypto.randomBytes(8).toString('hex')}`],
  );
  return id;
}

function statementUpload() {
  const boundary = '----wyciag' + Math.random().toString(16).slice(2);
  const camt = `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Acct><Id><IBAN>PL61109010140000071219812874</IBAN></Id></Acct></Stmt></BkToCstmrStmt></Document>`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="wyciag.xml"\r\nContent-Type: application/xml\r\n\r\n`),
    Buffer.from(camt),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** an invoice whose account holds a KSeF token (sent by hand) and, with `accepted`, one KSeF took, with its UPO */
async function ksefInvoice(t: Target, accepted = false): Promise<string> {
  const id = await invoice(t);
  await api.db.query(
    `insert into ksef_settings (account_id, environment, token_encrypted, auto_send) values ($1, 'TEST', $2, false) on conflict (account_id) do update set token_encrypted = excluded.token_encrypted`,
    [t.owner.accountId, sealToken(api.config.ksefSecretKey!, 'token-KSeF-macierzy-dostepu-0001')],
  );
  if (accepted) {
    await api.db.query(
      `insert into invoice_ksef (invoice_id, account_id, environment, status, xml, hash, ksef_number, accepted_at, upo) values ($1::uuid, $2, 'TEST', 'accepted', '<x/>', $1::text, $3, now(), '<Potwierdzenie/>')`,
      [id, t.owner.accountId, '5260001246-20261127-0100001AF629-7B'],
    );
  }
  return id;
}

/** A day's takings: UTC's today, never after Warsaw's. */
const takingsDay = new Date().toISOString().slice(0, 10);

/**
 * Cash recorded by the co-host with every permission in a stay of the target's apartment (written straight to the
 * table: the co-host cannot record in apartment 2, which a report of theirs must still leave out). The owner sees it
 * in the raport kasowy; the co-host only where the apartment is theirs.
 */
async function takenByCoHost(t: Target): Promise<string> {
  const { id } = await reservation(t);
  const [row] = await api.db.query<{ id: string }>(
    `insert into reservation_payments (account_id, reservation_id, paid_on, amount, method, created_by)
     select account_id, id, $2, 20, 'cash', $3 from reservations where id = $1 returning id`,
    [id, takingsDay, world.coHost.id],
  );
  return row.id;
}

const INV = '/api/v1/householder/invoices';
/** an invoice of a fresh stay, issued on its last day */
async function invoicePayload(t: Target) {
  const { id } = await reservation(t);
  const [{ to }] = await api.db.query<{ to: string }>('select to_date as to from reservations where id = $1', [id]);
  return { invoice: { reservationId: id, issueDate: to, ...INVOICE } };
}
const INVOICE = {
  buyerName: 'Jan Kowalski',
  buyerAddress: 'Długa 5, 80-001 Gdańsk',
  buyerEmail: 'jan@example.pl',
  lines: [{ description: 'Nocleg', quantity: 1, unit: 'doba', netPrice: '100', vatRate: '8' }],
};

const R = '/api/v1/householder/reservations';
const CASES: Case[] = [
  { route: `GET ${C}`, call: async (t) => ({ request: { method: 'GET', url: C, query: { perPage: '100' } }, listed: await conversation(t) }) },
  { route: `GET ${C}/unread`, call: async () => ({ request: { method: 'GET', url: `${C}/unread` } }), noForeignTarget: true },
  { route: `GET ${C}/:id`, call: async (t) => ({ request: { method: 'GET', url: `${C}/${await conversation(t)}` } }) },
  { route: `PATCH ${C}/:id`, call: async (t) => ({ request: { method: 'PATCH', url: `${C}/${await conversation(t)}`, payload: { language: 'eng' } } }) },
  { route: `POST ${C}/:id/messages`, call: async (t) => ({ request: { method: 'POST', url: `${C}/${(await reservation(t)).id}/messages`, payload: { body: 'Witamy' } } }) },
  { route: `POST ${C}/:id/read`, call: async (t) => ({ request: { method: 'POST', url: `${C}/${await conversation(t)}/read`, payload: {} } }) },
  {
    route: `GET ${C}/:id/template`,
    call: async (t) => ({ request: { method: 'GET', url: `${C}/${(await reservation(t)).id}/template`, query: { templateId: await template(t) } } }),
  },
  { route: `GET ${C}/:id/scheduled`, call: async (t) => ({ request: { method: 'GET', url: `${C}/${(await scheduled(t)).id}/scheduled` } }) },
  {
    route: `PATCH ${C}/:id/scheduled/:scheduledId`,
    call: async (t) => {
      const s = await scheduled(t);
      return { request: { method: 'PATCH', url: `${C}/${s.id}/scheduled/${s.scheduledId}`, payload: { body: 'Nowa treść' } } };
    },
  },
  {
    route: `POST ${C}/:id/scheduled/:scheduledId/skip`,
    call: async (t) => {
      const s = await scheduled(t);
      return { request: { method: 'POST', url: `${C}/${s.id}/scheduled/${s.scheduledId}/skip`, payload: {} } };
    },
  },
  {
    route: `POST ${C}/:id/scheduled/:scheduledId/send`,
    call: async (t) => {
      const s = await scheduled(t);
      return { request: { method: 'POST', url: `${C}/${s.id}/scheduled/${s.scheduledId}/send`, payload: {} } };
    },
  },
  { route: `GET ${V}`, call: async (t) => ({ request: { method: 'GET', url: V, query: { perPage: '100' } }, listed: await review(t) }) },
  {
    route: `POST ${V}`,
    call: async (t) => ({ request: { method: 'POST', url: V, payload: { apartmentId: t.apartment, rating: 4, source: 'google', reviewedOn: '2026-08-21' } } }),
    refused: [422],
  },
  { route: `PUT ${V}/:id/reply`, call: async (t) => ({ request: { method: 'PUT', url: `${V}/${await review(t)}/reply`, payload: { reply: 'Dziękujemy' } } }) },
  { route: `POST ${V}/:id/block`, call: async (t) => ({ request: { method: 'POST', url: `${V}/${await review(t)}/block`, payload: { reason: 'Spam' } } }) },
  { route: `DELETE ${V}/:id/block`, call: async (t) => ({ request: { method: 'DELETE', url: `${V}/${await review(t)}/block` } }) },
  { route: `GET ${R}`, call: async (t) => ({ request: { method: 'GET', url: R, query: { perPage: '1000' } }, listed: (await reservation(t)).id }) },
  {
    route: `POST ${R}`,
    call: async (t) => ({ request: { method: 'POST', url: R, payload: { reservation: { apartmentId: t.apartment, ...nextStay(), fullName: 'Nowy Gość', pricePerNight: 150 } } } }),
    refused: [422],
  },
  { route: `GET ${R}/:id`, call: async (t) => ({ request: { method: 'GET', url: `${R}/${(await reservation(t)).id}` } }) },
  { route: `PATCH ${R}/:id`, call: async (t) => ({ request: { method: 'PATCH', url: `${R}/${(await reservation(t)).id}`, payload: { reservation: { comments: 'Późny przyjazd' } } } }) },
  { route: `DELETE ${R}/:id`, call: async (t) => ({ request: { method: 'DELETE', url: `${R}/${(await reservation(t)).id}` } }) },
  { route: `PATCH ${R}/:id/payment_status`, call: async (t) => ({ request: { method: 'PATCH', url: `${R}/${(await reservation(t)).id}/payment_status`, payload: { paymentStatus: 'paid' } } }) },
  // a stay that has begun: a no-show is marked from the arrival day on
  { route: `POST ${R}/:id/no_show`, call: async (t) => ({ request: { method: 'POST', url: `${R}/${(await reservation(t, pastStay())).id}/no_show`, payload: {} } }) },
  { route: `POST ${R}/:id/cancel`, call: async (t) => ({ request: { method: 'POST', url: `${R}/${(await reservation(t)).id}/cancel`, payload: {} } }) },
  {
    route: `POST ${R}/:id/relocate`,
    call: async (t) => ({ request: { method: 'POST', url: `${R}/${(await reservation(t)).id}/relocate`, payload: { apartmentId: t.apartment, priceChoice: 'keep' } } }),
  },
  { route: `GET ${R}/:id/move_quote`, call: async (t) => ({ request: { method: 'GET', url: `${R}/${(await reservation(t)).id}/move_quote?apartmentId=${t.apartment}` } }) },
  { route: `GET ${R}/:id/cancellation`, call: async (t) => ({ request: { method: 'GET', url: `${R}/${(await reservation(t)).id}/cancellation` } }) },
  { route: `POST ${R}/:id/payment_request`, call: async (t) => ({ request: { method: 'POST', url: `${R}/${(await reservation(t)).id}/payment_request`, payload: {} } }) },
  { route: `GET ${R}/:id/payment_request`, call: async (t) => ({ request: { method: 'GET', url: `${R}/${(await reservation(t)).id}/payment_request` } }) },
  { route: `GET ${R}/:id/online_check_in`, call: async (t) => ({ request: { method: 'GET', url: `${R}/${(await reservation(t)).id}/online_check_in` } }) },
  { route: `PUT ${R}/:id/access_code`, call: async (t) => ({ request: { method: 'PUT', url: `${R}/${(await reservation(t)).id}/access_code`, payload: { accessCode: '4821' } } }) },
  { route: `GET ${R}/:id/payments`, call: async (t) => ({ request: { method: 'GET', url: `${R}/${(await reservation(t)).id}/payments` } }) },
  {
    route: `POST ${R}/:id/payments`,
    call: async (t) => ({ request: { method: 'POST', url: `${R}/${(await reservation(t)).id}/payments`, payload: { amount: '50', method: 'cash' } } }),
  },
  { route: `DELETE ${R}/:id/payments/:paymentId`, call: async (t) => ({ request: { method: 'DELETE', url: await payment(t) } }) },
  { route: `GET ${R}/:id/history`, call: async (t) => ({ request: { method: 'GET', url: `${R}/${(await reservation(t)).id}/history` } }) },
  { route: `POST ${R}/:id/restore`, call: async (t) => ({ request: { method: 'POST', url: `${R}/${await cancelled(t)}/restore`, payload: {} } }) },
  {
    route: `GET ${R}/export`,
    call: async (t) => ({ request: { method: 'GET', url: `${R}/export` }, listed: await guestName(t) }),
    // the CSV's fifth column is the guest's name
    ids: (body) => String(body as unknown).split('\r\n').map((line) => line.split(';')[4]),
  },
  {
    route: 'GET /api/v1/householder/quotes',
    call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/quotes', query: { apartmentId: t.apartment, ...nextStay(), adults: '2' } } }),
  },
  {
    route: 'GET /api/v1/householder/prices',
    call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/prices', query: { ...nextStay(), apartmentIds: t.apartment } }, listed: t.apartment }),
    ids: (body) => body.data.map((item) => String(item.attributes.apartmentId)),
  },
  {
    route: 'PUT /api/v1/householder/prices',
    call: async (t) => ({ request: { method: 'PUT', url: '/api/v1/householder/prices', payload: { apartmentIds: [t.apartment], ...nextStay(), prices: { '1-2': 220 } } } }),
  },
  {
    route: 'GET /api/v1/householder/calendar',
    call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/calendar', query: { from: nextStay().from } }, listed: t.apartment }),
    ids: (body) => (body.data as unknown as { attributes: { apartments: Array<{ id: string }> } }).attributes.apartments.map((a) => a.id),
  },
  {
    route: 'GET /api/v1/householder/calendar/availability',
    call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/calendar/availability', query: { ...nextStay(), adults: '1' } }, listed: t.apartment }),
    ids: (body) => body.data.map((d) => String(d.attributes.apartmentId)),
  },
  {
    route: 'POST /api/v1/householder/blocks',
    call: async (t) => ({ request: { method: 'POST', url: '/api/v1/householder/blocks', payload: { block: { apartmentIds: [t.apartment], ...nextStay(), reason: 'Remont' } } } }),
    refused: [422],
  },
  { route: 'GET /api/v1/householder/blocks/:id', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/blocks/${await block(t)}` } }) },
  {
    route: 'PATCH /api/v1/householder/blocks/:id',
    call: async (t) => ({ request: { method: 'PATCH', url: `/api/v1/householder/blocks/${await block(t)}`, payload: { block: { reason: 'Malowanie' } } } }),
  },
  { route: 'DELETE /api/v1/householder/blocks/:id', call: async (t) => ({ request: { method: 'DELETE', url: `/api/v1/householder/blocks/${await block(t)}` } }) },
  { route: 'GET /api/v1/householder/price_rules', call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/price_rules' }, listed: await priceRule(t) }) },
  {
    route: 'POST /api/v1/householder/price_rules',
    call: async () => ({ request: { method: 'POST', url: '/api/v1/householder/price_rules', payload: { priceRule: { name: 'Zima', color: 'blue' } } } }),
    noForeignTarget: true,
  },
  { route: 'GET /api/v1/householder/price_rules/:id', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/price_rules/${await priceRule(t)}` } }) },
  {
    route: 'PATCH /api/v1/householder/price_rules/:id',
    call: async (t) => ({ request: { method: 'PATCH', url: `/api/v1/householder/price_rules/${await priceRule(t)}`, payload: { priceRule: { name: 'Lato' } } } }),
  },
  {
    route: 'DELETE /api/v1/householder/price_rules/:id',
    // the rule's days move to another of the apartment's rule sets
    call: async (t) => ({
      request: { method: 'DELETE', url: `/api/v1/householder/price_rules/${await priceRule(t)}`, query: { replacementRuleId: await priceRule(t) } },
    }),
  },

  ...(['reservation_vs_income', 'reservation_vs_price', 'reservation_source', 'most_profitable_days', 'occupancy'] as const).map(
    (name): Case => ({
      route: `GET /api/v1/householder/reports/${name}`,
      call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/reports/${name}`, query: { apartmentId: t.apartment, period: '4', compare: 'true' } } }),
    }),
  ),
  { route: 'GET /api/v1/householder/desktop', call: async () => ({ request: { method: 'GET', url: '/api/v1/householder/desktop' } }), noForeignTarget: true },
  {
    route: 'GET /api/v1/householder/takings',
    call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/takings', query: { date: takingsDay } }, listed: await takenByCoHost(t) }),
    ids: (body) => (body.data as unknown as { attributes: { cashiers: Array<{ operations: Array<{ id: string }> }> } }).attributes.cashiers.flatMap((c) => c.operations.map((o) => o.id)),
  },
  {
    route: 'PUT /api/v1/householder/takings/opening',
    call: async () => ({ request: { method: 'PUT', url: '/api/v1/householder/takings/opening', payload: { date: takingsDay, amount: '100' } } }),
    noForeignTarget: true,
  },
  // the host's legal duties (issue 38): the monthly reports under 'reports', a co-host their apartments' stays only
  {
    route: 'GET /api/v1/householder/reports/tourist_tax',
    call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/reports/tourist_tax', query: { month: MONTH_OF_STAYS } }, listed: (await reservation(t, monthStay())).id }),
    ids: (body) => (body.data as unknown as { attributes: { municipalities: Array<{ rows: Array<{ reservationId: string }> }> } }).attributes.municipalities.flatMap((m) => m.rows.map((r) => r.reservationId)),
  },
  {
    route: 'GET /api/v1/householder/reports/tourist_tax/export',
    call: async (t) => {
      const { id } = await reservation(t, monthStay());
      const [row] = await api.db.query<{ full_name: string }>('select full_name from reservations where id = $1', [id]);
      return { request: { method: 'GET', url: '/api/v1/householder/reports/tourist_tax/export', query: { month: MONTH_OF_STAYS } }, listed: row.full_name };
    },
    // the CSV's fifth column is the guest's name
    ids: (body) => String(body as unknown).split('\r\n').map((line) => line.split(';')[4]),
  },
  {
    route: 'GET /api/v1/householder/reports/kt1',
    call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/reports/kt1', query: { month: MONTH_OF_STAYS } }, listed: (await reservation(t, monthStay())).id }),
    ids: (body) => (body.data as unknown as { attributes: { missingCountry: Array<{ reservationId: string }> } }).attributes.missingCountry.map((m) => m.reservationId),
  },
  {
    route: 'GET /api/v1/householder/reports/kt1/export',
    call: async (t) => {
      const { id } = await reservation(t, monthStay());
      const [row] = await api.db.query<{ full_name: string }>('select full_name from reservations where id = $1', [id]);
      return { request: { method: 'GET', url: '/api/v1/householder/reports/kt1/export', query: { month: MONTH_OF_STAYS } }, listed: row.full_name };
    },
    // the stays missing a country: the guest's name first
    ids: (body) => String(body as unknown).split('\r\n').map((line) => line.split(';')[0]),
  },
  {
    route: 'GET /api/v1/householder/reports/nights',
    call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/reports/nights', query: { month: MONTH_OF_STAYS } }, listed: (await reservation(t, monthStay())).id }),
    ids: (body) => (body.data as unknown as { attributes: { apartments: Array<{ days: Array<{ reservationId: string | null }> }> } }).attributes.apartments.flatMap((a) => a.days.map((d) => d.reservationId ?? '')),
  },
  {
    route: 'GET /api/v1/householder/reports/nights/export',
    call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/reports/nights/export', query: { month: MONTH_OF_STAYS, apartmentId: t.apartment } } }),
  },
  {
    route: 'PUT /api/v1/householder/reservations/:id/tourist_tax_exemptions',
    call: async (t) => ({
      request: { method: 'PUT', url: `${R}/${(await reservation(t)).id}/tourist_tax_exemptions`, payload: { exemptions: [{ guest: 'Anna', reason: 'disability' }] } },
    }),
  },
  { route: 'GET /api/v1/householder/tourist_tax/settings', call: async () => ({ request: { method: 'GET', url: '/api/v1/householder/tourist_tax/settings' } }), noForeignTarget: true },
  {
    route: 'PUT /api/v1/householder/tourist_tax/settings/:id',
    call: async (t) => ({ request: { method: 'PUT', url: `/api/v1/householder/tourist_tax/settings/${await listingOf(t.apartment)}`, payload: { municipality: 'Gmina Sopot', rateGrosze: 300 } } }),
  },
  { route: 'GET /api/v1/householder/privacy_settings', call: async () => ({ request: { method: 'GET', url: '/api/v1/householder/privacy_settings' } }), noForeignTarget: true },
  {
    route: 'PUT /api/v1/householder/privacy_settings',
    call: async () => ({ request: { method: 'PUT', url: '/api/v1/householder/privacy_settings', payload: { retentionMonths: 36 } } }),
    noForeignTarget: true,
  },
  { route: 'GET /api/v1/householder/clients/:id/personal_data', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/clients/${(await reservation(t)).clientId}/personal_data` } }) },
  { route: 'POST /api/v1/householder/clients/:id/anonymise', call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/clients/${(await reservation(t)).clientId}/anonymise`, payload: {} } }) },
  { route: 'GET /api/v1/householder/account_export', call: async () => ({ request: { method: 'GET', url: '/api/v1/householder/account_export' } }), noForeignTarget: true },
  { route: `GET ${INV}`, call: async (t) => ({ request: { method: 'GET', url: INV, query: { perPage: '1000' } }, listed: await invoice(t) }) },
  { route: `POST ${INV}`, call: async (t) => ({ request: { method: 'POST', url: INV, payload: await invoicePayload(t) } }), refused: [422] },
  { route: `GET ${INV}/draft`, call: async (t) => ({ request: { method: 'GET', url: `${INV}/draft`, query: { reservationId: (await reservation(t)).id } } }), refused: [422] },
  { route: `GET ${INV}/:id`, call: async (t) => ({ request: { method: 'GET', url: `${INV}/${await invoice(t)}` } }) },
  { route: `PATCH ${INV}/:id`, call: async (t) => ({ request: { method: 'PATCH', url: `${INV}/${await invoice(t)}`, payload: { invoice: { buyerName: 'Anna Nowak' } } } }) },
  { route: `DELETE ${INV}/:id`, call: async (t) => ({ request: { method: 'DELETE', url: `${INV}/${await invoice(t)}` } }) },
  { route: `PATCH ${INV}/:id/status`, call: async (t) => ({ request: { method: 'PATCH', url: `${INV}/${await invoice(t)}/status`, payload: { status: 'paid' } } }) },
  {
    route: `PATCH ${INV}/:id/ksef_number`,
    call: async (t) => ({ request: { method: 'PATCH', url: `${INV}/${await invoice(t)}/ksef_number`, payload: { ksefNumber: '5260001246-20320101-0123456789AB-CD' } } }),
  },
  { route: `POST ${INV}/:id/send`, call: async (t) => ({ request: { method: 'POST', url: `${INV}/${await invoice(t)}/send`, payload: {} } }) },
  {
    route: `POST ${INV}/:id/corrections`,
    call: async (t) => ({ request: { method: 'POST', url: `${INV}/${await invoice(t)}/corrections`, payload: { correction: { reason: 'Rabat' } } } }),
  },
  { route: `GET ${INV}/:id/pdf`, call: async (t) => ({ request: { method: 'GET', url: `${INV}/${await invoice(t)}/pdf` } }) },
  { route: `POST ${INV}/:id/xml`, call: async (t) => ({ request: { method: 'POST', url: `${INV}/${await invoice(t)}/xml` } }) },
  { route: `GET ${INV}/:id/ksef`, call: async (t) => ({ request: { method: 'GET', url: `${INV}/${await invoice(t)}/ksef` } }) },
  { route: `POST ${INV}/:id/ksef`, call: async (t) => ({ request: { method: 'POST', url: `${INV}/${await ksefInvoice(t)}/ksef`, payload: {} } }) },
  { route: `GET ${INV}/:id/upo`, call: async (t) => ({ request: { method: 'GET', url: `${INV}/${await ksefInvoice(t, true)}/upo` } }) },

  {
    route: 'GET /api/v1/householder/clients',
    call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/clients', query: { perPage: '1000' } }, listed: (await reservation(t)).clientId }),
  },
  { route: 'GET /api/v1/householder/clients/:id', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/clients/${(await reservation(t)).clientId}` } }) },
  { route: 'GET /api/v1/householder/clients/:id/duplicates', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/clients/${(await reservation(t)).clientId}/duplicates` } }) },
  {
    route: 'POST /api/v1/householder/clients/:id/merge',
    call: async (t) => {
      const [keep, duplicate] = [await reservation(t), await reservation(t)];
      return { request: { method: 'POST', url: `/api/v1/householder/clients/${keep.clientId}/merge`, payload: { clientIds: [duplicate.clientId] } } };
    },
  },
  {
    route: 'PATCH /api/v1/householder/clients/:id',
    call: async (t) => ({ request: { method: 'PATCH', url: `/api/v1/householder/clients/${(await reservation(t)).clientId}`, payload: { client: { address: 'Długa 5, Gdańsk' } } } }),
  },

  {
    route: 'GET /api/v1/householder/accommodations',
    call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/accommodations', query: { perPage: '1000' } }, listed: await listingOf(t.apartment) }),
  },
  {
    route: 'GET /api/v1/householder/apartments/:apartmentId/calendar_feeds',
    call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/apartments/${t.apartment}/calendar_feeds` } }),
  },
  {
    route: 'PUT /api/v1/householder/apartments/:apartmentId/calendar_feeds',
    call: async (t) => ({ request: { method: 'PUT', url: `/api/v1/householder/apartments/${t.apartment}/calendar_feeds`, payload: { feeds: [{ name: 'Booking', url: 'https://ical.example.pl/b.ics' }] } } }),
  },
  { route: 'POST /api/v1/householder/calendar_feeds/:id/sync', call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/calendar_feeds/${await calendarFeed(t)}/sync` } }) },
  { route: 'POST /api/v1/householder/calendar_feeds/:id/accept', call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/calendar_feeds/${await calendarFeed(t)}/accept` } }) },
  {
    route: 'PATCH /api/v1/householder/calendar_feeds/:id',
    call: async (t) => ({ request: { method: 'PATCH', url: `/api/v1/householder/calendar_feeds/${await calendarFeed(t)}`, payload: { calendar_feed: { importEveryMinutes: 15 } } } }),
  },
  {
    route: 'GET /api/v1/householder/channel_health',
    call: async (t) => {
      await calendarFeed(t);
      return { request: { method: 'GET', url: '/api/v1/householder/channel_health' }, listed: t.apartment };
    },
    ids: (body) => (body.data as unknown as { attributes: { channels: Array<{ apartmentId: string }> } }).attributes.channels.map((c) => c.apartmentId),
  },
  {
    route: 'GET /api/v1/householder/channel_health/stays/:id',
    call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/channel_health/stays/${(await reservation(t)).id}` } }),
  },
  {
    route: 'PUT /api/v1/householder/channel_stays/:id',
    call: async (t) => ({
      request: { method: 'PUT', url: `/api/v1/householder/channel_stays/${await channelStay(t)}`, payload: { channel_stay: { fullName: 'Anna Nowak', adults: 2, totalPrice: 900 } } },
    }),
  },
  {
    route: 'POST /api/v1/householder/apartments/:apartmentId/calendar_token',
    call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/apartments/${t.apartment}/calendar_token` } }),
  },
  { route: 'GET /api/v1/householder/accommodations/:id', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/accommodations/${await listingOf(t.apartment)}` } }) },
  {
    route: 'POST /api/v1/householder/accommodations',
    call: async () => ({ request: { method: 'POST', url: '/api/v1/householder/accommodations', payload: { accommodation: { name: 'Szkic', status: 'draft' } } } }),
    noForeignTarget: true,
  },
  {
    route: 'PUT /api/v1/householder/accommodations/:id',
    call: async (t) => ({ request: { method: 'PUT', url: `/api/v1/householder/accommodations/${await listingOf(t.apartment)}`, payload: { accommodation: { name: 'Obiekt po zmianie' } } } }),
  },
  {
    route: 'DELETE /api/v1/householder/accommodations/:id',
    call: async (t) => {
      const spare = await createApartment(api.db, t.owner.accountId, { name: `Do usunięcia ${Math.random().toString(36).slice(2, 8)}` });
      return { request: { method: 'DELETE', url: `/api/v1/householder/accommodations/${await listingOf(spare)}` } };
    },
  },
  { route: 'GET /api/v1/householder/accommodations/:id/legal', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/accommodations/${await listingOf(t.apartment)}/legal` } }) },
  {
    route: 'PUT /api/v1/householder/accommodations/:id/legal',
    call: async (t) => ({
      request: { method: 'PUT', url: `/api/v1/householder/accommodations/${await listingOf(t.apartment)}/legal`, payload: { emergencyPhone: '+48 600 100 200', apartments: [{ id: t.apartment, registrationNumber: 'PL-1' }] } },
    }),
  },
  { route: 'POST /api/v1/householder/accommodations/:id/copy', call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/accommodations/${await listingOf(t.apartment)}/copy` } }) },
  {
    route: 'POST /api/v1/householder/apartments/:apartmentId/images',
    call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/apartments/${t.apartment}/images`, ...pngUpload() } }),
  },
  {
    route: 'PUT /api/v1/householder/apartments/:apartmentId/images/order',
    call: async (t) => ({ request: { method: 'PUT', url: `/api/v1/householder/apartments/${t.apartment}/images/order`, payload: { ids: [await image(t)] } } }),
  },
  {
    route: 'DELETE /api/v1/householder/apartments/:apartmentId/images/:imageId',
    call: async (t) => ({ request: { method: 'DELETE', url: `/api/v1/householder/apartments/${t.apartment}/images/${await image(t)}` } }),
  },

  {
    route: 'POST /api/v1/householder/message_templates',
    call: async () => ({ request: { method: 'POST', url: '/api/v1/householder/message_templates', payload: { messageTemplate: { name: 'Nowy', channel: 'sms', body: 'Hej' } } } }),
    noForeignTarget: true,
  },
  { route: 'GET /api/v1/householder/message_templates/:id', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/message_templates/${await template(t)}` } }) },
  {
    route: 'PUT /api/v1/householder/message_templates/:id',
    call: async (t) => ({ request: { method: 'PUT', url: `/api/v1/householder/message_templates/${await template(t)}`, payload: { messageTemplate: { name: 'Zmieniony' } } } }),
  },
  { route: 'DELETE /api/v1/householder/message_templates/:id', call: async (t) => ({ request: { method: 'DELETE', url: `/api/v1/householder/message_templates/${await template(t)}` } }) },
  {
    route: 'PUT /api/v1/householder/invoice_settings',
    call: async () => ({ request: { method: 'PUT', url: '/api/v1/householder/invoice_settings', payload: { invoiceSettings: { placeOfIssue: 'Sopot' } } } }),
    noForeignTarget: true,
  },
  { route: 'GET /api/v1/householder/ksef_settings', call: async () => ({ request: { method: 'GET', url: '/api/v1/householder/ksef_settings' } }), noForeignTarget: true },
  {
    route: 'PUT /api/v1/householder/ksef_settings',
    call: async () => ({ request: { method: 'PUT', url: '/api/v1/householder/ksef_settings', payload: { environment: 'TEST', autoSend: false } } }),
    noForeignTarget: true,
  },
  { route: 'GET /api/v1/householder/cost_invoices', call: async () => ({ request: { method: 'GET', url: '/api/v1/householder/cost_invoices' } }), noForeignTarget: true },
  {
    route: 'POST /api/v1/householder/cost_invoices/fetch',
    // without a KSeF token there is nothing to read (and no KSeF to reach from the test)
    call: async (t) => {
      await api.db.query('update ksef_settings set token_encrypted = null where account_id = $1', [t.owner.accountId]);
      return { request: { method: 'POST', url: '/api/v1/householder/cost_invoices/fetch', payload: {} } };
    },
    noForeignTarget: true,
  },
  { route: 'GET /api/v1/householder/cost_invoices/:id/xml', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/cost_invoices/${await costInvoice(t)}/xml` } }) },
  { route: 'GET /api/v1/householder/cost_invoices/:id', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/cost_invoices/${await costInvoice(t)}` } }) },
  { route: 'GET /api/v1/householder/cost_invoices/:id/pdf', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/cost_invoices/${await costInvoice(t)}/pdf` } }) },
  { route: 'POST /api/v1/householder/ksef_settings/check', call: async () => ({ request: { method: 'POST', url: '/api/v1/householder/ksef_settings/check', payload: {} } }), noForeignTarget: true },
  // issue 39: payment by transfer
  { route: `GET ${R}/:id/transfer_details`, call: async (t) => ({ request: { method: 'GET', url: `${R}/${(await reservation(t)).id}/transfer_details` } }) },
  { route: 'GET /api/v1/householder/transfer_settings', call: async () => ({ request: { method: 'GET', url: '/api/v1/householder/transfer_settings' } }), noForeignTarget: true },
  { route: 'PUT /api/v1/householder/transfer_settings', call: async () => ({ request: { method: 'PUT', url: '/api/v1/householder/transfer_settings', payload: { prepaymentPercent: 30 } } }), noForeignTarget: true },
  { route: 'POST /api/v1/householder/bank_statements', call: async () => ({ request: { method: 'POST', url: '/api/v1/householder/bank_statements', ...statementUpload() } }), noForeignTarget: true },
  { route: 'GET /api/v1/householder/bank_transactions', call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/bank_transactions' }, listed: await bankTransaction(t) }) },
  {
    route: 'POST /api/v1/householder/bank_transactions/:id/match',
    call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/bank_transactions/${await bankTransaction(t)}/match`, payload: { reservationId: (await reservation(t)).id } } }),
  },
  { route: 'POST /api/v1/householder/bank_transactions/:id/ignore', call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/bank_transactions/${await bankTransaction(t)}/ignore`, payload: {} } }) },

  {
    route: 'GET /api/v1/householder/householders',
    call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/householders', query: { perPage: '100' } }, listed: await coHostOf(t.owner, [t.apartment], []) }),
  },
  {
    route: 'POST /api/v1/householder/householders',
    call: async (t) => {
      coHosts += 1;
      const user = { firstName: 'Nowa', email: `nowa${coHosts}@example.pl`, phoneNumber: '600-200-300', apartmentsIds: [t.apartment], permissions: ['reservations'] };
      return { request: { method: 'POST', url: '/api/v1/householder/householders', payload: { user } } };
    },
    // another account's apartment is not on the form's list (422); one the co-host does not hold cannot be granted (403)
    refused: [403, 422],
    grantsApartment: true,
  },
  { route: 'GET /api/v1/householder/householders/:id', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/householders/${await coHostOf(t.owner, [t.apartment], [])}` } }) },
  {
    route: 'PATCH /api/v1/householder/householders/:id',
    call: async (t) => ({ request: { method: 'PATCH', url: `/api/v1/householder/householders/${await coHostOf(t.owner, [t.apartment], [])}`, payload: { user: { lastName: 'Nowak' } } } }),
  },
  {
    route: 'POST /api/v1/householder/householders/:id/invitation',
    call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/householders/${await coHostOf(t.owner, [t.apartment], [])}/invitation` } }),
  },
  { route: 'DELETE /api/v1/householder/householders/:id', call: async (t) => ({ request: { method: 'DELETE', url: `/api/v1/householder/householders/${await coHostOf(t.owner, [t.apartment], [])}` } }) },
  { route: 'GET /api/v1/householder/service_providers', call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/service_providers', query: { perPage: '100' } }, listed: await provider(t) }) },
  { route: 'GET /api/v1/householder/service_providers/cities', noForeignTarget: true, call: async () => ({ request: { method: 'GET', url: '/api/v1/householder/service_providers/cities' } }) },
  {
    route: 'POST /api/v1/householder/service_providers',
    noForeignTarget: true,
    call: async () => ({
      request: {
        method: 'POST',
        url: '/api/v1/householder/service_providers',
        payload: { service_provider: { name: 'Pralnia', email: 'p@example.pl', phoneNumber: '600100200', street: 'A', houseNumber: '1', flatNumber: '1', postalCode: '80001', city: 'Gdańsk', nip: '5260001246', servicesPerformed: ['washing'] } },
      },
    }),
  },
  { route: 'GET /api/v1/householder/service_providers/:id', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/service_providers/${await provider(t)}` } }) },
  {
    route: 'PATCH /api/v1/householder/service_providers/:id/logo',
    call: async (t) => {
      const boundary = '----logo' + Math.random().toString(16).slice(2);
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { request: { method: 'PATCH', url: `/api/v1/householder/service_providers/${await provider(t)}/logo`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } } };
    },
  },
  {
    route: 'POST /api/v1/householder/cooperations',
    // another account's provider is not one to choose: the form's field says so
    refused: [422],
    call: async (t) => ({ request: { method: 'POST', url: '/api/v1/householder/cooperations', payload: { cooperation: { service_provider_id: await provider(t), servicePerformed: 'cleaning' } } } }),
  },
  { route: 'GET /api/v1/householder/cooperations/:id', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/cooperations/${await cooperation(t)}` } }) },
  {
    route: 'PUT /api/v1/householder/cooperations/:id',
    call: async (t) => ({
      request: { method: 'PUT', url: `/api/v1/householder/cooperations/${await cooperation(t)}`, payload: { cooperation: { startDate: '2031-02-01', afterCheckOut: true, apartments: [t.apartment] } } },
    }),
  },
  { route: 'DELETE /api/v1/householder/cooperations/:id', call: async (t) => ({ request: { method: 'DELETE', url: `/api/v1/householder/cooperations/${await cooperation(t)}` } }) },
  { route: 'POST /api/v1/householder/cooperations/:id/accept', call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/cooperations/${await cooperation(t)}/accept` } }) },
  { route: 'POST /api/v1/householder/cooperations/:id/page_link', call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/cooperations/${await cooperation(t)}/page_link` } }) },
  { route: 'DELETE /api/v1/householder/cooperations/:id/page_link', call: async (t) => ({ request: { method: 'DELETE', url: `/api/v1/householder/cooperations/${await cooperation(t)}/page_link` } }) },
  {
    route: 'GET /api/v1/householder/cooperation_orders',
    call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/cooperation_orders', query: { perPage: '1000' } }, listed: await order(t) }),
  },
  { route: 'GET /api/v1/householder/cooperation_orders/:id', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/cooperation_orders/${await order(t)}` } }) },
  {
    route: 'PUT /api/v1/householder/cooperation_orders/:id',
    call: async (t) => ({ request: { method: 'PUT', url: `/api/v1/householder/cooperation_orders/${await order(t)}`, payload: { cooperationOrder: { attributes: { status: 'in_progress' } } } } }),
  },
  { route: 'DELETE /api/v1/householder/cooperation_orders/:id', call: async (t) => ({ request: { method: 'DELETE', url: `/api/v1/householder/cooperation_orders/${await order(t)}` } }) },
  // Administracja › Właściciele (issue 41)
  { route: 'GET /api/v1/householder/owners', call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/owners', query: { perPage: '100' } }, listed: await apartmentOwner(t) }) },
  { route: 'POST /api/v1/householder/owners', noForeignTarget: true, call: async () => ({ request: { method: 'POST', url: '/api/v1/householder/owners', payload: { owner: { firstName: 'Jan', lastName: 'Nowy', email: 'jan.nowy@example.pl' } } } }) },
  { route: 'GET /api/v1/householder/owners/:id', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/owners/${await apartmentOwner(t)}` } }) },
  {
    route: 'PUT /api/v1/householder/owners/:id',
    call: async (t) => ({ request: { method: 'PUT', url: `/api/v1/householder/owners/${await apartmentOwner(t)}`, payload: { owner: { firstName: 'Anna', lastName: 'Zmieniona', email: 'anna@example.pl' } } } }),
  },
  { route: 'DELETE /api/v1/householder/owners/:id', call: async (t) => ({ request: { method: 'DELETE', url: `/api/v1/householder/owners/${await apartmentOwner(t)}` } }) },
  {
    route: 'POST /api/v1/householder/owners/:id/agreements',
    call: async (t) => {
      const stay = nextStay();
      return { request: { method: 'POST', url: `/api/v1/householder/owners/${await apartmentOwner(t)}/agreements`, payload: { agreement: { apartmentId: t.apartment, startsOn: stay.from, endsOn: stay.to, terms: { commissionPercent: '15' } } } } };
    },
  },
  { route: 'GET /api/v1/householder/owner_agreements/:id', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/owner_agreements/${await ownerAgreement(t)}` } }) },
  {
    route: 'PATCH /api/v1/householder/owner_agreements/:id',
    call: async (t) => {
      const id = await ownerAgreement(t);
      const [row] = await api.db.query<{ ends_on: string }>('select ends_on::text as ends_on from owner_agreements where id = $1', [id]);
      return { request: { method: 'PATCH', url: `/api/v1/householder/owner_agreements/${id}`, payload: { agreement: { endsOn: row.ends_on } } } };
    },
  },
  {
    route: 'POST /api/v1/householder/owner_agreements/:id/terms',
    call: async (t) => {
      const id = await ownerAgreement(t);
      const [row] = await api.db.query<{ ends_on: string }>('select ends_on::text as ends_on from owner_agreements where id = $1', [id]);
      return { request: { method: 'POST', url: `/api/v1/householder/owner_agreements/${id}/terms`, payload: { terms: { validFrom: row.ends_on, commissionPercent: '25' } } } };
    },
  },
  { route: 'GET /api/v1/householder/webhooks', call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/webhooks' }, listed: await webhook(t) }) },
  {
    route: 'POST /api/v1/householder/webhooks',
    noForeignTarget: true,
    call: async () => ({ request: { method: 'POST', url: '/api/v1/householder/webhooks', payload: { webhook: { url: 'http://127.0.0.1:9/hook', events: ['reservation.created'] } } } }),
  },
  { route: 'PATCH /api/v1/householder/webhooks/:id', call: async (t) => ({ request: { method: 'PATCH', url: `/api/v1/householder/webhooks/${await webhook(t)}`, payload: { webhook: { active: false } } } }) },
  { route: 'DELETE /api/v1/householder/webhooks/:id', call: async (t) => ({ request: { method: 'DELETE', url: `/api/v1/householder/webhooks/${await webhook(t)}` } }) },
  { route: 'GET /api/v1/householder/webhooks/:id/deliveries', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/webhooks/${await webhook(t)}/deliveries` } }) },
  { route: 'POST /api/v1/householder/webhooks/:id/test', call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/webhooks/${await webhook(t)}/test`, payload: {} } }) },
  { route: 'POST /api/v1/householder/webhook_deliveries/:id/resend', call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/webhook_deliveries/${await webhookDelivery(t)}/resend`, payload: {} } }) },
  { route: 'GET /api/v1/householder/apartment_costs', call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/apartment_costs' }, listed: await apartmentCost(t) }) },
  {
    route: 'POST /api/v1/householder/apartment_costs',
    // another account's apartment is not one to choose: the form's field says so
    refused: [422],
    call: async (t) => ({ request: { method: 'POST', url: '/api/v1/householder/apartment_costs', payload: { cost: { apartmentId: t.apartment, date: '2026-11-12', description: 'Zakup czajnika', amount: '89,99', vatRate: '23' } } } }),
  },
  { route: 'DELETE /api/v1/householder/apartment_costs/:id', call: async (t) => ({ request: { method: 'DELETE', url: `/api/v1/householder/apartment_costs/${await apartmentCost(t)}` } }) },
  { route: 'PUT /api/v1/householder/apartment_costs/:id/document', call: async (t) => ({ request: { method: 'PUT', url: `/api/v1/householder/apartment_costs/${await apartmentCost(t)}/document`, ...receipt() } }) },
  { route: 'GET /api/v1/householder/apartment_costs/:id/document', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/apartment_costs/${await apartmentCost(t, true)}/document` } }) },
  { route: 'GET /api/v1/householder/owners/:id/statements', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/owners/${await apartmentOwner(t)}/statements` } }) },
  { route: 'POST /api/v1/householder/owners/:id/statements', call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/owners/${await apartmentOwner(t)}/statements`, payload: { month: '2026-11' } } }) },
  { route: 'GET /api/v1/householder/owner_statements/:id', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/owner_statements/${await ownerStatement(t)}` } }) },
  { route: 'POST /api/v1/householder/owner_statements/:id/approve', call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/owner_statements/${await ownerStatement(t)}/approve` } }) },
  { route: 'POST /api/v1/householder/owner_statements/:id/paid', call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/owner_statements/${await ownerStatement(t, true)}/paid` } }) },
  { route: 'GET /api/v1/householder/owner_statements/:id/pdf', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/owner_statements/${await ownerStatement(t)}/pdf` } }) },
  { route: 'POST /api/v1/householder/owner_statements/:id/send', call: async (t) => ({ request: { method: 'POST', url: `/api/v1/householder/owner_statements/${await ownerStatement(t, true)}/send` } }) },
  {
    route: 'GET /api/v1/householder/reports/owners',
    call: async (t) => {
      const id = await ownerStatement(t);
      const [row] = await api.db.query<{ owner_id: string }>('select owner_id from owner_statements where id = $1', [id]);
      return { request: { method: 'GET', url: '/api/v1/householder/reports/owners', query: { year: '2026' } }, listed: row.owner_id };
    },
    // the report's rows are no resources: each names its owner
    ids: (body) => body.data.map((r) => (r as unknown as { ownerId: string }).ownerId),
  },
];

beforeAll(async () => {
  api = await startTestApi({ DEV_OUTBOX: 'true', KSEF_SECRET_KEY: 'access-matrix-ksef-secret-0123456789abcdef', WEBHOOKS_ALLOW_PRIVATE_NETWORK: 'true' });
  const a = await signedInOwner(api);
  const b = await signedInOwner(api);
  const ownerA = { name: 'owner A', auth: a.auth, accountId: a.accountId };
  const ownerB = { name: 'owner B', auth: b.auth, accountId: b.accountId };
  const apartment1 = await createApartment(api.db, a.accountId, { name: 'Apartament 1', rates: [[2, '300']] });
  const apartment2 = await createApartment(api.db, a.accountId, { name: 'Apartament 2', rates: [[2, '250']] });
  const apartmentB = await createApartment(api.db, b.accountId, { name: 'Apartament B', rates: [[2, '200']] });
  const coHostId = await coHostOf(ownerA, [apartment1], PERMISSIONS);
  const noPermissionId = await coHostOf(ownerA, [apartment1], []);
  const session = async (id: string) => ({ authorization: `Bearer ${await openSession(api.db, id)}` });
  world = {
    ownerA,
    ownerB,
    coHost: { name: 'co-host with every permission on apartment 1', auth: await session(coHostId), id: coHostId },
    noPermission: { name: 'co-host without permissions on apartment 1', auth: await session(noPermissionId), id: noPermissionId },
    apartment1,
    apartment2,
    apartmentB,
  };
}, 120_000);
afterAll(async () => {
  await api.close();
});

const key = (method: string, url: string) => `${method} ${url}`;

describe('the access table', () => {
  it('declares every route the API registers, as its guard declares it, and nothing more', () => {
    const registered = new Map<string, string>();
    for (const route of api.app.routeAccess) registered.set(key(route.method, route.url), route.access);
    const problems: string[] = [];
    for (const [route, access] of registered) {
      const [method, url] = route.split(' ');
      // Fastify answers HEAD as the GET of the same address (with or without its trailing slash)
      const declared = ROUTE_ACCESS[method === 'HEAD' ? key('GET', url) : route] ?? (method === 'HEAD' ? ROUTE_ACCESS[key('GET', url.replace(/\/$/, ''))] : undefined);
      if (!declared) problems.push(`${route} (${access}) is missing from ROUTE_ACCESS in api/src/access.ts`);
      else if (declared.access !== access) problems.push(`${route}: its guard says ${access}, ROUTE_ACCESS says ${declared.access}`);
    }
    for (const route of Object.keys(ROUTE_ACCESS)) if (!registered.has(route)) problems.push(`${route} is in ROUTE_ACCESS but not registered`);
    expect(problems).toEqual([]);
  });

  it("has calls in this test for every guarded route but those that reach only the caller's own user or account", () => {
    const covered = new Set(CASES.map((c) => c.route));
    const ownOnly = new Set([
      'DELETE /api/v1/logout',
      'GET /api/v1/me',
      'PATCH /api/v1/me',
      'PATCH /api/v1/me/password',
      'DELETE /api/v1/me',
      'GET /api/v1/me/subscription',
      'GET /api/v1/notifications',
      'POST /api/v1/notifications/read',
      'GET /api/v1/notifications/stream',
      'GET /api/v1/me/notification_preferences',
      'PUT /api/v1/me/notification_preferences',
      // personal access tokens (issue 42): one's own (the owner's: the account's); another's id answers 404, as
      // src/modules/api-tokens/api-tokens.test.ts shows for a co-host and another account
      'GET /api/v1/me/api_tokens',
      'POST /api/v1/me/api_tokens',
      'DELETE /api/v1/me/api_tokens/:id',
      'GET /api/v1/householder/message_templates',
      'GET /api/v1/householder/invoice_settings',
      // the account's one public site (issue 39): no id to reach another's; direct-bookings' test covers it
      'GET /api/v1/householder/direct_site',
      'PUT /api/v1/householder/direct_site',
      'POST /api/v1/householder/direct_site/publish',
      'DELETE /api/v1/householder/direct_site/publish',
      'GET /api/v1/householder/direct_site/preview',
    ]);
    const missing = Object.entries(ROUTE_ACCESS).filter(([route, rule]) => rule.access !== 'public' && !covered.has(route) && !ownOnly.has(route));
    expect(missing.map(([route]) => route)).toEqual([]);
  });

  it('answers 401 without a session on every route that is not public', async () => {
    const failures: string[] = [];
    for (const [route, rule] of Object.entries(ROUTE_ACCESS)) {
      if (rule.access === 'public') continue;
      const [method, url] = route.split(' ');
      const res = await inject(null, { method: method as InjectOptions['method'], url: url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000') });
      if (res.statusCode !== 401) failures.push(`${route}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

/** What the actor may do with the rule, on data they may see: co-hosts of A see apartment 1 only. */
function mayCall(actor: 'coHost' | 'noPermission', rule: RouteRule): boolean {
  if (rule.access === 'owner') return false;
  if (rule.access === 'signedIn') return true;
  return actor === 'coHost';
}

function idsOf(c: Case, res: LightMyRequestResponse): string[] {
  const body = String(res.headers['content-type']).startsWith('text/csv') ? res.body : res.json();
  return c.ids ? c.ids(body) : body.data.map((item: { id: string }) => item.id);
}

describe.each(CASES.map((c) => [c.route, c] as const))('%s', (route, c) => {
  const rule = ROUTE_ACCESS[route];

  it('is declared in the access table', () => {
    expect(rule).toBeDefined();
  });

  it('lets owner A use it on their own data', async () => {
    const { request, listed } = await c.call({ apartment: world.apartment1, owner: world.ownerA });
    const res = await inject(world.ownerA.auth, request);
    await expectStatus(res, [200, 201, 202, 204], `owner A, ${route}`);
    if (listed) expect(idsOf(c, res)).toContain(listed);
  });

  it("never gives owner B owner A's data", async () => {
    if (c.noForeignTarget) return;
    const { request, listed } = await c.call({ apartment: world.apartment1, owner: world.ownerA });
    const res = await inject(world.ownerB.auth, request);
    if (listed) {
      await expectStatus(res, [200], `owner B, ${route}`);
      expect(idsOf(c, res)).not.toContain(listed);
    } else {
      await expectStatus(res, c.refused ?? [404], `owner B on A's data, ${route}`);
    }
  });

  it('lets a co-host use it on the shared apartment only as far as their permissions go', async () => {
    for (const actor of ['coHost', 'noPermission'] as const) {
      const { request, listed } = await c.call({ apartment: world.apartment1, owner: world.ownerA });
      const res = await inject(world[actor].auth, request);
      if (mayCall(actor, rule)) {
        await expectStatus(res, [200, 201, 202, 204], `${world[actor].name}, ${route}`);
        if (listed) expect(idsOf(c, res)).toContain(listed);
      } else {
        await expectStatus(res, [403], `${world[actor].name}, ${route}`);
      }
    }
  });

  it('refuses a co-host the apartment not shared with them', async () => {
    if (!rule.apartments && !c.grantsApartment) return;
    const { request, listed } = await c.call({ apartment: world.apartment2, owner: world.ownerA });
    const res = await inject(world.coHost.auth, request);
    if (listed) {
      await expectStatus(res, [200], `co-host, ${route}`);
      expect(idsOf(c, res)).not.toContain(listed);
    } else {
      await expectStatus(res, c.refused ?? [404], `co-host on apartment 2, ${route}`);
    }
  });
});

describe("a co-host's view of the account", () => {
  it('counts only what the shared apartments hold, and never shares a kept list page with the owner', async () => {
    const a = { apartment: world.apartment1, owner: world.ownerA };
    const hidden = await reservation({ apartment: world.apartment2, owner: world.ownerA });
    const shown = await reservation(a);
    // the owner's page first (15 a page, kept in memory), then the co-host's with the same query; the latest stays
    // first, so that the ones just made are on it
    const latestFirst = { orderBy: 'from', orderSort: 'desc' };
    const owners = await inject(world.ownerA.auth, { method: 'GET', url: R, query: latestFirst });
    expect(owners.json().data.map((r: { id: string }) => r.id)).toContain(hidden.id);
    for (const url of [R, '/api/v1/householder/clients']) {
      const all = await inject(world.coHost.auth, { method: 'GET', url, query: { perPage: '1000' } });
      const page = await inject(world.coHost.auth, { method: 'GET', url, query: url === R ? latestFirst : {} });
      expect(page.json().pagination.count).toBe(all.json().data.length);
      const ids = all.json().data.map((item: { id: string }) => item.id);
      expect(ids).not.toContain(url === R ? hidden.id : hidden.clientId);
      expect(ids).toContain(url === R ? shown.id : shown.clientId);
    }
    const rows = (await inject(world.coHost.auth, { method: 'GET', url: R, query: { perPage: '1000' } })).json().data;
    expect(new Set(rows.map((r: { attributes: { apartmentId: string } }) => r.attributes.apartmentId))).toEqual(new Set([world.apartment1]));
  });

  it("changes a rule set only while no day of another apartment carries it (403 in Polish), and reads it", async () => {
    const own = await priceRule({ apartment: world.apartment1, owner: world.ownerA });
    const shared = await priceRule({ apartment: world.apartment1, owner: world.ownerA }, [world.apartment2]);
    const url = (id: string) => `/api/v1/householder/price_rules/${id}`;
    expect((await inject(world.coHost.auth, { method: 'GET', url: url(shared) })).statusCode).toBe(200);
    for (const request of [
      { method: 'PATCH', url: url(shared), payload: { priceRule: { name: 'Cudze' } } },
      { method: 'DELETE', url: url(shared), query: { replacementRuleId: own } },
    ] as const) {
      const res = await inject(world.coHost.auth, request);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/używają też apartamenty, których nie obsługujesz/);
    }
    expect((await inject(world.ownerA.auth, { method: 'GET', url: url(shared) })).json().data.attributes.name).toBe('Sezon');
    const renamed = await inject(world.coHost.auth, { method: 'PATCH', url: url(own), payload: { priceRule: { name: 'Moje' } } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.attributes.name).toBe('Moje');
  });

  it('cannot move guests into an apartment not shared with them', async () => {
    const { id } = await reservation({ apartment: world.apartment1, owner: world.ownerA });
    const res = await inject(world.coHost.auth, { method: 'POST', url: `${R}/${id}/relocate`, payload: { apartmentId: world.apartment2, priceChoice: 'keep' } });
    expect(res.statusCode).toBe(422);
    expect((await inject(world.ownerA.auth, { method: 'GET', url: `${R}/${id}` })).json().data.attributes.apartmentId).toBe(world.apartment1);
  });

  it("sees a listing's shared apartments only", async () => {
    const res = await inject(world.coHost.auth, { method: 'GET', url: '/api/v1/householder/accommodations', query: { perPage: '1000' } });
    const apartments = res.json().data.flatMap((l: { attributes: { apartmentsAttributes: Array<{ id: string }> } }) => l.attributes.apartmentsAttributes.map((x) => x.id));
    expect(apartments).toEqual([world.apartment1]);
  });

  it('sees an apartment as soon as it is shared, through the session it already has', async () => {
    const third = await createApartment(api.db, world.ownerA.accountId, { name: 'Apartament 3', rates: [[2, '100']] });
    const stay = await reservation({ apartment: third, owner: world.ownerA });
    const viewer = await coHostOf(world.ownerA, [world.apartment1], ['reservations']);
    const auth = { authorization: `Bearer ${await openSession(api.db, viewer)}` };
    expect((await inject(auth, { method: 'GET', url: `${R}/${stay.id}` })).statusCode).toBe(404);
    const shared = await inject(world.ownerA.auth, { method: 'PATCH', url: `/api/v1/householder/householders/${viewer}`, payload: { user: { apartmentsIds: [world.apartment1, third] } } });
    expect(shared.statusCode).toBe(200);
    expect((await inject(auth, { method: 'GET', url: `${R}/${stay.id}` })).statusCode).toBe(200);
  });

  it('cannot accept, change or end a cooperation, nor renew or revoke its page link, when it also covers apartment 2', async () => {
    const id = await cooperation({ apartment: world.apartment1, owner: world.ownerA });
    const url = `/api/v1/householder/cooperations/${id}`;
    const sharing = { startDate: new Date().toISOString().slice(0, 10), numberOfDays: 21 };
    await expectStatus(await inject(world.ownerA.auth, { method: 'PUT', url, payload: { cooperation: { ...sharing, apartments: [world.apartment1, world.apartment2] } } }), [200], 'fixture sharing of both');
    // the co-host sees it (it shares apartment 1), so the refusal is no answer about apartment 2
    await expectStatus(await inject(world.coHost.auth, { method: 'GET', url }), [200], 'co-host reading it');
    const calls: Array<Omit<InjectOptions, 'headers'>> = [
      { method: 'POST', url: `${url}/accept`, payload: {} },
      { method: 'POST', url: `${url}/page_link`, payload: {} },
      { method: 'DELETE', url: `${url}/page_link` },
      { method: 'PUT', url, payload: { cooperation: { ...sharing, apartments: [world.apartment1] } } },
      { method: 'DELETE', url },
    ];
    for (const request of calls) await expectStatus(await inject(world.coHost.auth, request), [404], `co-host, ${request.method} ${request.url}`);
    const after = (await inject(world.ownerA.auth, { method: 'GET', url })).json().data.attributes;
    expect(after).toMatchObject({ status: 'pending', pageLinkActive: true });
    expect(after.apartments.map((a: { id: string }) => a.id).sort()).toEqual([world.apartment1, world.apartment2].sort());
  });
});
