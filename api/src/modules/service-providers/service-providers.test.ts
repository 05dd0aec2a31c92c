import { signedInOwner, startTestApi, type TestApi } from '../../test/harness';
import { validNip } from './service';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(async () => {
  await api.close();
});

type Owner = Awaited<ReturnType<typeof signedInOwner>>;
const BASE = '/api/v1/householder/service_providers';

const company = (overrides: Record<string, unknown> = {}) => ({
  providerType: 'company',
  name: 'Pralnia Bryza',
  email: 'biuro@bryza.pl',
  phoneNumber: '601-202-303',
  street: 'Portowa',
  houseNumber: '5',
  flatNumber: '1',
  postalCode: '81-350',
  city: 'Gdynia',
  nip: '526 000124 6',
  servicesPerformed: ['washing'],
  standardPriceListsAttributes: [{ name: 'Komplet pościeli', grossAmount: '35,50', currency: 'PLN', durationMinutes: 60 }],
  ...overrides,
});

function create(owner: Owner, fields: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: BASE, headers: owner.auth, payload: { service_provider: fields } });
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a0a10000000049454e44ae426082', 'hex');

function upload(owner: Owner, id: string, file: Buffer, name: string, type: string) {
  const boundary = '----logo' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return api.app.inject({ method: 'PATCH', url: `${BASE}/${id}/logo`, headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

describe('service providers', () => {
  it('stores the masked fields as digits and the price list with the decimal comma read', async () => {
    const owner = await signedInOwner(api);
    const res = await create(owner, company());
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({
      phoneNumber: '601202303',
      postalCode: '81350',
      nip: '5260001246',
      servicesPerformed: ['washing'],
      logo: null,
      cooperation: null,
      standardPriceListsAttributes: [{ name: 'Komplet pościeli', grossAmount: '35.50', currency: 'PLN', durationMinutes: 60 }],
    });
  });

  it("answers 'Pole jest wymagane' on each missing field, the names only for a private person", async () => {
    const owner = await signedInOwner(api);
    const empty = await create(owner, { providerType: 'company', servicesPerformed: ['cleaning'] });
    expect(empty.statusCode).toBe(422);
    const errors = empty.json().errors;
    for (const field of ['name', 'email', 'phoneNumber', 'street', 'houseNumber', 'postalCode', 'city', 'nip']) expect(errors[field]).toEqual(['Pole jest wymagane']);
    // a company at a house number has no flat
    expect(errors.flatNumber).toBeUndefined();
    const noFlat = await create(owner, company({ flatNumber: '' }));
    expect(noFlat.statusCode).toBe(201);
    expect(noFlat.json().data.attributes.flatNumber).toBe('');
    const { flatNumber: _omitted, ...withoutFlat } = company();
    expect((await create(owner, withoutFlat)).statusCode).toBe(201);
    expect(errors.firstName).toBeUndefined();
    const person = await create(owner, { ...company(), providerType: 'private_person', nip: '', firstName: '', lastName: '' });
    expect(person.json().errors).toEqual({ firstName: ['Pole jest wymagane'], lastName: ['Pole jest wymagane'] });
    const bad = await create(owner, company({ nip: '526 000124 7', postalCode: '81-35', standardPriceListsAttributes: [{ name: '', grossAmount: 'dużo' }] }));
    expect(bad.json().errors).toMatchObject({
      nip: ['Podaj poprawny NIP (NNN NNNNNN N)'],
      postalCode: ['Podaj kod pocztowy w formacie NN-NNN'],
      'standardPriceListsAttributes[0].name': ['Pole jest wymagane'],
      'standardPriceListsAttributes[0].grossAmount': ['Podaj kwotę, np. 150,00'],
    });
  });

  it('reads both spellings of the laundry kind, lists 15 a page by city and keeps other accounts out', async () => {
    const owner = await signedInOwner(api);
    expect((await create(owner, company({ servicesPerformed: ['laundry'] }))).json().data.attributes.servicesPerformed).toEqual(['washing']);
    for (let i = 0; i < 16; i += 1) await create(owner, company({ name: `Pralnia ${String(i).padStart(2, '0')}`, city: i % 2 ? 'Sopot' : 'Gdynia' }));
    await create(owner, company({ name: 'Sprzątanie', servicesPerformed: ['cleaning'] }));
    const washing = await api.app.inject({ method: 'GET', url: `${BASE}?servicesPerformed=washing`, headers: owner.auth });
    const laundry = await api.app.inject({ method: 'GET', url: `${BASE}?servicesPerformed=laundry`, headers: owner.auth });
    expect(washing.json().pagination).toEqual({ page: 1, perPage: 15, pages: 2, count: 17 });
    expect(laundry.json()).toEqual(washing.json());
    const sopot = await api.app.inject({ method: 'GET', url: `${BASE}?servicesPerformed=washing&city=sopot`, headers: owner.auth });
    expect(sopot.json().pagination.count).toBe(8);
    const cities = await api.app.inject({ method: 'GET', url: `${BASE}/cities?servicesPerformed=laundry`, headers: owner.auth });
    expect(cities.json().data).toEqual(['Gdynia', 'Sopot']);
    const stranger = await signedInOwner(api);
    expect((await api.app.inject({ method: 'GET', url: BASE, headers: stranger.auth })).json().pagination.count).toBe(0);
  });

  it('takes a logo only when the file is an image by its content', async () => {
    const owner = await signedInOwner(api);
    const id = (await create(owner, company())).json().data.id;
    const fake = await upload(owner, id, Buffer.from('<svg onload=alert(1)>'), 'logo.png', 'image/png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.logo).toEqual(['Dozwolone są tylko pliki graficzne']);
    const ok = await upload(owner, id, PNG, 'logo.png', 'image/png');
    expect(ok.statusCode).toBe(200);
    const url = ok.json().data.attributes.logo;
    expect(url).toMatch(new RegExp(`^/api/v1/service_provider_logos/${id}\\?v=\\d+$`));
    const served = await api.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const stranger = await signedInOwner(api);
    expect((await upload(stranger, id, PNG, 'logo.png', 'image/png')).statusCode).toBe(404);
  });

  it('checks a NIP by its checksum', () => {
    expect(validNip('5260001246')).toBe(true);
    expect(validNip('5260001247')).toBe(false);
  });
});
