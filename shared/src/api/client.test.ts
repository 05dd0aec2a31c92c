/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, configureApi, firstErrorMessage } from './client';
import { eventBus } from '../events/eventBus';

// The token store reads window.localStorage; a node test gives it a small one.
const store = new Map<string, string>();
(globalThis as unknown as { window: unknown }).window = {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  },
};

let server: http.Server;
const seen: Array<{ url: string; authorization?: string }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url?.startsWith('/api/v1/list')) return reply(200, { data: [{ id: '1' }], pagination: { page: 2, perPage: 15, pages: 3, count: 40 }, meta: { unread: 4 } });
    if (req.url === '/api/v1/invalid') return reply(422, { message: 'Popraw zaznaczone pola.', errors: { email: ['Podaj poprawny adres e-mail'] } });
    if (req.url === '/api/v1/private') return reply(401, { message: 'Zaloguj się, aby kontynuować.' });
    if (req.url === '/api/v1/plain') return reply(200, { ok: 'yes' });
    return reply(500, 'oops');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/` });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  store.clear();
  seen.length = 0;
});

describe('the API client', () => {
  it("unwraps an answer's data, pagination and meta, and joins list parameters with '|'", async () => {
    const result = await api.get<Array<{ id: string }>>('/v1/list', { params: { statuses: ['new', 'confirmed'], fullName: '', page: 2 } });
    expect(result).toMatchObject({ ok: true, status: 200, data: [{ id: '1' }], pagination: { pages: 3 }, meta: { unread: 4 } });
    expect(decodeURIComponent(seen[0].url)).toBe('/api/v1/list?statuses=new|confirmed&page=2');
  });

  it('gives the whole body when the answer has no data field', async () => {
    await expect(api.get('/v1/plain')).resolves.toMatchObject({ ok: true, data: { ok: 'yes' } });
  });

  it('sends the stored token as a bearer token', async () => {
    store.set('token', 's3cr3t');
    await api.get('/v1/plain');
    expect(seen[0].authorization).toBe('Bearer s3cr3t');
  });

  it('resolves a 422 to a failure carrying the field messages', async () => {
    const result = await api.post('/v1/invalid', {});
    expect(result).toEqual({ ok: false, status: 422, body: { message: 'Popraw zaznaczone pola.', errors: { email: ['Podaj poprawny adres e-mail'] } } });
    if (!result.ok) expect(firstErrorMessage(result, 'email')).toBe('Podaj poprawny adres e-mail');
  });

  it('announces an expired session when a sent token is refused, and only then', async () => {
    const expired = jest.fn();
    const off = eventBus.on('auth:expired', expired);
    await api.get('/v1/private');
    expect(expired).not.toHaveBeenCalled();
    store.set('token', 'old');
    await expect(api.get('/v1/private')).resolves.toMatchObject({ ok: false, status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    off();
  });

  it('gives a Polish message when the server cannot be reached', async () => {
    configureApi({ baseURL: 'http://127.0.0.1:1/api' });
    const result = await api.get('/v1/plain');
    expect(result).toEqual({ ok: false, status: 0, body: { message: 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.' } });
    configureApi({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/` });
  });

  it('answers a screen’s GET with the one sent ahead for it, once, and asks again for anything else', async () => {
    store.set('token', 's3cr3t');
    api.getAhead('/v1/list', { params: { page: 1, perPage: 15 } });
    await expect(api.get('/v1/list', { params: { page: 1, perPage: 15 } })).resolves.toMatchObject({ ok: true, data: [{ id: '1' }] });
    expect(seen).toHaveLength(1);
    // taken once: the next identical GET asks again, and so does one with other parameters
    await api.get('/v1/list', { params: { page: 1, perPage: 15 } });
    api.getAhead('/v1/list', { params: { page: 1, perPage: 15 } });
    await api.get('/v1/list', { params: { page: 2, perPage: 15 } });
    expect(seen.map((s) => decodeURIComponent(s.url))).toEqual([
      '/api/v1/list?page=1&perPage=15',
      '/api/v1/list?page=1&perPage=15',
      '/api/v1/list?page=1&perPage=15',
      '/api/v1/list?page=2&perPage=15',
    ]);
  });

  it('asks again when the answer sent ahead is too old or was sent with another session', async () => {
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    api.getAhead('/v1/list', { params: { page: 1 } });
    now.mockReturnValue(1_006_000);
    await api.get('/v1/list', { params: { page: 1 } });
    store.set('token', 'another');
    api.getAhead('/v1/plain');
    store.set('token', 'third');
    await api.get('/v1/plain');
    now.mockRestore();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(4);
    expect(seen[3].authorization).toBe('Bearer third');
  });

  it('turns an answer without a message into the generic Polish one', async () => {
    await expect(api.get('/v1/unknown')).resolves.toMatchObject({ ok: false, status: 500, body: { message: 'Coś poszło nie tak.' } });
  });
});
