import { Readable } from 'node:stream';
import { startTestApi, signedInOwner, type TestApi } from '../src/test/harness';

let listings = 0;
/** A complete listing of one apartment (apartment names are unique within an account). */
const listing = () => ({
  name: 'Willa Słoneczna',
  apartmentsNumberDeclaration: 1,
  country: 'Polska',
  voivodeship: 'pomorskie',
  city: 'Gdańsk',
  zipCode: '80-001',
  street: 'Długa',
  houseNumber: '7',
  check_in_from: '15:00:00',
  check_in_to: '22:00:00',
  check_out_to: '11:00:00',
  apartmentsAttributes: [{ name: `Apartament ${++listings}`, guestNumber: 2, pricesAttributes: [{ guestCount: 2, basePrice: 250 }] }],
});

let api: TestApi;
let auth: Record<string, string>;
let apartmentId: string;
beforeAll(async () => {
  api = await startTestApi({ DATA_DIR: `/tmp/gospodarz-multipart-${process.pid}` });
  const owner = await signedInOwner(api);
  auth = owner.auth;
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/v1/householder/accommodations',
    headers: auth,
    payload: { accommodation: listing() },
  });
  apartmentId = created.json().data.attributes.apartmentsAttributes[0].id;
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const BOUNDARY = 'gospodarzBoundary';
const field = (name: string, value: string | Buffer) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n')]);
const CRLF = Buffer.from('\r\n');
const end = Buffer.from(`--${BOUNDARY}--\r\n`);
const headers = () => ({ ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });
const TOO_LARGE = { message: 'Przesłane dane są zbyt duże.' };

/** The routes that read multipart forms. */
const routes = () => [
  { method: 'POST' as const, url: '/api/v1/householder/accommodations' },
  { method: 'POST' as const, url: `/api/v1/householder/apartments/${apartmentId}/images` },
];

describe('multipart limits', () => {
  it('refuses 400 text fields of 1 MiB without reading them all into memory', async () => {
    const MiB = Buffer.alloc(1024 * 1024 - 1, 'a'); // one buffer sent again and again: the test allocates 1 MiB
    for (const route of routes()) {
      let sent = 0;
      // One field per turn of the event loop, as a network delivers them (a synchronous stream would be parsed
      // to its end before the route could look at the first field).
      const body = new Readable({
        read() {
          setImmediate(() => {
            if (sent === 400) return this.push(null);
            sent += 1;
            this.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="accommodation[f${sent}]"\r\n\r\n`));
            this.push(MiB);
            this.push(CRLF);
          });
        },
      });
      const before = process.memoryUsage().arrayBuffers;
      const res = await api.app.inject({ ...route, headers: headers(), payload: body });
      expect({ url: route.url, status: res.statusCode }).toEqual({ url: route.url, status: 413 });
      expect(res.json()).toEqual(TOO_LARGE);
      expect(sent).toBeLessThan(400);
      expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024);
    }
  });

  it('refuses one text field longer than 1 MiB', async () => {
    for (const route of routes()) {
      const payload = Buffer.concat([field('accommodation[name]', 'a'.repeat(1024 * 1024 + 1)), end]);
      const res = await api.app.inject({ ...route, headers: headers(), payload });
      expect({ url: route.url, status: res.statusCode }).toEqual({ url: route.url, status: 413 });
    }
  });

  it('refuses more text fields than any form has', async () => {
    for (const route of routes()) {
      const payload = Buffer.concat([...Array.from({ length: 2005 }, (_, i) => field(`accommodation[f${i}]`, 'x')), end]);
      const res = await api.app.inject({ ...route, headers: headers(), payload });
      expect([413, 422]).toContain(res.statusCode);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('still takes a form of ordinary size', async () => {
    const payload = Buffer.concat([field('accommodation', JSON.stringify(listing())), end]);
    const res = await api.app.inject({ method: 'POST', url: '/api/v1/householder/accommodations', headers: headers(), payload });
    expect(res.statusCode).toBe(201);
  });
});
