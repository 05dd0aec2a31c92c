import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { createAccount } from '../src/demo';
import { hashPassword } from '../src/lib/passwords';
import { openSession } from '../src/modules/session';
import { startTestApi, type TestApi } from '../src/test/harness';

/**
 * Every route of the API, read from its own OpenAPI document (so that a route added later is fuzzed without
 * editing this file), gets requests generated from its declared schemas: values that fit, and values that no
 * route should choke on (NUL, lone surrogates, huge numbers, deep nesting, wrong types, wrong content types, empty
 * bodies), signed in and not. Any 5xx fails, printing the request. Fixed seed; FUZZ_RUNS scales the runs per route
 * (`npm run fuzz` runs many more), FUZZ_SEED picks another seed.
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 20;
const SEED = Number(process.env.FUZZ_SEED) || 20261122;

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema | Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  $ref?: string;
};

interface Operation {
  method: string;
  path: string;
  pathParams: Array<{ name: string; schema: Schema }>;
  query: Array<{ name: string; schema: Schema }>;
  body: Schema | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** U+0001-U+001F but tab, LF and CR, U+FFFE and U+FFFF: text, but not text XML 1.0 can hold. */
const CONTROL_CHARACTERS = ['\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\ufffe', '\uffff'];

// ---- values no route should choke on ----
const nastyText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '',
  ' ',
  'x'.repeat(10_000),
  '😀'.repeat(300),
  '%00',
  "'; drop table users; --",
  '../../etc/passwd',
  '1e21',
  '-1',
  '9'.repeat(40),
  'NaN',
  '2026-02-30',
  '0000-00-00',
  '99999-12-31',
  'true',
  '{}',
  '__proto__',
  // control characters XML 1.0 cannot hold (an invoice's text goes into its KSeF FA(3) file)
  ...CONTROL_CHARACTERS,
  'a\u001fb',
);
const nastyNumber = fc.constantFrom(1e21, -1e21, 1e308, -1, 0, 0.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1000000000000000000);
// (deeper still comes as raw text below: fast-check itself recurses through the values it reports)
const deep = fc.integer({ min: 33, max: 300 }).map((depth) => {
  let value: unknown = 'dno';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(nastyText, nastyNumber, deep, fc.constant(null), fc.constant({ __proto__: { admin: true } }), fc.jsonValue({ maxDepth: 3 }));

function resolve(schema: Schema, doc: Record<string, unknown>, seen = 0): Schema {
  if (!schema?.$ref || seen > 20) return schema ?? {};
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
  return resolve((target as Schema) ?? {}, doc, seen + 1);
}

/** Values that fit the schema (as far as a generator can tell without reading patterns). */
function fitting(schema: Schema, doc: Record<string, unknown>, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, doc);
  if (depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => fitting(v, doc, depth + 1)));
  if (s.allOf?.length) return fitting(Object.assign({}, ...s.allOf.map((v) => resolve(v, doc))), doc, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      if (s.format === 'uuid') return fc.uuid();
      if (s.format === 'email') return fc.emailAddress();
      if (s.format === 'date') return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (Array.isArray(s.examples) && s.examples.length) return fc.oneof(fc.constantFrom(...s.examples), fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) }));
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? -1000, -1e6), max: Math.min(s.maximum ?? 100_000, 1e9) });
    case 'number':
      return fc.double({ min: Math.max(s.minimum ?? -1000, -1e6), max: Math.min(s.maximum ?? 100_000, 1e9), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = Array.isArray(s.items) ? s.items[0] : s.items;
      return fc.array(items ? fitting(items, doc, depth + 1) : fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 });
    }
    case 'object':
    default:
      if (!s.properties) return type === 'object' ? fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }) : fc.jsonValue({ maxDepth: 3 });
      return fc.record(
        Object.fromEntries(Object.entries(s.properties).map(([key, value]) => [key, fuzzed(value, doc, depth + 1)])),
        { requiredKeys: (s.required ?? []).filter((key) => key in s.properties!) },
      );
  }
}

