import { unzipSync, strFromU8 } from 'fflate';
import { ANONYMISED_NAME } from '@gospodarz/contracts';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { RETENTION_JOB } from './privacy';
import { desktopOf } from '../desktop';

jest.setTimeout(120_000);

let api: TestApi;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let sopot: string;
let sopot2: string;
let gdansk: string;
beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api);
  sopot = await createApartment(api.db, owner.accountId, { name: 'Sopot 1', city: 'Sopot', guests: 4, rates: [[4, '300']] });
  sopot2 = await createApartment(api.db, owner.accountId, { name: 'Sopot 2', city: 'Sopot', guests: 4, rates: [[4, '300']] });
  gdansk = await createApartment(api.db, owner.accountId, { name: 'Gdańsk 1', city: 'Gdańsk', guests: 4, rates: [[4, '300']] });
});
afterAll(async () => {
  await api.close();
});

const R = '/api/v1/householder/reservations';
const listingOf = async (apartment: string) => (await api.db.query<{ id: string }>('select accommodation_id as id from apartments where id = $1', [apartment]))[0].id;

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, query?: Record<string, string>) {
  return api.app.inject({ method, url, headers: owner.auth, payload: payload as object, query });
}

let guests = 0;
async function book(apartmentId: string, from: string, to: string, extra: Record<string, unknown> = {}): Promise<{ id: string; clientId: string }> {
  guests += 1;
  const res = await call('POST', R, { reservation: { apartmentId, from, to, fullName: `Anna Nowak ${guests}`, email: `anna${guests}@example.pl`, pricePerNight: '300', ...extra } });
  expect(res.statusCode).toBe(201);
  return { id: res.json().data.id, clientId: res.json().data.attributes.clientId };
}

async function billTax(id: string): Promise<number> {
  const bill = (await call('GET', `${R}/${id}`)).json().data.attributes.bill;
  // the bill answers złoty; the statement grosze
  return Math.round(100 * bill.lines.filter((l: { kind: string }) => l.kind === 'tourist_tax').reduce((sum: number, l: { amount: number }) => sum + l.amount, 0));
}

