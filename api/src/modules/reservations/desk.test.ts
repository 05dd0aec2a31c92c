import { todayInPoland } from '@gospodarz/contracts';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { csvCell } from './export';

jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const R = '/api/v1/householder/reservations';
type Owner = Awaited<ReturnType<typeof signedInOwner>>;

const day = (offset: number) => new Date(Date.parse(`${todayInPoland()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

async function stay(owner: Owner, apartmentId: string, fullName: string, from: number, to: number, extra: Record<string, unknown> = {}) {
  const res = await api.app.inject({
    method: 'POST',
    url: R,
    headers: owner.auth,
    payload: { reservation: { apartmentId, fullName, from: day(from), to: day(to), pricePerNight: '100', ...extra } },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

async function world() {
  const owner = await signedInOwner(api);
  const morski = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski' });
  const wawel = await createApartment(api.db, owner.accountId, { name: 'Studio Wawel' });
  const ids = {
    past: await stay(owner, morski, 'Przeszły Gość', -20, -17),
    leavingToday: await stay(owner, morski, 'Wyjeżdża Dziś', -2, 0),
    arrivingToday: await stay(owner, morski, 'Przyjeżdża Dziś', 0, 3),
    nextWeek: await stay(owner, wawel, 'Za Tydzień', 7, 9),
    tomorrow: await stay(owner, wawel, 'Jutro', 1, 3),
  };
  return { owner, morski, wawel, ids };
}

const list = (owner: Owner, query: Record<string, string> = {}) => api.app.inject({ method: 'GET', url: R, headers: owner.auth, query });
const names = (res: { json(): { data: Array<{ attributes: { fullName: string } }> } }) => res.json().data.map((r) => r.attributes.fullName);

describe('the reservations list at the desk', () => {
  it('puts the nearest arrivals first by default, the stays already over last', async () => {
    const { owner } = await world();
    expect(names(await list(owner))).toEqual(['Wyjeżdża Dziś', 'Przyjeżdża Dziś', 'Jutro', 'Za Tydzień', 'Przeszły Gość']);
  });

  it("answers the quick views: today's arrivals, today's departures, unpaid and cancelled", async () => {
    const { owner, ids } = await world();
    expect(names(await list(owner, { arrivalOn: us(day(0)) }))).toEqual(['Przyjeżdża Dziś']);
    expect(names(await list(owner, { departureOn: day(0) }))).toEqual(['Wyjeżdża Dziś']);
    await api.app.inject({ method: 'POST', url: `${R}/${ids.tomorrow}/payments`, headers: owner.auth, payload: { amount: '200', method: 'cash' } });
    await api.app.inject({ method: 'POST', url: `${R}/${ids.nextWeek}/cancel`, headers: owner.auth });
    expect(names(await list(owner, { paymentStatus: 'not_paid|partialy_paid', statuses: 'new|confirmed|recent' }))).toEqual(['Wyjeżdża Dziś', 'Przyjeżdża Dziś', 'Przeszły Gość']);
    expect(names(await list(owner, { statuses: 'canceled' }))).toEqual(['Za Tydzień']);
  });

  it("adds up the filtered rows' nights and amounts, all pages included", async () => {
    const { owner, wawel } = await world();
    const all = await list(owner, { perPage: '2' });
    expect(all.json().meta.totals).toEqual({ nights: 3 + 2 + 3 + 2 + 2, amounts: { PLN: 1200 }, balances: { PLN: 1200 } });
    const one = await list(owner, { apartmentIds: wawel });
    expect(one.json().meta.totals).toEqual({ nights: 4, amounts: { PLN: 400 }, balances: { PLN: 400 } });
  });

  it('filters by apartment ids as well as by the names of the spec, which tell two same-named apartments apart only by id', async () => {
    const { owner, wawel } = await world();
    expect(names(await list(owner, { apartmentIds: wawel }))).toEqual(['Jutro', 'Za Tydzień']);
    expect(names(await list(owner, { apartmentNames: 'Studio Wawel' }))).toEqual(['Jutro', 'Za Tydzień']);
  });

  it('names the wrong price filter field in its 422', async () => {
    const { owner } = await world();
    const res = await list(owner, { pricePerNightFrom: '-100', pricePerNightTo: 'abc' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ pricePerNightFrom: ['Podaj kwotę, np. 250 lub 250,50'], pricePerNightTo: ['Podaj kwotę, np. 250 lub 250,50'] });
  });
});

describe("'Przywróć' a cancelled stay", () => {
  it('restores it with the status it had while its nights are free, and refuses with 409 once they are taken', async () => {
    const { owner, morski, ids } = await world();
    await api.app.inject({ method: 'PATCH', url: `${R}/${ids.arrivingToday}`, headers: owner.auth, payload: { reservation: { status: 'recent' } } });
    await api.app.inject({ method: 'POST', url: `${R}/${ids.arrivingToday}/cancel`, headers: owner.auth });
    const restored = await api.app.inject({ method: 'POST', url: `${R}/${ids.arrivingToday}/restore`, headers: owner.auth });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.attributes.status).toBe('recent');

    await api.app.inject({ method: 'POST', url: `${R}/${ids.arrivingToday}/cancel`, headers: owner.auth });
    await stay(owner, morski, 'Nowy Gość', 1, 2);
    const taken = await api.app.inject({ method: 'POST', url: `${R}/${ids.arrivingToday}/restore`, headers: owner.auth });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Nie można przywrócić rezerwacji: apartament jest już zajęty w tym terminie.');
    const still = await api.app.inject({ method: 'GET', url: `${R}/${ids.arrivingToday}`, headers: owner.auth });
    expect(still.json().data.attributes.status).toBe('canceled');
  });

  it('refuses a stay that is not cancelled', async () => {
    const { owner, ids } = await world();
    const res = await api.app.inject({ method: 'POST', url: `${R}/${ids.tomorrow}/restore`, headers: owner.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Przywrócić można tylko anulowaną rezerwację.');
  });
});

describe('CSV export of the filtered list', () => {
  it('gives Excel UTF-8 with a BOM, Polish headers, dd.MM.yyyy dates and the decimal comma, for the filtered rows only', async () => {
    const { owner, wawel } = await world();
    const res = await api.app.inject({ method: 'GET', url: `${R}/export`, headers: owner.auth, query: { apartmentIds: wawel } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rezerwacje-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Przyjazd;Wyjazd;Liczba dób;Apartament;Imię i nazwisko;E-mail;Telefon;Adres gościa;Dorośli;Dzieci;Status;Status płatności;Cena za dobę;Noclegi;Razem;Zapłacono;Saldo;Waluta;Źródło;Uwagi');
    expect(lines).toHaveLength(3);
    const [y, m, d] = day(1).split('-');
    expect(lines[1]).toBe(`${d}.${m}.${y};${day(3).split('-').reverse().join('.')};2;Studio Wawel;Jutro;;;;1;0;Potwierdzona;Niezapłacona;100,00;200,00;200,00;0,00;200,00;PLN;;`);
  });

  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(csvCell('Kowalski; Jan')).toBe('"Kowalski; Jan"');
    expect(csvCell('Powiedział "tak"')).toBe('"Powiedział ""tak"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(3)).toBe('3');
    expect(csvCell('-240,00')).toBe('-240,00');
    expect(csvCell('-2+3')).toBe("'-2+3");
  });

  it("refuses a bad filter with 422 and never shows another account's rows", async () => {
    const { owner } = await world();
    const other = await signedInOwner(api);
    expect((await api.app.inject({ method: 'GET', url: `${R}/export`, headers: owner.auth, query: { pricePerNightFrom: 'abc' } })).statusCode).toBe(422);
    const theirs = await api.app.inject({ method: 'GET', url: `${R}/export`, headers: other.auth });
    expect(theirs.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n')).toHaveLength(1);
  });
});