/**
 * Mostly fitting values, often nasty ones of the declared type (they pass validation and reach the route: a fitting
 * text with a NUL or a lone surrogate in it, a huge number), sometimes anything at all, anywhere in the shape.
 */
function fuzzed(schema: Schema, doc: Record<string, unknown>, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, doc);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  const valid = fitting(s, doc, depth);
  const sameType =
    type === 'string'
      ? fc.oneof(nastyText, fc.tuple(valid, fc.constantFrom('\u0000', '\ud800', '\udc00', '\u0000\ud800', ...CONTROL_CHARACTERS)).map(([v, bad]) => `${text(v)}${bad}`))
      : type === 'integer' || type === 'number'
        ? nastyNumber
        : null;
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    ...(sameType ? [{ arbitrary: sameType, weight: 2 }] : []),
    { arbitrary: nastyValue, weight: 1 },
  );
}

function operationsOf(doc: Record<string, unknown>): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const operation = op as { parameters?: Array<{ in: string; name: string; schema?: Schema }>; requestBody?: { content?: Record<string, { schema?: Schema }> } };
      const parameters = (operation.parameters ?? []).map((p) => resolve(p as unknown as Schema, doc) as unknown as { in: string; name: string; schema?: Schema });
      const content = operation.requestBody?.content ?? {};
      const body = content['application/json']?.schema ?? Object.values(content)[0]?.schema ?? null;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: body ? resolve(body, doc) : null,
      });
    }
  }
  return operations;
}

/** Percent-encodes what encodeURIComponent refuses (lone surrogates) as the raw bytes a client could send. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf16le')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; payload: string } | { kind: 'none' };

function bodies(op: Operation, doc: Record<string, unknown>): fc.Arbitrary<Body> {
  const raw = fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'application/xml',
    ),
    payload: fc.constantFrom('', '{', '[1,2', 'null', '"\\u0000"', '{"a":"\\ud800"}', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', '['.repeat(50_000), 'a=1&b=%00'),
  });
  const json = fc.record({ kind: fc.constant('json' as const), value: op.body ? fuzzed(op.body, doc) : fc.jsonValue({ maxDepth: 3 }) });
  return fc.oneof({ arbitrary: json, weight: 4 }, { arbitrary: raw, weight: 2 }, { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 });
}

function requests(op: Operation, doc: Record<string, unknown>) {
  const params = fc.record(
    Object.fromEntries(op.pathParams.map((p) => [p.name, fc.oneof({ arbitrary: fitting(p.schema, doc), weight: 3 }, { arbitrary: nastyText, weight: 1 })])),
  );
  const query = fc.record(Object.fromEntries(op.query.map((p) => [p.name, fuzzed(p.schema, doc)])), { requiredKeys: [] });
  const extraQuery = fc.option(fc.tuple(fc.constantFrom('page', 'perPage', 'q', 'sort', 'x'), nastyText), { nil: undefined });
  const auth = fc.constantFrom('owner', 'none', 'garbage' as const);
  return fc.record({ params, query, extraQuery, body: op.method === 'GET' || op.method === 'DELETE' ? fc.oneof({ arbitrary: fc.constant({ kind: 'none' as const } as Body), weight: 3 }, { arbitrary: bodies(op, doc), weight: 1 }) : bodies(op, doc), auth });
}

let api: TestApi;
let doc: Record<string, unknown>;
let passwordHash: string;
beforeAll(async () => {
  api = await startTestApi();
  doc = (api.app as unknown as { swagger(): Record<string, unknown> }).swagger();
  passwordHash = await hashPassword('Haslo-fuzz-1');
}, 60_000);
afterAll(async () => {
  await api?.close();
});

/** A fresh owner per route (a fuzzed DELETE /me may delete the account), a fresh session per request (logout). */
async function newOwner(): Promise<string> {
  const email = `fuzz-${crypto.randomBytes(4).toString('hex')}@example.pl`;
  const accountId = await createAccount(api.db, { name: 'Fuzz', email, passwordHash });
  const [{ id }] = await api.db.query<{ id: string }>('select id from users where account_id = $1', [accountId]);
  return id;
}

