import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestApi, signedInOwner, type TestApi } from '../src/test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const FORBIDDEN = 'Niedozwolone znaki';

function expectPolish4xx(res: { statusCode: number; json(): { message?: unknown } }) {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(typeof res.json().message).toBe('string');
}

describe('text no column can store', () => {
  it('refuses a NUL character in the sign-in e-mail with 422 on the field', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/v1/login', payload: { user: { email: 'a\u0000@example.pl', password: 'x' } } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Popraw zaznaczone pola.', errors: { email: [FORBIDDEN] } });
  });

  it('refuses a lone UTF-16 surrogate in a text field', async () => {
    const owner = await signedInOwner(api);
    const res = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { ...owner.auth, 'content-type': 'application/json' },
      payload: '{"firstName":"Jan\\ud800"}',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ firstName: [FORBIDDEN] });
  });

  it('refuses a NUL character in a filter and in an object key', async () => {
    const owner = await signedInOwner(api);
    const filter = await api.app.inject({ method: 'GET', url: '/api/v1/householder/clients?q=Kowal%00ski', headers: owner.auth });
    expect(filter.statusCode).toBe(422);
    expect(filter.json().errors).toEqual({ q: [FORBIDDEN] });
    const key = await api.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: owner.auth, payload: { 'first\u0000Name': 'Jan' } });
    expect(key.statusCode).toBe(422);
  });

  it('answers a NUL character in a path parameter with 404', async () => {
    const owner = await signedInOwner(api);
    for (const id of ['abc%00def', '%00']) {
      const res = await api.app.inject({ method: 'GET', url: `/api/v1/householder/clients/${id}`, headers: owner.auth });
      expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
    }
  });

  it('refuses nesting deeper than any form with 422', async () => {
    const owner = await signedInOwner(api);
    const payload = '{"firstName":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}';
    const res = await api.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: { ...owner.auth, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ firstName: ['Zbyt głęboko zagnieżdżone dane'] });
  });
});

describe('numbers and paths out of range', () => {
  it.each(['1000000000000000000', '1e21', '1e%2B308'])('answers ?page=%s with 422 on the page', async (page) => {
    const owner = await signedInOwner(api);
    for (const url of [`/api/v1/householder/clients?page=${page}`, `/api/v1/householder/accommodations?page=${page}&perPage=464`]) {
      const res = await api.app.inject({ method: 'GET', url, headers: owner.auth });
      expectPolish4xx(res);
      expect(Object.keys(res.json().errors)).toEqual(['page']);
    }
  });

  it('answers a malformed .ics token path with 4xx', async () => {
    for (const file of ['------------------------------------.ics', `${'g'.repeat(36)}.ics`, '%E0%A4%A.ics']) {
      expectPolish4xx(await api.app.inject({ method: 'GET', url: `/api/v1/calendars/${file}` }));
    }
  });
});

describe('multipart that is no form', () => {
  it('answers multipart/form-data without a boundary, with an empty or overlong one, or cut short with 400', async () => {
    const owner = await signedInOwner(api);
    const cut = '--XyZ\r\nContent-Disposition: form-data; name="accommodation"\r\n\r\n{"name":"Dom';
    const cases = [
      { type: 'multipart/form-data', body: 'abc' },
      { type: 'multipart/form-data; boundary=', body: 'abc' },
      { type: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: 'abc' },
      { type: 'multipart/form-data; boundary=XyZ', body: cut },
    ];
    for (const { type, body } of cases) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/v1/householder/accommodations',
        headers: { ...owner.auth, 'content-type': type },
        payload: body,
      });
      expect({ type, status: res.statusCode }).toEqual({ type, status: 400 });
      expect(res.json()).toEqual({ message: 'Nieprawidłowy format danych formularza.' });
    }
  });
});

describe('a JSON content type with no body', () => {
  it('logs out: the session is revoked', async () => {
    const owner = await signedInOwner(api);
    const out = await api.app.inject({ method: 'DELETE', url: '/api/v1/logout', headers: { ...owner.auth, 'content-type': 'application/json' } });
    expect(out.statusCode).toBe(204);
    expect((await api.app.inject({ method: 'GET', url: '/api/v1/me', headers: owner.auth })).statusCode).toBe(401);
  });

  it('deletes the account', async () => {
    const owner = await signedInOwner(api);
    const res = await api.app.inject({ method: 'DELETE', url: '/api/v1/me', headers: { ...owner.auth, 'content-type': 'application/json; charset=utf-8' } });
    expect(res.statusCode).toBe(204);
    expect(await api.db.query('select 1 from accounts where id = $1', [owner.accountId])).toHaveLength(0);
  });

  it('still refuses a body that is not JSON', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: '{"user":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Nieprawidłowe żądanie.' });
  });
});

describe("Fastify's own refusals in the API's format", () => {
  it('answers a badly encoded URL with 400 without echoing it', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/v1/calendars/%E0%A4%A.ics' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Nieprawidłowy adres.' });
  });

  it('answers an overlong path segment with 414 without echoing it', async () => {
    const res = await api.app.inject({ method: 'GET', url: `/api/v1/householder/clients/${'a'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'Adres jest zbyt długi.' });
  });

  it('answers a malformed header and oversized headers in Polish over a real connection', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const badHeader = await raw('GET /api/v1/me HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n');
    expect(badHeader).toMatch(/^HTTP\/1\.1 400 /);
    expect(badHeader.split('\r\n\r\n')[1]).toBe(JSON.stringify({ message: 'Nieprawidłowe żądanie.' }));
    const huge = await raw(`GET /api/v1/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).not.toContain('FST_');
    expect(huge.split('\r\n\r\n')[1]).toBe(JSON.stringify({ message: 'Nagłówki żądania są zbyt duże.' }));
  });
});
