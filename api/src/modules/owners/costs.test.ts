import { createApartment } from '../../test/fixtures';
import { signedInOwner, startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  await api.close();
});

type Host = Awaited<ReturnType<typeof signedInOwner>>;
const URL = '/api/v1/householder/apartment_costs';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function upload(host: Host, id: string, file: Buffer, name: string) {
  const boundary = '----paragon' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return api.app.inject({ method: 'PUT', url: `${URL}/${id}/document`, headers: { ...host.auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

describe("apartments' costs", () => {
  it('keeps a repair with its amount in grosze, VAT rate and receipt, lists it by month and keeps other accounts out', async () => {
    const host = await signedInOwner(api);
    const apartment = await createApartment(api.db, host.accountId, { name: 'Morska 1' });
    const bad = await api.app.inject({ method: 'POST', url: URL, headers: host.auth, payload: { cost: { apartmentId: apartment, date: '2026-13-01', amount: 'dużo', description: ' ' } } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ date: ['Podaj datę w formacie rrrr-mm-dd'], description: ['Pole jest wymagane'], amount: ['Podaj kwotę, np. 150,00'] });
    const made = await api.app.inject({ method: 'POST', url: URL, headers: host.auth, payload: { cost: { apartmentId: apartment, date: '2026-11-12', description: 'Wymiana baterii', amount: '1 349,99', vatRate: '8' } } });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id;
    expect(made.json().data.attributes).toMatchObject({ apartmentName: 'Morska 1', kind: 'repairs', date: '2026-11-12', amount: '1349.99', vatRate: '8', document: null });
    const fake = await upload(host, id, Buffer.from('<script>alert(1)</script>'), 'paragon.pdf');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.document).toEqual(['Dozwolone są zdjęcia (JPEG, PNG, WebP) i pliki PDF']);
    const attached = await upload(host, id, PDF, 'paragon.pdf');
    expect(attached.statusCode).toBe(200);
    expect(attached.json().data.attributes.document).toEqual({ name: 'paragon.pdf', contentType: 'application/pdf', url: `${URL}/${id}/document` });
    const file = await api.app.inject({ method: 'GET', url: `${URL}/${id}/document`, headers: host.auth });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await api.app.inject({ method: 'GET', url: `${URL}?month=2026-11`, headers: host.auth })).json().data.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await api.app.inject({ method: 'GET', url: `${URL}?month=2026-12`, headers: host.auth })).json().data).toEqual([]);
    const stranger = await signedInOwner(api);
    expect((await api.app.inject({ method: 'GET', url: `${URL}/${id}/document`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: URL, headers: stranger.auth })).json().data).toEqual([]);
    expect((await api.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: host.auth })).statusCode).toBe(204);
    const [{ count }] = await api.db.query<{ count: number }>("select count(*)::int as count from stored_files where key like 'owner-costs/%'");
    expect(count).toBe(0);
  });

  it("takes a channel's commission only with a stay of that apartment", async () => {
    const host = await signedInOwner(api);
    const apartment = await createApartment(api.db, host.accountId, { name: 'Słoneczna 2' });
    const res = await api.app.inject({ method: 'POST', url: URL, headers: host.auth, payload: { cost: { apartmentId: apartment, kind: 'channel_commission', date: '2026-11-12', description: 'Booking.com', amount: '120' } } });
    expect(res.json().errors).toEqual({ reservationId: ['Wskaż pobyt, od którego serwis pobrał prowizję'] });
  });
});