describe('fuzzing every route from its declared schema', () => {
  it('reads the routes from the API itself', () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(expect.arrayContaining(['POST /api/v1/login', 'DELETE /api/v1/logout']));
  });

  it('answers no generated request with a 5xx', async () => {
    const failures: string[] = [];
    for (const op of operationsOf(doc)) {
      let userId = await newOwner();
      /** a session of the route's owner; a new owner once a fuzzed DELETE /me has deleted the account */
      const session = async () => {
        try {
          return await openSession(api.db, userId);
        } catch {
          userId = await newOwner();
          return openSession(api.db, userId);
        }
      };
      const before = failures.length;
      const outcome = await fc.check(
        fc.asyncProperty(requests(op, doc), async (r) => {
          const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(text(r.params[name])));
          const query = Object.entries(r.query)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => `${encode(k)}=${encode(text(v))}`);
          if (r.extraQuery) query.push(`${r.extraQuery[0]}=${encode(r.extraQuery[1])}`);
          const headers: Record<string, string> = {};
          if (r.auth === 'owner') headers.authorization = `Bearer ${await session()}`;
          if (r.auth === 'garbage') headers.authorization = 'Bearer \u00ff\u0000nie-token';
          const request: InjectOptions = { method: op.method as InjectOptions['method'], url: path + (query.length ? `?${query.join('&')}` : ''), headers };
          if (r.body.kind === 'json') {
            headers['content-type'] = 'application/json';
            request.payload = JSON.stringify(r.body.value) ?? '';
          } else if (r.body.kind === 'raw') {
            headers['content-type'] = r.body.contentType;
            request.payload = r.body.payload;
          }
          const res = await api.app.inject(request);
          if (res.statusCode >= 500) {
            const shown = { ...request, payload: String(request.payload ?? '').slice(0, 500) };
            failures.push(`${res.statusCode} ${res.body.slice(0, 200)} ← ${JSON.stringify(shown)}`);
            return false;
          }
          return true;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // every route runs; a failure that is no 5xx (the generator itself, an exception) is listed as well
      if (outcome.failed && failures.length === before) failures.push(`${op.method} ${op.path}: ${String(outcome.errorInstance ?? 'failed')}`);
    }
    expect(failures).toEqual([]);
  }, Math.max(180_000, RUNS * 8_000));
});

// ---- an invoice's text and its KSeF FA(3) file ----
const FA3_SCHEMA = path.resolve(__dirname, '../../../shared/ksef/FA3/schemat.xsd');
const CONTROL_MESSAGE = 'Usuń niewidoczne znaki sterujące (np. wklejone z innego programu)';

/**
 * Mostly the example, sometimes the example with one of its characters replaced by a control character (its length
 * kept): so that some invoices hold none and are issued and exported, and others hold one or two.
 */
const maybeControl = (example: string) =>
  fc.oneof(
    { arbitrary: fc.constant(example), weight: 20 },
    {
      arbitrary: fc.tuple(fc.nat({ max: example.length - 1 }), fc.constantFrom(...CONTROL_CHARACTERS)).map(([at, c]) => `${example.slice(0, at)}${c}${example.slice(at + 1)}`),
      weight: 1,
    },
  );
const textsOf = (examples: Record<string, string>) => fc.record(Object.fromEntries(Object.entries(examples).map(([k, v]) => [k, maybeControl(v)])));

/** The fields (`lines[0].unit`) whose text holds a control character. */
function controlled(values: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const field = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value)) return value.flatMap((item, i) => controlled(item as Record<string, unknown>, `${field}[${i}]`));
    return typeof value === 'string' && CONTROL_CHARACTERS.some((c) => value.includes(c)) ? [field] : [];
  });
}

function fa3Problems(xml: string): string | null {
  const file = path.join(os.tmpdir(), `fuzz-fa3-${process.pid}-${crypto.randomBytes(4).toString('hex')}.xml`);
  fs.writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', FA3_SCHEMA, file], { stdio: ['ignore', 'pipe', 'pipe'] });
    return null;
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  } finally {
    fs.unlinkSync(file);
  }
}

