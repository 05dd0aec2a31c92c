import zlib from 'node:zlib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { createStay, dayFromToday } from '../../test/stays';

jest.setTimeout(120_000);

let api: TestApi;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let stranger: Awaited<ReturnType<typeof signedInOwner>>;
let seaside: string;
let krakow: string;
let hidden: string;
let foreign: string;
let siteId: string;
let address = 10;

beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api);
  stranger = await signedInOwner(api);
  seaside = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski', rates: [[2, '300'], [4, '400']] });
  krakow = await createApartment(api.db, owner.accountId, { name: 'Kraków Stare Miasto', rates: [[2, '250']], city: 'Kraków' });
  hidden = await createApartment(api.db, owner.accountId, { name: 'Nieopublikowany', rates: [[2, '100']] });
  foreign = await createApartment(api.db, stranger.accountId, { name: 'Obcy apartament', rates: [[2, '100']] });
  await api.db.query(`update accommodations set cleaning_fee = 80, tourist_tax = 2.5 where id = (select accommodation_id from apartments where id = $1)`, [seaside]);
  await api.db.query(`update apartments set description = 'Dwa kroki od plaży.' where id = $1`, [seaside]);
  // a guest's stay: its name must never reach a public page
  await createStay(api.db, owner.accountId, seaside, { from: dayFromToday(20), to: dayFromToday(23), fullName: 'Tajny Gość' });
});
afterAll(async () => {
  await api.close();
});

const put = (auth: Record<string, string>, payload: object) => api.app.inject({ method: 'PUT', url: '/api/v1/householder/direct_site', headers: auth, payload });
const nextAddress = () => ({ 'x-forwarded-for': `203.0.113.${address++}` });

