import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { PERMISSIONS } from '@gospodarz/contracts';
import { ROUTE_ACCESS, type RouteRule } from '../src/access';
import { openSession } from '../src/modules/session/service';
import { createApartment } from '../src/test/fixtures';
import { signedInOwner, startTestApi, type TestApi } from '../src/test/harness';

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

async function inject(auth: Headers | null, request: Omit<InjectOptions, 'headers'>): Promise<LightMyRequestResponse> {
  const { headers: extra, ...rest } = request as InjectOptions;
  return api.app.inject({ ...rest, headers: { ...(extra as Headers | undefined), ...(auth ?? {}) } } as InjectOptions);
}

async function expectStatus(res: LightMyRequestResponse, statuses: number[], what: string) {
  if (!statuses.includes(res.statusCode)) throw new Error(`${what}: answered ${res.statusCode} (expected ${statuses.join(' or ')}) ${res.body.slice(0, 300)}`);
}

let guests = 0;
/** A reservation (and a new client) made by the target's owner in the target's apartment. */
async function reservation(t: Target): Promise<{ id: string; clientId: string }> {
  guests += 1;
  const res = await inject(t.owner.auth, {
    method: 'POST',
    url: '/api/v1/householder/reservations',
    payload: { reservation: { apartmentId: t.apartment, ...nextStay(), fullName: `Gość ${guests}`, email: `gosc${guests}@example.pl`, pricePerNight: 200 } },
  });
  await expectStatus(res, [201], 'fixture reservation');
  const data = res.json().data;
  return { id: data.id, clientId: data.attributes.clientId };
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

async function priceRule(t: Target): Promise<string> {
  const res = await inject(t.owner.auth, { method: 'POST', url: '/api/v1/householder/price_rules', payload: { priceRule: { name: 'Sezon', color: 'green' } } });
  await expectStatus(res, [201], 'fixture rule');
  return res.json().data.id;
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

async function template(t: Target): Promise<string> {
  const res = await inject(t.owner.auth, {
    method: 'POST',
    url: '/api/v1/householder/message_templates',
    payload: { messageTemplate: { name: 'Powitanie', channel: 'email', subject: 'Witamy', body: 'Dzień dobry {{guestName}}' } },
  });
  await expectStatus(res, [201], 'fixture template');
  return res.json().data.id;
}

const R = '/api/v1/householder/reservations';
const CASES: Case[] = [
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
  { route: `POST ${R}/:id/no_show`, call: async (t) => ({ request: { method: 'POST', url: `${R}/${(await reservation(t)).id}/no_show`, payload: {} } }) },
  { route: `POST ${R}/:id/cancel`, call: async (t) => ({ request: { method: 'POST', url: `${R}/${(await reservation(t)).id}/cancel`, payload: {} } }) },
  {
    route: `POST ${R}/:id/relocate`,
    call: async (t) => ({ request: { method: 'POST', url: `${R}/${(await reservation(t)).id}/relocate`, payload: { apartmentId: t.apartment } } }),
  },
  { route: `POST ${R}/:id/payment_request`, call: async (t) => ({ request: { method: 'POST', url: `${R}/${(await reservation(t)).id}/payment_request`, payload: {} } }) },
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
  { route: 'DELETE /api/v1/householder/price_rules/:id', call: async (t) => ({ request: { method: 'DELETE', url: `/api/v1/householder/price_rules/${await priceRule(t)}` } }) },

  {
    route: 'GET /api/v1/householder/clients',
    call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/clients', query: { perPage: '1000' } }, listed: (await reservation(t)).clientId }),
  },
  { route: 'GET /api/v1/householder/clients/:id', call: async (t) => ({ request: { method: 'GET', url: `/api/v1/householder/clients/${(await reservation(t)).clientId}` } }) },
  {
    route: 'PATCH /api/v1/householder/clients/:id',
    call: async (t) => ({ request: { method: 'PATCH', url: `/api/v1/householder/clients/${(await reservation(t)).clientId}`, payload: { client: { address: 'Długa 5, Gdańsk' } } } }),
  },

  {
    route: 'GET /api/v1/householder/accommodations',
    call: async (t) => ({ request: { method: 'GET', url: '/api/v1/householder/accommodations', query: { perPage: '1000' } }, listed: await listingOf(t.apartment) }),
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
      const spare = await createApartment(api.db, t.owner.accountId, { name: 'Do usunięcia' });
      return { request: { method: 'DELETE', url: `/api/v1/householder/accommodations/${await listingOf(spare)}` } };
    },
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
];

beforeAll(async () => {
  api = await startTestApi({ DEV_OUTBOX: 'true' });
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
      'GET /api/v1/householder/message_templates',
      'GET /api/v1/householder/invoice_settings',
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
  const body = res.json();
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
    // the owner's page first (15 a page, kept in memory), then the co-host's with the same query
    const owners = await inject(world.ownerA.auth, { method: 'GET', url: R });
    expect(owners.json().data.map((r: { id: string }) => r.id)).toContain(hidden.id);
    for (const url of [R, '/api/v1/householder/clients']) {
      const all = await inject(world.coHost.auth, { method: 'GET', url, query: { perPage: '1000' } });
      const page = await inject(world.coHost.auth, { method: 'GET', url });
      expect(page.json().pagination.count).toBe(all.json().data.length);
      const ids = all.json().data.map((item: { id: string }) => item.id);
      expect(ids).not.toContain(url === R ? hidden.id : hidden.clientId);
      expect(ids).toContain(url === R ? shown.id : shown.clientId);
    }
    const rows = (await inject(world.coHost.auth, { method: 'GET', url: R, query: { perPage: '1000' } })).json().data;
    expect(new Set(rows.map((r: { attributes: { apartmentId: string } }) => r.attributes.apartmentId))).toEqual(new Set([world.apartment1]));
  });

  it('cannot move guests into an apartment not shared with them', async () => {
    const { id } = await reservation({ apartment: world.apartment1, owner: world.ownerA });
    const res = await inject(world.coHost.auth, { method: 'POST', url: `${R}/${id}/relocate`, payload: { apartmentId: world.apartment2 } });
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
});
