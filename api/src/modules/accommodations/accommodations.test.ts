import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { photoKey } from './images';

jest.setTimeout(60_000);

let api: TestApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-acc-'));
  api = await startTestApi({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await api.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Owner = Awaited<ReturnType<typeof signedInOwner>>;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a0' +
    'a10000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

function listing(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Willa Słoneczna',
    apartmentsNumberDeclaration: 2,
    country: 'Polska',
    voivodeship: 'pomorskie',
    city: 'Gdańsk',
    zipCode: '80-001',
    street: 'Długa',
    houseNumber: '7',
    flatNumber: '',
    check_in_from: '15:00:00',
    check_in_to: '22:00:00',
    check_out_to: '11:00:00',
    smoking_allowed: false,
    animals_frendly: true,
    children_frendly: true,
    parties_allowed: false,
    apartmentsAttributes: [
      {
        name: 'Apartament A',
        description: 'Z widokiem na Motławę',
        area: 42.5,
        guestNumber: 4,
        breakfast: true,
        breakfastPrice: '35,50',
        privateParking: true,
        privateParkingPrice: null,
        kitchenElemetns: ['fridge', 'oven'],
        bathtube: true,
        pricesAttributes: [
          { guestCount: 2, basePrice: 300, minimalPrice: 1, maximumPrice: 2000, currency: 'PLN' },
          { guestCount: 4, basePrice: '420.00', minimalPrice: 1, maximumPrice: 2000, currency: 'PLN' },
        ],
      },
      { name: 'Apartament B', guestNumber: 2, pricesAttributes: [{ guestCount: 2, basePrice: 250 }] },
    ],
    ...overrides,
  };
}

async function create(owner: Owner, body: Record<string, unknown> = listing()) {
  return api.app.inject({ method: 'POST', url: '/api/v1/householder/accommodations', headers: owner.auth, payload: { accommodation: body } });
}

function multipart(parts: Array<{ name: string; value?: string; filename?: string; type?: string; data?: Buffer }>) {
  const boundary = '----gospodarz' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), part.data ?? Buffer.from(part.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function reservation(owner: Owner, apartmentId: string, fromOffset: number, nights: number, status = 'confirmed') {
  await api.db.query(
    `insert into reservations (account_id, apartment_id, from_date, to_date, status, full_name)
     values ($1, $2, current_date + $3::int, current_date + $3::int + $4::int, $5, 'Gość')`,
    [owner.accountId, apartmentId, fromOffset, nights, status],
  );
}

describe('creating and reading listings', () => {
  it('gives a listing sent without its stay hours check-in from 15:00 to 22:00 and check-out by 11:00, and no flat number', async () => {
    const owner = await signedInOwner(api);
    const { check_in_from: _from, check_in_to: _to, check_out_to: _out, flatNumber: _flat, ...rest } = listing();
    const res = await create(owner, rest);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({ checkInFrom: '15:00:00', checkInTo: '22:00:00', checkOutTo: '11:00:00', flatNumber: '' });
  });

  it('creates an active listing with apartments, rates and stay rules, and lists it with apartmentsAttributes', async () => {
    const owner = await signedInOwner(api);
    const res = await create(owner);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.id).toBe(body.data.id);
    const a = body.data.attributes;
    expect(a).toMatchObject({
      name: 'Willa Słoneczna',
      status: 'active',
      zipCode: '80-001',
      checkInFrom: '15:00:00',
      checkOutTo: '11:00:00',
      animalsFrendly: true,
      childrenFrendly: true,
      smokingAllowed: false,
    });
    expect(a.apartmentsAttributes).toHaveLength(2);
    const first = a.apartmentsAttributes[0];
    expect(first).toMatchObject({ name: 'Apartament A', area: 42.5, guestNumber: 4, breakfastPrice: 35.5, privateParkingPrice: null, bathtube: true, fridge: true });
    expect(first.kitchenElemetns).toEqual(['oven', 'fridge']);
    expect(first.bathroomElements).toEqual(['bathtube']);
    expect(first.pricesAttributes.map((p: { guestCount: number; basePrice: number }) => [p.guestCount, p.basePrice])).toEqual([
      [2, 300],
      [4, 420],
    ]);

    const list = await api.app.inject({ method: 'GET', url: '/api/v1/householder/accommodations?perPage=1000', headers: owner.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { id: string }) => r.id)).toEqual([body.id]);
    expect(list.json().data[0].attributes.apartmentsAttributes[1].pricesAttributes[0].basePrice).toBe(250);
    expect(list.json().pagination).toMatchObject({ page: 1, perPage: 1000, count: 1 });
    const tooMany = await api.app.inject({ method: 'GET', url: '/api/v1/householder/accommodations?perPage=1001', headers: owner.auth });
    expect(tooMany.statusCode).toBe(422);
  });

  it('accepts the stay rules in camelCase too, and reads numbers and flags sent as text', async () => {
    const owner = await signedInOwner(api);
    const res = await create(
      owner,
      listing({
        check_in_from: undefined,
        animals_frendly: undefined,
        checkInFrom: '14:30',
        checkInTo: '2020-01-01T20:00:00.000Z',
        animalsFrendly: 'false',
        partiesAllowed: 'true',
        apartmentsNumberDeclaration: '1',
        apartmentsAttributes: [{ name: '', guestNumber: '3', pricesAttributes: [{ guestCount: '2', basePrice: '199,99' }] }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const a = res.json().data.attributes;
    expect(a).toMatchObject({ checkInFrom: '14:30:00', checkInTo: '20:00:00', animalsFrendly: false, partiesAllowed: true, apartmentsNumberDeclaration: 1 });
    // one apartment takes the listing's name
    expect(a.apartmentsAttributes[0]).toMatchObject({ name: 'Willa Słoneczna', guestNumber: 3 });
    expect(a.apartmentsAttributes[0].pricesAttributes[0].basePrice).toBe(199.99);
  });

  it('keeps an incomplete listing as a draft, and requires the name and address only of active ones', async () => {
    const owner = await signedInOwner(api);
    const draft = await create(owner, { name: '', status: 'draft', apartmentsAttributes: [{ pricesAttributes: [{ guestCount: 0, basePrice: 0 }] }] });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().data.attributes.status).toBe('draft');

    const active = await create(owner, { name: '', apartmentsAttributes: [] });
    expect(active.statusCode).toBe(422);
    expect(active.json().errors).toMatchObject({
      name: ['Pole jest wymagane'],
      city: ['Pole jest wymagane'],
      zipCode: ['Pole jest wymagane'],
      apartmentsAttributes: ['Dodaj co najmniej jeden apartament'],
    });
    // nothing of the refused listing was stored
    const list = await api.app.inject({ method: 'GET', url: '/api/v1/householder/accommodations', headers: owner.auth });
    expect(list.json().data).toHaveLength(1);

    // finishing the draft makes it active once it is complete
    const id = draft.json().id;
    const finish = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/householder/accommodations/${id}`,
      headers: owner.auth,
      payload: { accommodation: { ...listing(), status: 'active' } },
    });
    expect(finish.statusCode).toBe(200);
    expect(finish.json()).toMatchObject({ status: 'success', id, data: { attributes: { status: 'active' } } });
  });

  it('names the only apartment after the listing, also in a draft', async () => {
    const owner = await signedInOwner(api);
    const res = await create(owner, { name: 'Szkic', status: 'draft', apartmentsAttributes: [{ guestNumber: 2 }] });
    expect(res.json().data.attributes.apartmentsAttributes[0].name).toBe('Szkic');
  });

  it('answers bad fields with Polish messages on their paths', async () => {
    const owner = await signedInOwner(api);
    const res = await create(
      owner,
      listing({
        zipCode: '801',
        voivodeship: 'bawaria',
        check_out_to: '25:00',
        apartmentsAttributes: [
          { name: 'A', guestNumber: 0, breakfastPrice: 'dużo', pricesAttributes: [{ guestCount: 2, basePrice: -5, currency: 'XYZ' }] },
          { name: '', pricesAttributes: [{ guestCount: 0, basePrice: 10 }] },
        ],
      }),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.zipCode).toEqual(['Podaj kod pocztowy w formacie NN-NNN']);
    expect(errors.voivodeship).toEqual(['Wybierz województwo z listy']);
    expect(errors.check_out_to).toEqual(['Podaj godzinę w formacie GG:MM']);
    expect(errors['apartmentsAttributes[0].guestNumber']).toEqual(['Wartość musi być nie mniejsza niż 1']);
    expect(errors['apartmentsAttributes[0].breakfastPrice']).toEqual(['Podaj liczbę']);
    expect(errors['apartmentsAttributes[0].pricesAttributes[0].basePrice']).toEqual(['Wartość nie może być ujemna']);
    expect(errors['apartmentsAttributes[0].pricesAttributes[0].currency']).toEqual(['Wybierz jedną z dostępnych wartości']);

    const incomplete = await create(owner, listing({ apartmentsAttributes: [{ name: 'A' }, { name: '', pricesAttributes: [{ guestCount: 0, basePrice: 10 }] }] }));
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors).toEqual({
      'apartmentsAttributes[1].name': ['Pole jest wymagane'],
      'apartmentsAttributes[1].pricesAttributes[0].guestCount': ['Liczba gości musi wynosić co najmniej 1'],
    });
    const garbage = await api.app.inject({ method: 'POST', url: '/api/v1/householder/accommodations', headers: owner.auth, payload: [1, 2] });
    expect(garbage.statusCode).toBe(422);
  });
});

describe('editing', () => {
  it('changes a rate in place, adds and removes apartments, and keeps what was not sent', async () => {
    const owner = await signedInOwner(api);
    const created = (await create(owner)).json().data;
    const [a, b] = created.attributes.apartmentsAttributes;
    const rate = a.pricesAttributes[0];
    const res = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/householder/accommodations/${created.id}`,
      headers: owner.auth,
      payload: {
        accommodation: {
          checkInFrom: '16:00',
          apartmentsAttributes: [
            { id: a.id, pricesAttributes: [{ ...rate, basePrice: 333 }] },
            { name: 'Apartament C', pricesAttributes: [{ guestCount: 1, basePrice: 150 }] },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const attrs = res.json().data.attributes;
    expect(attrs.name).toBe('Willa Słoneczna');
    expect(attrs.checkInFrom).toBe('16:00:00');
    expect(attrs.checkInTo).toBe('22:00:00');
    expect(attrs.apartmentsAttributes.map((x: { name: string }) => x.name)).toEqual(['Apartament A', 'Apartament C']);
    const first = attrs.apartmentsAttributes[0];
    expect(first.id).toBe(a.id);
    expect(first.description).toBe('Z widokiem na Motławę');
    expect(first.kitchenElemetns).toEqual(['oven', 'fridge']);
    expect(first.pricesAttributes).toEqual([{ ...rate, basePrice: 333 }]);
    const again = await api.app.inject({ method: 'GET', url: `/api/v1/householder/accommodations/${created.id}`, headers: owner.auth });
    expect(again.json().data.attributes.apartmentsAttributes[0].pricesAttributes[0].basePrice).toBe(333);
    expect(again.json().data.attributes.apartmentsAttributes.some((x: { id: string }) => x.id === b.id)).toBe(false);
  });

  it('refuses to remove an apartment that has a stay ahead', async () => {
    const owner = await signedInOwner(api);
    const created = (await create(owner)).json().data;
    const [a, b] = created.attributes.apartmentsAttributes;
    await reservation(owner, b.id, 3, 2);
    const res = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/householder/accommodations/${created.id}`,
      headers: owner.auth,
      payload: { accommodation: { apartmentsAttributes: [{ id: a.id }] } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Nie można usunąć apartamentu z przyszłymi rezerwacjami.');
  });

  it('stores the lock settings but never sends the lock password back', async () => {
    const owner = await signedInOwner(api);
    const created = (await create(owner)).json().data;
    const [a, b] = created.attributes.apartmentsAttributes;
    const locks = { smartLock: true, brand: 'abiline', url: 'https://lock.example.pl', lockId: 'L-1', username: 'host', password: 'tajne-haslo-123' };
    const res = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/householder/accommodations/${created.id}`,
      headers: owner.auth,
      payload: {
        accommodation: {
          apartmentsAttributes: [
            { id: a.id, locks, synchronization: { calendar: true, priceList: false }, calendarSynchronization: { imports: [{ name: 'Booking', system: 'iCal', url: 'https://ical.example.pl/a.ics' }] } },
            { id: b.id },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('tajne-haslo-123');
    const apartment = res.json().data.attributes.apartmentsAttributes[0];
    expect(apartment.locks).toMatchObject({ smartLock: true, brand: 'abiline', lockId: 'L-1', username: 'host', passwordSet: true });
    expect(apartment.locks.password).toBeUndefined();
    expect(apartment.synchronization).toMatchObject({ calendar: true, priceList: false });
    expect(apartment.calendarSynchronization.imports).toEqual([{ name: 'Booking', system: 'iCal', url: 'https://ical.example.pl/a.ics' }]);
    const list = await api.app.inject({ method: 'GET', url: '/api/v1/householder/accommodations', headers: owner.auth });
    expect(list.body).not.toContain('tajne-haslo-123');
    // the export link serves the apartment's busy days as iCal
    await reservation(owner, a.id, 5, 2);
    const ics = await api.app.inject({ method: 'GET', url: new URL(apartment.calendarSynchronization.exportUrl).pathname });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).not.toContain('Gość');
  });
});

describe("the listing's fees", () => {
  it('stores the cleaning fee, the tourist tax and the exemption age (decimal comma, either spelling), keeps them when not sent, and prices a stay with them', async () => {
    const owner = await signedInOwner(api);
    const created = await create(owner, listing({ cleaningFee: '80', tourist_tax: '2,50', touristTaxExemptAge: '6' }));
    expect(created.statusCode).toBe(201);
    const { id, attributes } = created.json().data;
    expect(attributes).toMatchObject({ cleaningFee: 80, touristTax: 2.5, touristTaxExemptAge: 6 });
    const put = (accommodation: Record<string, unknown>) =>
      api.app.inject({ method: 'PUT', url: `/api/v1/householder/accommodations/${id}`, headers: owner.auth, payload: { accommodation } });
    expect((await put({ checkInFrom: '16:00' })).json().data.attributes).toMatchObject({ cleaningFee: 80, touristTax: 2.5, touristTaxExemptAge: 6 });
    // the quote of a stay: 3 nights, 2 adults and a child of 4 (exempt)
    const apartmentId = attributes.apartmentsAttributes[0].id;
    const quote = await api.app.inject({
      method: 'GET',
      url: '/api/v1/householder/quotes',
      headers: owner.auth,
      query: { apartmentId, from: '2031-03-01', to: '2031-03-04', adults: '2', children: '1', childrenAges: '4' },
    });
    expect(quote.json().data.attributes).toMatchObject({ cleaningFee: 80, touristTax: 15 });
    // emptied: no fee, every child pays the tax
    expect((await put({ cleaningFee: '', touristTax: null, touristTaxExemptAge: '' })).json().data.attributes).toMatchObject({
      cleaningFee: 0,
      touristTax: 0,
      touristTaxExemptAge: null,
    });
  });

  it('refuses a negative fee, a fee in fractions of a grosz and an age over 17, each on its field', async () => {
    const owner = await signedInOwner(api);
    const res = await create(owner, listing({ cleaningFee: '-10', touristTax: '2,555', touristTaxExemptAge: 18 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      cleaningFee: ['Wartość nie może być ujemna'],
      touristTax: ['Podaj kwotę z dokładnością do grosza'],
      touristTaxExemptAge: ['Wartość musi być nie większa niż 17'],
    });
  });
});

describe('apartment names', () => {
  it('are unique within an account: a second listing with a taken name is refused on the field, another account may use it', async () => {
    const owner = await signedInOwner(api);
    expect((await create(owner)).statusCode).toBe(201);
    const twice = await create(owner, listing({ name: 'Dom Drugi', apartmentsAttributes: [{ name: 'apartament a', guestNumber: 2, pricesAttributes: [{ guestCount: 2, basePrice: 100 }] }] }));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ 'apartmentsAttributes[0].name': ['Apartament o tej nazwie już istnieje na koncie. Nadaj mu inną nazwę.'] });
    const inOne = await create(owner, listing({ name: 'Dom Trzeci', apartmentsAttributes: [{ name: 'Bliźniak', guestNumber: 2 }, { name: 'Bliźniak', guestNumber: 2 }] }));
    expect(inOne.json().errors).toEqual({ 'apartmentsAttributes[1].name': ['Apartament o tej nazwie już istnieje na koncie. Nadaj mu inną nazwę.'] });
    const other = await signedInOwner(api);
    expect((await create(other)).statusCode).toBe(201);
  });

  it('are held by the database too: a write around the service is refused', async () => {
    const owner = await signedInOwner(api);
    const created = (await create(owner)).json().data;
    await expect(
      api.db.query(`update apartments set name = 'APARTAMENT A' where id = $1`, [created.attributes.apartmentsAttributes[1].id]),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

describe('copying and deleting', () => {
  it('copies a listing into a new draft with its apartments, rates, rules, fees and photos', async () => {
    const owner = await signedInOwner(api);
    const created = (await create(owner, listing({ cleaningFee: 80, touristTax: 2.5, touristTaxExemptAge: 6 }))).json().data;
    const apartmentId = created.attributes.apartmentsAttributes[0].id;
    const upload = multipart([{ name: 'images[]', filename: 'a.png', type: 'image/png', data: PNG }]);
    await api.app.inject({ method: 'POST', url: `/api/v1/householder/apartments/${apartmentId}/images`, headers: { ...owner.auth, ...upload.headers }, payload: upload.payload });

    const res = await api.app.inject({ method: 'POST', url: `/api/v1/householder/accommodations/${created.id}/copy`, headers: owner.auth });
    expect(res.statusCode).toBe(201);
    const copy = res.json().data;
    expect(copy.id).not.toBe(created.id);
    expect(copy.attributes).toMatchObject({ name: 'Willa Słoneczna (kopia)', status: 'draft', city: 'Gdańsk', checkInFrom: '15:00:00', animalsFrendly: true });
    expect(copy.attributes).toMatchObject({ cleaningFee: 80, touristTax: 2.5, touristTaxExemptAge: 6 });
    // apartment names are unique within the account: the copies are told apart
    expect(copy.attributes.apartmentsAttributes.map((x: { name: string }) => x.name)).toEqual(['Apartament A (kopia)', 'Apartament B (kopia)']);
    const again = await api.app.inject({ method: 'POST', url: `/api/v1/householder/accommodations/${created.id}/copy`, headers: owner.auth });
    expect(again.json().data.attributes.apartmentsAttributes.map((x: { name: string }) => x.name)).toEqual(['Apartament A (kopia) (2)', 'Apartament B (kopia) (2)']);
    expect(copy.attributes.apartmentsAttributes[0].id).not.toBe(apartmentId);
    expect(copy.attributes.apartmentsAttributes[0].pricesAttributes.map((p: { basePrice: number }) => p.basePrice)).toEqual([300, 420]);
    const [image] = copy.attributes.apartmentsAttributes[0].images;
    const served = await api.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('deletes a listing without stays ahead, and refuses one with a future reservation (409)', async () => {
    const owner = await signedInOwner(api);
    // apartment names are unique within an account: each listing names its own
    const named = (prefix: string) =>
      listing({ apartmentsAttributes: ['A', 'B'].map((x) => ({ name: `${prefix} ${x}`, guestNumber: 2, pricesAttributes: [{ guestCount: 2, basePrice: 250 }] })) });
    const free = (await create(owner, named('Wolny'))).json().data;
    const busy = (await create(owner, named('Zajęty'))).json().data;
    const withHistory = (await create(owner, named('Z historią'))).json().data;
    await reservation(owner, busy.attributes.apartmentsAttributes[1].id, 10, 3);
    await reservation(owner, busy.attributes.apartmentsAttributes[0].id, -10, 3);
    await reservation(owner, withHistory.attributes.apartmentsAttributes[0].id, -30, 3);
    await reservation(owner, withHistory.attributes.apartmentsAttributes[0].id, 5, 3, 'canceled');

    const refused = await api.app.inject({ method: 'DELETE', url: `/api/v1/householder/accommodations/${busy.id}`, headers: owner.auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Nie można usunąć obiektu z przyszłymi rezerwacjami.');

    for (const listingToGo of [free, withHistory]) {
      const res = await api.app.inject({ method: 'DELETE', url: `/api/v1/householder/accommodations/${listingToGo.id}`, headers: owner.auth });
      expect(res.statusCode).toBe(204);
      const gone = await api.app.inject({ method: 'GET', url: `/api/v1/householder/accommodations/${listingToGo.id}`, headers: owner.auth });
      expect(gone.statusCode).toBe(404);
    }
    const list = await api.app.inject({ method: 'GET', url: '/api/v1/householder/accommodations', headers: owner.auth });
    expect(list.json().data.map((r: { id: string }) => r.id)).toEqual([busy.id]);
    // the past stay keeps its apartment
    const history = await api.db.query('select 1 from reservations where apartment_id = $1', [withHistory.attributes.apartmentsAttributes[0].id]);
    expect(history).toHaveLength(2);
  });

  it("answers 404 for another account's listing and apartment, whatever the method", async () => {
    const owner = await signedInOwner(api);
    const stranger = await signedInOwner(api);
    const created = (await create(owner)).json().data;
    const url = `/api/v1/householder/accommodations/${created.id}`;
    for (const [method, target] of [
      ['GET', url],
      ['PUT', url],
      ['DELETE', url],
      ['POST', `${url}/copy`],
    ] as const) {
      const res = await api.app.inject({ method, url: target, headers: stranger.auth, payload: method === 'PUT' ? { accommodation: { name: 'x' } } : undefined });
      expect(res.statusCode).toBe(404);
    }
    const upload = multipart([{ name: 'images[]', filename: 'a.png', type: 'image/png', data: PNG }]);
    const image = await api.app.inject({
      method: 'POST',
      url: `/api/v1/householder/apartments/${created.attributes.apartmentsAttributes[0].id}/images`,
      headers: { ...stranger.auth, ...upload.headers },
      payload: upload.payload,
    });
    expect(image.statusCode).toBe(404);
    const list = await api.app.inject({ method: 'GET', url: '/api/v1/householder/accommodations', headers: stranger.auth });
    expect(list.json().data).toEqual([]);
    const bad = await api.app.inject({ method: 'GET', url: '/api/v1/householder/accommodations/not-an-id', headers: owner.auth });
    expect(bad.statusCode).toBe(404);
  });
});

describe('photos', () => {
  it('uploads images checked by content, reorders and removes them, and refuses a non-image', async () => {
    const owner = await signedInOwner(api);
    const created = (await create(owner)).json().data;
    const apartmentId = created.attributes.apartmentsAttributes[0].id;
    const url = `/api/v1/householder/apartments/${apartmentId}/images`;
    const upload = multipart([
      { name: 'images[]', filename: 'a.png', type: 'image/png', data: PNG },
      { name: 'images[]', filename: 'b.jpg', type: 'image/jpeg', data: JPEG },
    ]);
    const res = await api.app.inject({ method: 'POST', url, headers: { ...owner.auth, ...upload.headers }, payload: upload.payload });
    expect(res.statusCode).toBe(201);
    const [png, jpeg] = res.json().data as Array<{ id: string; url: string }>;
    expect(png.url).toBe(`/api/v1/images/${png.id}`);
    const served = await api.app.inject({ method: 'GET', url: jpeg.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await api.app.files.get(api.db, photoKey(owner.accountId, png.id)))?.data).toEqual(PNG);

    const fake = multipart([{ name: 'images[]', filename: 'virus.png', type: 'image/png', data: Buffer.from('<?php echo 1; ?>') }]);
    const refused = await api.app.inject({ method: 'POST', url, headers: { ...owner.auth, ...fake.headers }, payload: fake.payload });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ images: ['Dozwolone są tylko pliki graficzne'] });

    const ordered = await api.app.inject({ method: 'PUT', url: `${url}/order`, headers: owner.auth, payload: { ids: [jpeg.id, png.id] } });
    expect(ordered.json().data.map((i: { id: string }) => i.id)).toEqual([jpeg.id, png.id]);

    const removed = await api.app.inject({ method: 'DELETE', url: `${url}/${png.id}`, headers: owner.auth });
    expect(removed.statusCode).toBe(204);
    expect((await api.app.inject({ method: 'GET', url: png.url })).statusCode).toBe(404);
    expect(await api.app.files.get(api.db, photoKey(owner.accountId, png.id))).toBeNull();
    const detail = await api.app.inject({ method: 'GET', url: `/api/v1/householder/accommodations/${created.id}`, headers: owner.auth });
    expect(detail.json().data.attributes.apartmentsAttributes[0].images).toEqual([jpeg]);
  });

  it('refuses a photo over 8 MB', async () => {
    const owner = await signedInOwner(api);
    const created = (await create(owner)).json().data;
    const big = Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024 + 10)]);
    const upload = multipart([{ name: 'images[]', filename: 'big.png', type: 'image/png', data: big }]);
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/v1/householder/apartments/${created.attributes.apartmentsAttributes[0].id}/images`,
      headers: { ...owner.auth, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.images[0]).toMatch(/zbyt duży/);
  });

  it('creates a listing from multipart form data: a JSON field or bracketed keys, with photos per apartment', async () => {
    const owner = await signedInOwner(api);
    const json = multipart([
      { name: 'accommodation', value: JSON.stringify(listing()) },
      { name: 'apartmentsAttributes[1][images][]', filename: 'b.png', type: 'image/png', data: PNG },
    ]);
    const res = await api.app.inject({ method: 'POST', url: '/api/v1/householder/accommodations', headers: { ...owner.auth, ...json.headers }, payload: json.payload });
    expect(res.statusCode).toBe(201);
    const apartments = res.json().data.attributes.apartmentsAttributes;
    expect(apartments[0].images).toEqual([]);
    expect(apartments[1].images).toHaveLength(1);

    const bracketed = multipart([
      { name: 'accommodation[name]', value: 'Dom pod Lipą' },
      { name: 'accommodation[city]', value: 'Zakopane' },
      { name: 'accommodation[zipCode]', value: '34500' },
      { name: 'accommodation[street]', value: 'Krupówki' },
      { name: 'accommodation[houseNumber]', value: '1' },
      { name: 'accommodation[children_frendly]', value: 'true' },
      { name: 'accommodation[apartmentsAttributes][0][name]', value: 'Pokój' },
      { name: 'accommodation[apartmentsAttributes][0][pricesAttributes][0][guestCount]', value: '2' },
      { name: 'accommodation[apartmentsAttributes][0][pricesAttributes][0][basePrice]', value: '180' },
      { name: 'accommodation[apartmentsAttributes][0][images][]', filename: 'a.gif', type: 'image/gif', data: Buffer.from('GIF89a\x01\x00\x01\x00') },
    ]);
    const second = await api.app.inject({
      method: 'POST',
      url: '/api/v1/householder/accommodations',
      headers: { ...owner.auth, ...bracketed.headers },
      payload: bracketed.payload,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.attributes).toMatchObject({ name: 'Dom pod Lipą', zipCode: '34-500', childrenFrendly: true });
    expect(second.json().data.attributes.apartmentsAttributes[0].images).toHaveLength(1);
    expect(second.json().data.attributes.apartmentsAttributes[0].pricesAttributes[0].basePrice).toBe(180);

    const notImage = multipart([
      { name: 'accommodation', value: JSON.stringify(listing()) },
      { name: 'apartmentsAttributes[0][images][]', filename: 'x.jpg', type: 'image/jpeg', data: Buffer.from('hello') },
    ]);
    const refused = await api.app.inject({ method: 'POST', url: '/api/v1/householder/accommodations', headers: { ...owner.auth, ...notImage.headers }, payload: notImage.payload });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'apartmentsAttributes[0].images': ['Dozwolone są tylko pliki graficzne'] });
  });
});