describe('tourist tax (opłata miejscowa)', () => {
  const stays: string[] = [];
  let cancelled: string;
  beforeAll(async () => {
    const put = async (apartment: string, body: object) => call('PUT', `/api/v1/householder/tourist_tax/settings/${await listingOf(apartment)}`, body);
    expect((await put(sopot, { municipality: 'Gmina Miasta Sopot', rateGrosze: 350, exemptAge: 6, collector: true })).statusCode).toBe(200);
    expect((await put(sopot2, { municipality: 'Gmina Miasta Sopot', rateGrosze: 400, exemptAge: null, collector: true })).statusCode).toBe(200);
    // the Gdańsk listing's host is no collector: the guest pays the municipality, the bill has no such line
    expect((await put(gdansk, { municipality: 'Gdańsk', rateGrosze: 250, collector: false })).statusCode).toBe(200);
    stays.push((await book(sopot, '2034-03-02', '2034-03-05', { adults: 2, children: 1, childrenAges: [4] })).id);
    stays.push((await book(sopot2, '2034-03-10', '2034-03-12', { adults: 3 })).id);
    stays.push((await book(gdansk, '2034-03-10', '2034-03-12', { adults: 2 })).id);
    // checks in in April: April's statement
    stays.push((await book(sopot, '2034-04-01', '2034-04-03', { adults: 1 })).id);
    cancelled = (await book(sopot2, '2034-03-20', '2034-03-22', { adults: 2 })).id;
    expect((await call('POST', `${R}/${cancelled}/cancel`, {})).statusCode).toBe(200);
  });

  it('charges the listing’s rate per person per night, children up to the exempt age free, nothing where the host does not collect', async () => {
    expect(await billTax(stays[0])).toBe(2 * 3 * 350);
    expect(await billTax(stays[1])).toBe(3 * 2 * 400);
    expect(await billTax(stays[2])).toBe(0);
  });

  it('leaves a guest exempt by statute out of the bill, with the reason kept', async () => {
    const res = await call('PUT', `${R}/${stays[1]}/tourist_tax_exemptions`, { exemptions: [{ guest: 'Jan Nowak', reason: 'disability', note: 'orzeczenie' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.touristTaxGrosze).toBe(2 * 2 * 400);
    expect(await billTax(stays[1])).toBe(2 * 2 * 400);
    const refused = await call('PUT', `${R}/${stays[1]}/tourist_tax_exemptions`, { exemptions: [{ guest: 'X', reason: 'free_beer' }] });
    expect(refused.statusCode).toBe(422);
    // a later change of the party keeps the exemption
    const edited = await api.app.inject({ method: 'PATCH', url: `${R}/${stays[1]}`, headers: owner.auth, payload: { reservation: { adults: 4 } } });
    expect(edited.statusCode).toBe(200);
    expect(await billTax(stays[1])).toBe(3 * 2 * 400);
  });

  it('states the month per municipality as the bills charged it: stays, persons, nights, exempt and the amount', async () => {
    const res = await call('GET', '/api/v1/householder/reports/tourist_tax', undefined, { month: '2034-03' });
    expect(res.statusCode).toBe(200);
    const s = res.json().data.attributes;
    expect(s.municipalities.map((m: { municipality: string }) => m.municipality)).toEqual(['Gmina Miasta Sopot']);
    const [m] = s.municipalities;
    expect(m).toMatchObject({ stays: 2, persons: 7, nights: 5, exempt: 2, taxedPersonNights: 2 * 3 + 3 * 2, rates: [350, 400] });
    const billed = (await billTax(stays[0])) + (await billTax(stays[1]));
    expect(m.amountGrosze).toBe(billed);
    expect(s.amountGrosze).toBe(billed);
    expect(m.rows.map((r: { reservationId: string }) => r.reservationId)).toEqual([stays[0], stays[1]]);
    expect(m.rows[1].exemptions).toEqual([{ guest: 'Jan Nowak', reason: 'disability', note: 'orzeczenie' }]);

    const april = (await call('GET', '/api/v1/householder/reports/tourist_tax', undefined, { month: '2034-04' })).json().data.attributes;
    expect(april.amountGrosze).toBe(2 * 350);

    const csv = await call('GET', '/api/v1/householder/reports/tourist_tax/export', undefined, { month: '2034-03' });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.startsWith('\uFEFFGmina;Apartament;Przyjazd')).toBe(true);
    expect(csv.body).toContain('Gmina Miasta Sopot;Sopot 1;02.03.2034;05.03.2034;Anna Nowak 1;3;3;1;0;;6;21,00');
    expect(csv.body).toContain('Osoba ze znacznym stopniem niepełnosprawności lub jej opiekun');
    expect(csv.body).toContain(`Razem;;;;;;;;;;;${(billed / 100).toFixed(2).replace('.', ',')}`);
  });

  it('reminds on the desktop in the first days of the next month, linked to the statement', async () => {
    const scope = { accountId: owner.accountId, userId: owner.userId, sessionId: '', owner: true, permissions: [], apartmentIds: null };
    const early = await desktopOf(api.db, scope, new Date('2034-04-03T10:00:00Z'));
    const billed = (await billTax(stays[0])) + (await billTax(stays[1]));
    expect(early.alerts).toContainEqual({
      kind: 'tourist_tax',
      message: `Opłata miejscowa za 03.2034: zestawienie inkasenta do rozliczenia z gminą (${(billed / 100).toFixed(2).replace('.', ',')} zł).`,
      link: '/reports/tourist-tax?month=2034-03',
    });
    const late = await desktopOf(api.db, scope, new Date('2034-04-20T10:00:00Z'));
    expect(late.alerts.map((a) => a.kind)).not.toContain('tourist_tax');
  });

  it('refuses a month written otherwise in Polish', async () => {
    const res = await call('GET', '/api/v1/householder/reports/tourist_tax', undefined, { month: '03/2034' });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('Miesiąc w formacie RRRR-MM');
  });
});

describe('GUS KT-1', () => {
  let checkedIn: string;
  let channel: string;
  beforeAll(async () => {
    checkedIn = (await book(sopot, '2034-05-30', '2034-06-03', { adults: 3 })).id;
    await api.db.query(
      `insert into online_check_ins (reservation_id, account_id, arrival_time, guests) values ($1, $2, '16:00', $3::jsonb)`,
      [checkedIn, owner.accountId, JSON.stringify([{ name: 'Hans', country: 'DE', minor: false }, { name: 'Ola', country: 'PL', minor: false }])],
    );
    await book(gdansk, '2034-06-10', '2034-06-12', { adults: 2 });
    const [row] = await api.db.query<{ id: string }>(
      `insert into reservations (account_id, apartment_id, kind, from_date, to_date, full_name, adults, status) values ($1, $2, 'channel', '2034-06-20', '2034-06-23', '', 1, 'confirmed') returning id`,
      [owner.accountId, sopot2],
    );
    channel = row.id;
  });

  it('prefills June in the form’s order: capacity, then guests and nights by country, Poland first', async () => {
    const res = await call('GET', '/api/v1/householder/reports/kt1', undefined, { month: '2034-06' });
    expect(res.statusCode).toBe(200);
    const k = res.json().data.attributes;
    expect(k).toMatchObject({ required: true, units: 3, bedPlaces: 12, daysInMonth: 30, bedNightsAvailable: 360 });
    // the stay arriving on 30 May counts its guests in May, its 2 June nights per person in June (the third
    // person takes the first guest's country)
    expect(k.countries).toEqual([
      { code: 'ALL', label: 'Ogółem', guests: 3, nights: 2 * 3 + 2 * 2 + 3 },
      { code: 'PL', label: 'Polska (rezydenci)', guests: 3, nights: 2 + 4 + 3 },
      { code: 'FOREIGN', label: 'Nierezydenci (turyści zagraniczni) ogółem', guests: 0, nights: 4 },
      { code: 'DE', label: 'Niemcy', guests: 0, nights: 4 },
    ]);
    expect(k.missingCountry.map((m: { reservationId: string }) => m.reservationId)).toContain(channel);
    expect(k.missingCountry.find((m: { reservationId: string }) => m.reservationId === channel)).toMatchObject({ channel: true, persons: 1 });
    const may = (await call('GET', '/api/v1/householder/reports/kt1', undefined, { month: '2034-05' })).json().data.attributes;
    expect(may.countries.find((c: { code: string }) => c.code === 'DE')).toEqual({ code: 'DE', label: 'Niemcy', guests: 2, nights: 4 });

    const csv = (await call('GET', '/api/v1/householder/reports/kt1/export', undefined, { month: '2034-06' })).body;
    expect(csv).toContain('Liczba miejsc noclegowych;12');
    expect(csv).toContain('DE;Niemcy;0;4');
  });

  it('says KT-1 is not due below 10 bed places', async () => {
    const small = await signedInOwner(api);
    await createApartment(api.db, small.accountId, { name: 'Mały', guests: 4 });
    const res = await api.app.inject({ method: 'GET', url: '/api/v1/householder/reports/kt1', headers: small.auth, query: { month: '2034-06' } });
    expect(res.json().data.attributes).toMatchObject({ required: false, bedPlaces: 4 });
  });
});

describe('the nights report', () => {
  it('lists each rented night of an apartment with its guests, summed by source', async () => {
    await book(gdansk, '2034-07-01', '2034-07-03', { adults: 2, source: 'Booking.com' });
    await book(gdansk, '2034-07-05', '2034-07-06', { adults: 1, children: 1 });
    await api.db.query(
      `insert into reservations (account_id, apartment_id, kind, from_date, to_date, full_name, adults, status) values ($1, $2, 'channel', '2034-07-30', '2034-08-02', '', 1, 'confirmed')`,
      [owner.accountId, gdansk],
    );
    const res = await call('GET', '/api/v1/householder/reports/nights', undefined, { month: '2034-07', apartmentId: gdansk });
    expect(res.statusCode).toBe(200);
    const [a] = res.json().data.attributes.apartments;
    expect(a.apartmentName).toBe('Gdańsk 1');
    expect(a.days).toHaveLength(31);
    expect(a.totals).toEqual({
      own: { nights: 1, guestNights: 2, stays: 1 },
      booking: { nights: 2, guestNights: 4, stays: 1 },
      airbnb: { nights: 0, guestNights: 0, stays: 0 },
      channel: { nights: 2, guestNights: 2, stays: 1 },
    });
    expect(a.nights).toBe(5);
    const csv = (await call('GET', '/api/v1/householder/reports/nights/export', undefined, { month: '2034-07', apartmentId: gdansk })).body;
    expect(csv).toContain('Gdańsk 1;01.07.2034;Booking.com;2');
    expect(csv).toContain('Gdańsk 1;Importowane z kanałów;1;2;2');
  });
});

describe('RODO', () => {
  async function invoiceFor(reservationId: string, issueDate: string): Promise<string> {
    const [row] = await api.db.query<{ id: string }>(
      `insert into invoices (account_id, series, period, seq, number, reservation_id, issue_date, sale_date, due_date, payment_method, seller, buyer_name, buyer_address, buyer_email, lines, net_total, vat_total, gross_total)
       values ($1, 'FV', $2, 1, $3, $4, $5, $5, $5, 'cash', '{}'::jsonb, 'Anna Nowak', 'Długa 1, Sopot', 'anna@example.pl', '[]'::jsonb, 100, 0, 100) returning id`,
      [owner.accountId, issueDate.slice(0, 7), `FV/${Math.random()}`, reservationId, issueDate],
    );
    return row.id;
  }

  it('anonymises at night the guests whose last stay ended past the retention, keeping their invoices, and logs counts only', async () => {
    const old = await book(gdansk, '2022-02-01', '2022-02-03');
    await api.db.query(`insert into messages (account_id, reservation_id, author, body) values ($1, $2, 'guest', 'Mój numer to 600 100 200')`, [owner.accountId, old.id]);
    const keptInvoice = await invoiceFor(old.id, '2022-02-03');
    const recent = await book(gdansk, '2025-02-01', '2025-02-03');
    expect((await call('PUT', '/api/v1/householder/privacy_settings', { retentionMonths: 36 })).statusCode).toBe(200);

    // the nightly run, as its cron queues it
    await api.app.jobs.send(RETENTION_JOB, {});
    expect(await api.app.jobs.runDue(RETENTION_JOB)).toBe(1);

    const [client] = await api.db.query<{ full_name: string; email: string; anonymised_at: Date | null }>('select full_name, email, anonymised_at from clients where id = $1', [old.clientId]);
    expect(client).toMatchObject({ full_name: ANONYMISED_NAME, email: '' });
    expect(client.anonymised_at).not.toBeNull();
    const [stay] = await api.db.query<{ full_name: string; email: string }>('select full_name, email from reservations where id = $1', [old.id]);
    expect(stay).toEqual({ full_name: ANONYMISED_NAME, email: '' });
    const [message] = await api.db.query<{ body: string }>('select body from messages where reservation_id = $1', [old.id]);
    expect(message.body).not.toContain('600 100 200');
    // the invoice is kept whole: 2022's tax year ends 31.12.2022, kept 5 years after
    const [invoice] = await api.db.query<{ buyer_name: string; buyer_address: string }>('select buyer_name, buyer_address from invoices where id = $1', [keptInvoice]);
    expect(invoice).toEqual({ buyer_name: 'Anna Nowak', buyer_address: 'Długa 1, Sopot' });
    // a guest of 2025 is still within 3 years
    const [recentClient] = await api.db.query<{ full_name: string }>('select full_name from clients where id = $1', [recent.clientId]);
    expect(recentClient.full_name).toMatch(/^Anna Nowak \d+$/);

    const settings = (await call('GET', '/api/v1/householder/privacy_settings')).json().data.attributes;
    expect(settings.retentionMonths).toBe(36);
    const run = settings.log.find((l: { action: string }) => l.action === 'retention');
    expect(run.details).toMatchObject({ clients: 1, reservations: 1, messages: 1 });
    expect(JSON.stringify(settings.log)).not.toMatch(/Anna|Nowak|600 100 200/);
  });

  it('refuses a retention outside 12 to 120 months in Polish', async () => {
    const res = await call('PUT', '/api/v1/householder/privacy_settings', { retentionMonths: 3 });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('Okres przechowywania');
  });

  it('gives a guest’s data as one JSON file, then erases it on request, the invoice kept', async () => {
    const guest = await book(sopot2, '2034-09-01', '2034-09-03');
    await api.db.query(`insert into messages (account_id, reservation_id, author, body) values ($1, $2, 'guest', 'Dzień dobry, będę o 18')`, [owner.accountId, guest.id]);
    const invoiceId = await invoiceFor(guest.id, '2034-09-03');
    const res = await call('GET', `/api/v1/householder/clients/${guest.clientId}/personal_data`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="dane-goscia-/);
    const data = res.json();
    expect(data.client.full_name).toMatch(/^Anna Nowak \d+$/);
    expect(data.reservations.map((r: { id: string }) => r.id)).toEqual([guest.id]);
    expect(data.messages[0].body).toBe('Dzień dobry, będę o 18');
    expect(data.invoices.map((i: { id: string }) => i.id)).toEqual([invoiceId]);
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['reviews', 'checkIns', 'payments']));

    const erased = await call('POST', `/api/v1/householder/clients/${guest.clientId}/anonymise`, {});
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data.attributes).toMatchObject({ clients: 1, reservations: 1, messages: 1 });
    const after = (await call('GET', `/api/v1/householder/clients/${guest.clientId}/personal_data`)).json();
    expect(after.client).toMatchObject({ full_name: ANONYMISED_NAME, email: '', phone_number: '' });
    expect(after.messages[0].body).not.toContain('18');
    expect(after.invoices[0].buyer_name).toBe('Anna Nowak');
    const log = (await call('GET', '/api/v1/householder/privacy_settings')).json().data.attributes.log;
    expect(log.slice(0, 3).map((l: { action: string }) => l.action)).toEqual(['guest_export', 'guest_erasure', 'guest_export']);
    expect(JSON.stringify(log)).not.toMatch(/Anna|Nowak/);
  });

  it('exports the whole account as a ZIP of CSV and JSON', async () => {
    const res = await call('GET', '/api/v1/householder/account_export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['reservations.csv', 'reservations.json', 'clients.csv', 'invoices.json', 'messages.csv', 'README.txt']));
    const reservations = JSON.parse(strFromU8(files['reservations.json']));
    const [{ n }] = await api.db.query<{ n: number }>('select count(*)::int as n from reservations where account_id = $1', [owner.accountId]);
    expect(reservations).toHaveLength(n);
    expect(strFromU8(files['apartments.csv'])).toContain('Gdańsk 1');
    // nothing of another account
    const other = await signedInOwner(api);
    const otherZip = unzipSync(new Uint8Array((await api.app.inject({ method: 'GET', url: '/api/v1/householder/account_export', headers: other.auth })).rawPayload));
    expect(JSON.parse(strFromU8(otherZip['reservations.json']))).toEqual([]);
  });
});