describe('fuzzing the text of invoices, corrections and their settings', () => {
  const settings = {
    placeOfIssue: 'Sopot',
    serviceName: 'Usługa noclegowa',
    sellerName: 'Apartamenty Bałtyckie',
    sellerStreet: 'ul. Morska 1',
    sellerZipCode: '81-701',
    sellerCity: 'Sopot',
    sellerNip: '5260001246',
    numberingPattern: 'FV/{NR}/{MM}/{RRRR}',
    bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
  };
  const invoice = {
    placeOfIssue: 'Sopot',
    issueDate: '2030-03-05',
    saleDate: '2030-03-04',
    dueDate: '2030-03-19',
    currency: 'PLN',
    buyerName: 'Firma Żółw Sp. z o.o.',
    buyerAddress: 'ul. Łąkowa 3\n00-950 Warszawa',
    buyerNip: '1234563218',
    buyerEmail: 'faktury@zolw.pl',
    paymentMethod: 'transfer',
    paymentStatus: 'unpaid',
    priceBasis: 'net',
  };
  const line = { description: 'Nocleg\tpokój 2', quantity: '2', unit: 'doba', netPrice: '250.00', vatRate: '8' };
  const cases = fc.record({
    settings: textsOf(settings),
    invoice: textsOf(invoice),
    lines: fc.array(textsOf(line), { minLength: 1, maxLength: 3 }),
    reason: maybeControl('Zmiana liczby dób'),
  });

  it('refuses a control character in any text field (422 on that field), and exports what it takes as valid FA(3)', async () => {
    const problems: string[] = [];
    const seen = { refused: 0, exported: 0 };
    const outcome = await fc.check(
      fc.asyncProperty(cases, async (c) => {
        const auth = { authorization: `Bearer ${await openSession(api.db, await newOwner())}` };
        const send = (method: 'PUT' | 'POST', url: string, payload: unknown) => api.app.inject({ method, url: `/api/v1/householder/${url}`, headers: auth, payload: payload as object });
        const expectRefused = (what: string, res: { statusCode: number; json(): { errors?: Record<string, string[]> } }, fields: string[]) => {
          if (fields.length === 0) return res.statusCode < 300 || problems.push(`${what}: ${res.statusCode} ${JSON.stringify(res.json())}`);
          seen.refused++;
          const errors = res.json().errors ?? {};
          if (res.statusCode !== 422 || fields.some((f) => !errors[f]?.includes(CONTROL_MESSAGE))) problems.push(`${what} [${fields}]: ${res.statusCode} ${JSON.stringify(errors)}`);
        };
        const exported = async (what: string, id: string) => {
          const res = await api.app.inject({ method: 'POST', url: `/api/v1/householder/invoices/${id}/xml`, headers: auth });
          const invalid = res.statusCode === 200 ? fa3Problems(res.body) : `${res.statusCode} ${res.body}`;
          if (invalid) problems.push(`${what} export: ${invalid.slice(0, 300)}`);
          seen.exported++;
        };

        expect((await send('PUT', 'invoice_settings', settings)).statusCode).toBe(200);
        expectRefused('settings', await send('PUT', 'invoice_settings', c.settings), controlled(c.settings));
        const body = { ...c.invoice, lines: c.lines };
        const issued = await send('POST', 'invoices', { invoice: body });
        expectRefused('invoice', issued, controlled(body));
        if (issued.statusCode !== 201) return problems.length === 0;
        const id = issued.json().data.id as string;
        const correction = { reason: c.reason, lines: c.lines.map((l) => ({ ...l, quantity: '1' })) };
        const corrected = await send('POST', `invoices/${id}/corrections`, { correction });
        expectRefused('correction', corrected, controlled(correction));
        await exported('invoice', id);
        if (corrected.statusCode === 201) await exported('correction', corrected.json().data.id);
        return problems.length === 0;
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(problems).toEqual([]);
    expect(outcome.errorInstance ?? null).toBeNull();
    // both kinds of case were tried
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.exported).toBeGreaterThan(0);
  }, 120_000);
});