async function solved(slug: string): Promise<string> {
  const challenge = (await api.app.inject({ method: 'GET', url: `/api/v1/sites/${slug}/challenge`, headers: nextAddress() })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const guest = { fullName: 'Anna Nowak', email: 'anna@example.pl', phone: '600100200', country: 'Polska', address: 'Długa 1, 80-001 Gdańsk', acceptRules: true, acceptPrivacy: true };

function bookSeaside(body: object, headers = nextAddress()) {
  return api.app.inject({ method: 'POST', url: `/api/v1/sites/nad-morzem/apartments/${seaside}/bookings`, headers, payload: body });
}

describe('the page creator', () => {
  it('refuses a bad or taken address and apartments of another account, in Polish', async () => {
    const bad = await put(owner.auth, { slug: 'Zła Nazwa!', title: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.slug[0]).toMatch(/^Adres: od 3 do 40 znaków/);
    expect(bad.json().errors.title).toEqual(['Pole jest wymagane']);
    expect((await put(stranger.auth, { slug: 'zajety', title: 'Obcy' })).statusCode).toBe(200);
    const taken = await put(owner.auth, { slug: 'zajety', title: 'Mój' });
    expect(taken.json().errors.slug).toEqual(['Ten adres jest już zajęty. Wybierz inny.']);
    const other = await put(owner.auth, { slug: 'nad-morzem', title: 'Mój', apartments: [{ apartmentId: foreign }] });
    expect(other.json().errors.apartments).toEqual(['Wybierz apartamenty z listy']);
  });

  it('saves the site, publishes it with its apartments and withdraws it', async () => {
    const saved = await put(owner.auth, {
      site: {
        slug: 'nad-morzem',
        title: 'Apartamenty nad morzem',
        introduction: 'Wypoczynek nad Bałtykiem i w Krakowie.',
        titleEn: 'Seaside apartments',
        phone: '600 200 300',
        email: 'kontakt@example.pl',
        color: '#1F6F5C',
        languages: ['pl', 'en'],
        apartments: [{ apartmentId: seaside, prepaymentPercent: 30, instant: true }, { apartmentId: krakow, prepaymentPercent: 50, instant: false }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const site = saved.json().data;
    siteId = site.id;
    expect(site.attributes).toMatchObject({ slug: 'nad-morzem', color: '#1f6f5c', phone: '+48600200300', languages: ['pl', 'en'], published: false, path: '/s/nad-morzem' });
    expect(site.attributes.apartments.filter((a: { onSite: boolean }) => a.onSite).map((a: { name: string }) => a.name)).toEqual(['Apartament Morski', 'Kraków Stare Miasto']);
    expect((await api.app.inject({ method: 'GET', url: '/s/nad-morzem' })).statusCode).toBe(404);
    const preview = await api.app.inject({ method: 'GET', url: '/api/v1/householder/direct_site/preview', headers: owner.auth });
    expect(preview.body).toContain('Apartament Morski');
    const published = await api.app.inject({ method: 'POST', url: '/api/v1/householder/direct_site/publish', headers: owner.auth });
    expect(published.json().data.attributes.published).toBe(true);
    expect((await api.app.inject({ method: 'GET', url: '/s/nad-morzem' })).statusCode).toBe(200);
    await api.app.inject({ method: 'DELETE', url: '/api/v1/householder/direct_site/publish', headers: owner.auth });
    expect((await api.app.inject({ method: 'GET', url: '/s/nad-morzem' })).statusCode).toBe(404);
    await api.app.inject({ method: 'POST', url: '/api/v1/householder/direct_site/publish', headers: owner.auth });
    const coHostless = await api.app.inject({ method: 'GET', url: '/api/v1/householder/direct_site' });
    expect(coHostless.statusCode).toBe(401);
  });
});

describe('the public pages', () => {
  it('render the site and an apartment as server HTML with JSON-LD and Open Graph, without guest data', async () => {
    const site = await api.app.inject({ method: 'GET', url: '/s/nad-morzem' });
    expect(site.headers['content-type']).toMatch(/text\/html/);
    expect(site.body).toContain('<h1>Apartamenty nad morzem</h1>');
    expect(site.body).toContain('"@type":"LodgingBusiness"');
    expect(site.body).toContain('property="og:title"');
    expect(site.body).toContain('Cena od 250,00 zł / noc');
    expect(site.body).not.toContain('Nieopublikowany');
    const page = await api.app.inject({ method: 'GET', url: `/s/nad-morzem/${seaside}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Apartament Morski</h1>');
    expect(page.body).toContain('Dwa kroki od plaży.');
    expect(page.body).toContain('"@type":"Accommodation"');
    expect(page.body).toContain('Rezerwuję z obowiązkiem zapłaty');
    expect(page.body).not.toContain('Tajny Gość');
    const english = await api.app.inject({ method: 'GET', url: `/s/nad-morzem/${seaside}?lang=en` });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Book with obligation to pay');
  });

  it('show nothing unpublished: another account’s apartment, an apartment left off, an unknown site', async () => {
    for (const url of [`/s/nad-morzem/${foreign}`, `/s/nad-morzem/${hidden}`, '/s/nie-ma-takiej', '/s/zajety', `/s/nad-morzem/x`]) {
      const res = await api.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).toContain('Nie znaleziono strony');
    }
    const quote = await api.app.inject({ method: 'GET', url: `/api/v1/sites/nad-morzem/apartments/${foreign}/quote?from=${dayFromToday(40)}&to=${dayFromToday(42)}` });
    expect(quote.statusCode).toBe(404);
  });

  it('serve the booking script and the widget within their budgets, the widget loadable from another origin', async () => {
    const script = await api.app.inject({ method: 'GET', url: '/s/assets/booking.js' });
    expect(zlib.gzipSync(script.body).length).toBeLessThan(8 * 1024);
    const widget = await api.app.inject({ method: 'GET', url: `/s/widget/${siteId}.js` });
    expect(widget.statusCode).toBe(200);
    expect(widget.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(widget.headers['set-cookie']).toBeUndefined();
    expect(widget.body).toContain('attachShadow');
    expect(widget.body).toContain('nad-morzem');
    expect(zlib.gzipSync(widget.body).length).toBeLessThan(15 * 1024);
    expect((await api.app.inject({ method: 'GET', url: `/s/widget/${foreign}.js` })).statusCode).toBe(404);
  });
});

describe('the booking engine', () => {
  it('shows the nights a stay holds as taken, without saying whose', async () => {
    const res = await api.app.inject({ method: 'GET', url: `/api/v1/sites/nad-morzem/apartments/${seaside}/availability` });
    const nights = res.json().data.attributes.nights as Array<{ date: string; state: string }>;
    expect(nights.find((n) => n.date === dayFromToday(21))?.state).toBe('taken');
    expect(nights.find((n) => n.date === dayFromToday(23))?.state).toBe('free');
    expect(res.body).not.toContain('Tajny');
  });

  it('prices the stay on the server with its breakdown, cancellation schedule and prepayment', async () => {
    const res = await api.app.inject({ method: 'GET', url: `/api/v1/sites/nad-morzem/apartments/${seaside}/quote?from=${dayFromToday(40)}&to=${dayFromToday(43)}&adults=2` });
    expect(res.statusCode).toBe(200);
    const q = res.json().data.attributes;
    expect(q.lines).toEqual(expect.arrayContaining([{ label: '3 × noc (średnio 300,00 zł)', amount: '900,00 zł' }, { label: 'Opłata za sprzątanie', amount: '80,00 zł' }, { label: 'Opłata miejscowa', amount: '15,00 zł' }]));
    expect(q.total).toBe('995,00 zł');
    expect(q.prepayment).toBe('298,50 zł');
    expect(q.prepaymentText).toMatch(/^Przedpłata 30%: 298,50 zł do \d\d\.\d\d\.\d{4}/);
    expect(q.cancellation.text.length).toBeGreaterThan(0);
    const taken = await api.app.inject({ method: 'GET', url: `/api/v1/sites/nad-morzem/apartments/${seaside}/quote?from=${dayFromToday(21)}&to=${dayFromToday(22)}` });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^Apartament jest już zajęty w tym terminie\. Najbliższe wolne terminy: /);
  });

  it('refuses a booking without the proof of work, and with missing details, in Polish', async () => {
    const none = await bookSeaside({ ...guest, from: dayFromToday(50), to: dayFromToday(52) });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.altcha[0]).toMatch(/nie automat/);
    const missing = await bookSeaside({ from: dayFromToday(50), to: dayFromToday(52), altcha: await solved('nad-morzem') });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({ fullName: ['Podaj imię i nazwisko'], acceptRules: ['Zaakceptuj regulamin obiektu'] });
  });

  it('books: a reservation from "Strona www" with the prepayment as its deposit, an e-mail with the guest page link, the host told', async () => {
    const altcha = await solved('nad-morzem');
    const res = await bookSeaside({ ...guest, from: dayFromToday(60), to: dayFromToday(63), adults: 2, vatInvoice: true, companyName: 'Firma Sp. z o.o.', nip: '525-000-00-00', altcha });
    expect(res.statusCode).toBe(201);
    const booking = res.json().data;
    expect(booking.attributes).toMatchObject({ status: 'confirmed', total: '995,00 zł', prepayment: '298,50 zł' });
    const [row] = await api.db.query<{ source: string; status: string; deposit: string; full_name: string }>(
      `select source, status, deposit::text as deposit, full_name from reservations where id = $1 and account_id = $2`,
      [booking.id, owner.accountId],
    );
    expect(row).toEqual({ source: 'Strona www', status: 'confirmed', deposit: '298.50', full_name: 'Anna Nowak' });
    const [due] = await api.db.query<{ prepayment_grosze: string; nip: string }>(`select prepayment_grosze::text, nip from direct_bookings where reservation_id = $1`, [booking.id]);
    expect(due).toEqual({ prepayment_grosze: '29850', nip: '5250000000' });
    const mails = await api.db.query<{ subject: string; text_body: string }>(`select subject, text_body from outbox_emails where to_address = 'anna@example.pl'`);
    expect(mails[0].subject).toMatch(/^Rezerwacja potwierdzona: Apartament Morski/);
    expect(mails[0].text_body).toMatch(/\/guest\/[a-z2-7]{32}/);
    const notices = await api.db.query<{ title: string }>(`select title from notifications where account_id = $1 and user_id = $2`, [owner.accountId, owner.userId]);
    expect(notices.map((n) => n.title)).toContain('Nowa rezerwacja ze strony www');
    // the solved challenge books once
    const again = await bookSeaside({ ...guest, from: dayFromToday(70), to: dayFromToday(72), altcha });
    expect(again.statusCode).toBe(429);
  });

  it('waits for the host where the listing says so', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/v1/sites/nad-morzem/apartments/${krakow}/bookings`,
      headers: nextAddress(),
      payload: { ...guest, from: dayFromToday(30), to: dayFromToday(32), altcha: await solved('nad-morzem') },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.status).toBe('new');
    expect(res.json().data.attributes.prepaymentPercent).toBe(50);
  });

  it('lets one of two guests booking the same nights at once win; the other gets a Polish message and the nearest free dates', async () => {
    const [a, b] = await Promise.all([solved('nad-morzem'), solved('nad-morzem')]);
    const stay = { from: dayFromToday(80), to: dayFromToday(83) };
    const answers = await Promise.all([bookSeaside({ ...guest, ...stay, altcha: a }), bookSeaside({ ...guest, email: 'drugi@example.pl', ...stay, altcha: b })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const lost = answers.find((r) => r.statusCode === 409)!.json();
    expect(lost.message).toMatch(/^Apartament jest już zajęty w tym terminie\. Najbliższe wolne terminy: \d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4}/);
    expect(lost.errors.nearest.length).toBeGreaterThan(0);
    const count = await api.db.query(`select 1 from reservations where apartment_id = $1 and from_date = $2`, [seaside, stay.from]);
    expect(count).toHaveLength(1);
  });

  it('limits bookings per address', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await bookSeaside({ from: dayFromToday(100), to: dayFromToday(101) }, headers)).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 422)).toBe(true);
    expect(codes[5]).toBe(429);
  });
});
