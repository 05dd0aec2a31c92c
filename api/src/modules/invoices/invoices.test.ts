import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { hashPassword } from '../../lib/passwords';
import { openSession } from '../session';
import { processOutbox } from '../mail';
import { seedDemo } from '../../demo';
import { isValidNip } from '@gospodarz/contracts';

jest.setTimeout(120_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

type Owner = Awaited<ReturnType<typeof signedInOwner>>;
const URL = '/api/v1/householder/invoices';
const SCHEMA = path.resolve(__dirname, '../../../../../shared/ksef/FA3/schemat.xsd');

const seller = {
  sellerName: 'Apartamenty Bałtyckie Żaneta Łęcka',
  sellerStreet: 'ul. Morska 1',
  sellerZipCode: '81-701',
  sellerCity: 'Sopot',
  sellerNip: '5260001246',
  placeOfIssue: 'Sopot',
};

async function setup(settings: Record<string, unknown> = {}) {
  const owner = await signedInOwner(api);
  const res = await api.app.inject({
    method: 'PUT',
    url: '/api/v1/householder/invoice_settings',
    headers: owner.auth,
    payload: { invoiceSettings: { ...seller, ...settings } },
  });
  expect(res.statusCode).toBe(200);
  const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski', rates: [[2, '300']] });
  return { owner, apartment };
}

async function reservationOf(owner: Owner, apartment: string, stay: Record<string, unknown> = {}) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/v1/householder/reservations',
    headers: owner.auth,
    payload: {
      reservation: {
        fullName: 'Jan Kowalski',
        email: 'jan@example.pl',
        phoneNumber: '501 234 567',
        guestAddress: 'ul. Długa 5, 80-001 Gdańsk',
        adults: 2,
        apartmentId: apartment,
        from: '2030-03-01',
        to: '2030-03-04',
        pricePerNight: '324',
        paymentStatus: 'paid',
        ...stay,
      },
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

const lines = [
  { description: 'Usługa noclegowa', quantity: '1', unit: 'doba', netPrice: '10.05', vatRate: '8' },
  { description: 'Usługa noclegowa', quantity: '1', unit: 'doba', netPrice: '10,05', vatRate: '8' },
  { description: 'Parking', quantity: 2, unit: 'szt.', netPrice: '12.50', vatRate: '23' },
  { description: 'Śniadanie', quantity: '1,5', unit: 'szt.', netPrice: '33.33', vatRate: '23' },
];

function issue(owner: Owner, invoice: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: URL, headers: owner.auth, payload: { invoice } });
}

const buyer = { buyerName: 'Firma Żółw Sp. z o.o.', buyerAddress: 'ul. Łąkowa 3, 00-950 Warszawa', buyerNip: '123-456-32-18', buyerEmail: 'faktury@zolw.pl' };

function validate(xml: string): string {
  const file = path.join(os.tmpdir(), `fa3-${process.pid}-${Math.random().toString(36).slice(2)}.xml`);
  fs.writeFileSync(file, xml);
  try {
    return execFileSync('xmllint', ['--noout', '--schema', SCHEMA, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`FA(3) invalid: ${(error as { stderr?: string }).stderr ?? error}\n${xml}`);
  } finally {
    fs.unlinkSync(file);
  }
}

/** A co-host of the owner's account with these permissions ('{invoices}') and the apartment shared with them. */
async function coHostOf(owner: Owner, apartment: string, permissions: string) {
  const [{ id }] = await api.db.query<{ id: string }>(
    `insert into users (account_id, email, password_hash, first_name, owner, permissions) values ($1, $2, $3, 'Ewa', false, $4) returning id`,
    [owner.accountId, `co-${Math.random().toString(36).slice(2, 8)}@example.pl`, await hashPassword('Haslo-wspolgospodarza-1'), permissions],
  );
  await api.db.query('insert into co_host_apartments (user_id, apartment_id, account_id) values ($1, $2, $3)', [id, apartment, owner.accountId]);
  return { authorization: `Bearer ${await openSession(api.db, id)}` };
}

async function exportXml(owner: Owner, id: string) {
  const res = await api.app.inject({ method: 'POST', url: `${URL}/${id}/xml`, headers: owner.auth });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/xml/);
  validate(res.body);
  return res.body;
}

describe('issuing an invoice', () => {
  it('computes VAT per rate on the sum of the nets (worked by hand) and numbers it from the pattern', async () => {
    const { owner } = await setup();
    const res = await issue(owner, { ...buyer, issueDate: '2030-03-05', saleDate: '2030-03-04', paymentMethod: 'transfer', lines });
    expect(res.statusCode).toBe(201);
    const a = res.json().data.attributes;
    expect(a.number).toBe('FV/1/03/2030');
    expect(a.lines.map((l: { netValue: string }) => l.netValue)).toEqual(['10.05', '10.05', '25.00', '50.00']);
    // 8 %: 20.10 × 8 % = 1.608 → 1.61 (rounded once on the rate's sum, not 0.80 + 0.80); 23 %: 75.00 × 23 % = 17.25
    expect(a.totals).toEqual({
      rates: [
        { vatRate: '23', net: '75.00', vat: '17.25', gross: '92.25' },
        { vatRate: '8', net: '20.10', vat: '1.61', gross: '21.71' },
      ],
      net: '95.10',
      vat: '18.86',
      gross: '113.96',
    });
    expect(a.amountInWords).toBe('sto trzynaście złotych dziewięćdziesiąt sześć groszy');
    expect(a.buyer).toEqual({ name: 'Firma Żółw Sp. z o.o.', address: 'ul. Łąkowa 3, 00-950 Warszawa', nip: '1234563218', email: 'faktury@zolw.pl' });
    expect(a.seller).toMatchObject({ name: seller.sellerName, nip: '5260001246', city: 'Sopot' });
    expect(a.dueDate).toBe('2030-03-19');
    expect(a).toMatchObject({ editable: true, deleteRefusal: null, status: 'Nieopłacona', amountToPay: '113.96', booked: '2030-03-05' });
    await exportXml(owner, res.json().data.id);
  });

  it("issues 'zw' invoices with the exemption's legal basis, and refuses 'zw' without one", async () => {
    const payer = await setup();
    const refused = await issue(payer.owner, { ...buyer, lines: [{ description: 'Nocleg', quantity: 2, netPrice: '200', vatRate: 'zw' }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['lines[0].vatRate']).toEqual(['Stawka „zw” wymaga podstawy zwolnienia z VAT w ustawieniach faktur']);

    const { owner } = await setup({ vatExemption: 'art113' });
    const res = await issue(owner, { ...buyer, buyerNip: '', issueDate: '2030-03-05', lines: [{ description: 'Nocleg', quantity: 2, netPrice: '200', vatRate: 'zw' }] });
    expect(res.statusCode).toBe(201);
    const a = res.json().data.attributes;
    expect(a.vatExemption).toBe('art113');
    expect(a.totals).toEqual({ rates: [{ vatRate: 'zw', net: '400.00', vat: '0.00', gross: '400.00' }], net: '400.00', vat: '0.00', gross: '400.00' });
    const xml = await exportXml(owner, res.json().data.id);
    expect(xml).toContain('<P_13_7>400.00</P_13_7>');
    expect(xml).toContain('<P_19>1</P_19><P_19A>art. 113 ust. 1 ustawy');
    expect(xml).toContain('<BrakID>1</BrakID>');
  });

  it('names every wrong field in Polish: a wrong NIP, an empty line, a negative quantity, a sale date far from the stay', async () => {
    const { owner, apartment } = await setup();
    const reservationId = await reservationOf(owner, apartment);
    const res = await issue(owner, {
      reservationId,
      buyerName: ' ',
      buyerAddress: 'Gdańsk',
      buyerNip: '1234567890',
      saleDate: '2030-06-30',
      issueDate: '2030-07-01',
      lines: [
        { description: '', quantity: '1', netPrice: '100', vatRate: '8' },
        { description: 'Parking', quantity: '-2', netPrice: 'abc', vatRate: '22' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      saleDate: ['Data sprzedaży jest zbyt odległa od terminu pobytu'],
      buyerName: ['Pole jest wymagane'],
      buyerNip: ['Nieprawidłowy NIP'],
      'lines[0].description': ['Podaj nazwę usługi'],
      'lines[1].quantity': ['Ilość musi być większa od zera'],
      'lines[1].netPrice': ['Podaj kwotę netto, np. 250 lub 250,50'],
      'lines[1].vatRate': ['Wybierz jedną z dostępnych wartości'],
    });
    const none = await issue(owner, { ...buyer, lines: [] });
    expect(none.json().errors.lines).toEqual(['Dodaj co najmniej jedną pozycję']);
  });

  it('refuses to issue while the seller data are missing from the settings', async () => {
    const owner = await signedInOwner(api);
    const res = await issue(owner, { ...buyer, lines });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Uzupełnij dane sprzedawcy/);
  });

  it("drafts from a reservation (buyer, nights × price, dates, payment status) and marks the reservation 'Wystawiona'", async () => {
    const { owner, apartment } = await setup();
    const reservationId = await reservationOf(owner, apartment);
    const draft = await api.app.inject({ method: 'GET', url: `${URL}/draft?reservationId=${reservationId}&issueDate=2030-03-04`, headers: owner.auth });
    expect(draft.statusCode).toBe(200);
    const d = draft.json().data;
    // the stay costs 3 × 324 = 972 gross; at 8 % that is 900 net, priced by gross as the guest pays it
    expect(d).toMatchObject({
      number: 'FV/1/03/2030',
      buyerName: 'Jan Kowalski',
      buyerAddress: 'ul. Długa 5, 80-001 Gdańsk',
      buyerEmail: 'jan@example.pl',
      saleDate: '2030-03-04',
      paymentStatus: 'paid',
      priceBasis: 'gross',
      lines: [{ description: 'Usługa noclegowa (Apartament Morski)', quantity: '3', unit: 'doba', grossPrice: '324.00', vatRate: '8' }],
    });
    const res = await issue(owner, {
      reservationId,
      buyerName: d.buyerName,
      buyerAddress: d.buyerAddress,
      issueDate: '2030-03-04',
      priceBasis: d.priceBasis,
      lines: d.lines,
      paymentStatus: 'paid',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.totals).toMatchObject({ net: '900.00', vat: '72.00', gross: '972.00' });
    expect(res.json().data.attributes).toMatchObject({ reservationId, apartmentName: 'Apartament Morski', stayFrom: '2030-03-01', stayTo: '2030-03-04', status: 'Opłacona' });
    const reservation = await api.app.inject({ method: 'GET', url: `/api/v1/householder/reservations/${reservationId}`, headers: owner.auth });
    expect(reservation.json().data.attributes.invoiceIssued).toBe(true);
  });
});

describe("an invoice for a stay totals the stay's price", () => {
  // Priced by net, 2 nights for 400,00 zł at 8 % came to 2 × 185,19 net = 400,01 zł, and no net price at all makes a
  // 200,00 zł night (185,18 → 199,99 zł; 185,19 → 200,01 zł): the draft prices the nights by gross.
  it.each([
    { nights: ['2030-05-01', '2030-05-03'], pricePerNight: '200', total: '400.00', lines: [['2', '200.00']], vat: '29.63' },
    { nights: ['2030-05-10', '2030-05-11'], pricePerNight: '200', total: '200.00', lines: [['1', '200.00']], vat: '14.81' },
    // a total that does not divide by the nights: the remainder on the last night
    { nights: ['2030-05-20', '2030-05-23'], pricePerNight: '333.33', total: '1000.00', lines: [['2', '333.33'], ['1', '333.34']], vat: '74.07' },
  ])('$total for $lines.length line(s): issued from the draft, its gross is the stay total to the grosz', async ({ nights: [from, to], pricePerNight, total, lines: expected, vat }) => {
    const { owner, apartment } = await setup();
    const reservationId = await reservationOf(owner, apartment, { from, to, pricePerNight });
    await api.db.query('update reservations set total_price = $2 where id = $1', [reservationId, total]);
    const draft = await api.app.inject({ method: 'GET', url: `${URL}/draft?reservationId=${reservationId}&issueDate=${to}`, headers: owner.auth });
    const d = draft.json().data;
    const res = await issue(owner, { reservationId, buyerName: d.buyerName, buyerAddress: d.buyerAddress, issueDate: to, priceBasis: d.priceBasis, lines: d.lines });
    expect(res.statusCode).toBe(201);
    const a = res.json().data.attributes;
    expect(a.totals.gross).toBe(total);
    expect(a.amountToPay).toBe(total);
    expect(a.totals.vat).toBe(vat);
    expect(a.priceBasis).toBe('gross');
    expect(a.lines.map((l: { quantity: string; grossPrice: string; netPrice: null }) => [l.quantity, l.grossPrice, l.netPrice])).toEqual(expected.map(([q, p]) => [q, p, null]));
    // FA(3) states gross prices (P_9B, P_11A), the nets and VAT per rate, and the gross due
    const xml = await exportXml(owner, res.json().data.id);
    expect(xml).toContain(`<P_9B>${expected[0][1]}</P_9B>`);
    expect(xml).toContain(`<P_14_2>${vat}</P_14_2><P_15>${total}</P_15>`);
    expect(xml).not.toContain('<P_9A>');
  });

  it("puts the stay's cleaning fee on a line of its own at the accommodation's rate, and leaves the tourist tax off", async () => {
    const { owner, apartment } = await setup();
    const reservationId = await reservationOf(owner, apartment, { from: '2030-06-01', to: '2030-06-04', pricePerNight: '300' });
    // 3 nights × 300 zł, cleaning 80 zł, tourist tax 2 adults × 3 nights × 2,50 zł = 15 zł (paid to the municipality)
    await api.db.query("update reservations set total_price = '900.00', cleaning_fee = '80.00', tourist_tax = '15.00' where id = $1", [reservationId]);
    const d = (await api.app.inject({ method: 'GET', url: `${URL}/draft?reservationId=${reservationId}&issueDate=2030-06-04`, headers: owner.auth })).json().data;
    expect(d.lines).toEqual([
      { description: 'Usługa noclegowa (Apartament Morski)', quantity: '3', unit: 'doba', grossPrice: '300.00', vatRate: '8' },
      { description: 'Sprzątanie', quantity: '1', unit: 'usł.', grossPrice: '80.00', vatRate: '8' },
    ]);
    const res = await issue(owner, { reservationId, buyerName: d.buyerName, buyerAddress: d.buyerAddress, issueDate: '2030-06-04', priceBasis: d.priceBasis, lines: d.lines });
    expect(res.statusCode).toBe(201);
    // 980 zł gross at 8 %: VAT = 980 × 8 / 108 = 72,59; net 907,41 — the stay and its cleaning, without the tax
    expect(res.json().data.attributes.totals).toMatchObject({ net: '907.41', vat: '72.59', gross: '980.00' });
  });

  it('reads gross prices, names a missing one in Polish, and keeps the basis through an edit and a correction', async () => {
    const { owner } = await setup();
    const missing = await issue(owner, { ...buyer, priceBasis: 'gross', lines: [{ description: 'Parking', quantity: 1, unit: 'szt.', netPrice: '10', vatRate: '23' }] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors['lines[0].grossPrice']).toEqual(['Podaj kwotę brutto, np. 250 lub 250,50']);
    // gross prices with no basis named are read by gross
    const created = await issue(owner, { ...buyer, issueDate: '2030-03-05', lines: [{ description: 'Parking', quantity: 2, unit: 'szt.', grossPrice: '25,50', vatRate: '23' }] });
    expect(created.statusCode).toBe(201);
    // 51.00 × 23 / 123 = 9.5366 → 9.54
    expect(created.json().data.attributes.totals).toMatchObject({ net: '41.46', vat: '9.54', gross: '51.00' });
    const id = created.json().data.id;
    const edited = await api.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers: owner.auth, payload: { invoice: { buyerName: 'Firma Żółw S.A.' } } });
    expect(edited.json().data.attributes).toMatchObject({ priceBasis: 'gross', totals: { gross: '51.00' } });
    const switched = await api.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers: owner.auth, payload: { invoice: { priceBasis: 'net' } } });
    expect(switched.statusCode).toBe(422);
    expect(switched.json().errors.lines).toEqual(['Podaj pozycje w cenach netto']);
    // one parking place refunded: 25,50 zł back, VAT 4,77 of it (25.50 × 23 / 123 = 4.768)
    const correction = await api.app.inject({
      method: 'POST',
      url: `${URL}/${id}/corrections`,
      headers: owner.auth,
      payload: { correction: { reason: 'Zwrot za jedno miejsce', issueDate: '2030-03-10', lines: [{ description: 'Parking', quantity: 1, unit: 'szt.', grossPrice: '25.50', vatRate: '23' }] } },
    });
    expect(correction.statusCode).toBe(201);
    expect(correction.json().data.attributes.correction.difference).toMatchObject({ net: '-20.73', vat: '-4.77', gross: '-25.50' });
    await exportXml(owner, correction.json().data.id);
  });
});

describe('numbering', () => {
  it('gives 50 concurrent issues 50 distinct consecutive numbers, none skipped', async () => {
    const { owner } = await setup();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => issue(owner, { ...buyer, issueDate: '2030-05-10', lines: [lines[0]] })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const numbers = results.map((r) => Number(r.json().data.attributes.number.split('/')[1])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('restarts with the month, keeps each month gap-free, and gives back the number of a deleted last invoice', async () => {
    const { owner } = await setup();
    const number = async (issueDate: string) => {
      const res = await issue(owner, { ...buyer, issueDate, lines: [lines[0]] });
      expect(res.statusCode).toBe(201);
      return res.json().data as { id: string; attributes: { number: string } };
    };
    expect((await number('2030-01-31')).attributes.number).toBe('FV/1/01/2030');
    const second = await number('2030-01-31');
    expect(second.attributes.number).toBe('FV/2/01/2030');
    expect((await number('2030-02-01')).attributes.number).toBe('FV/1/02/2030');
    expect((await number('2030-02-01')).attributes.number).toBe('FV/2/02/2030');

    // January's last invoice may go (never sent): its number is given back
    const deleted = await api.app.inject({ method: 'DELETE', url: `${URL}/${second.id}`, headers: owner.auth });
    expect(deleted.statusCode).toBe(204);
    expect((await number('2030-01-31')).attributes.number).toBe('FV/2/01/2030');
  });

  it('refuses to delete an invoice that is not the last of its series', async () => {
    const { owner } = await setup();
    const first = (await issue(owner, { ...buyer, issueDate: '2030-04-01', lines: [lines[0]] })).json().data;
    await issue(owner, { ...buyer, issueDate: '2030-04-02', lines: [lines[0]] });
    expect(first.attributes.deleteRefusal).toBeNull();
    const res = await api.app.inject({ method: 'DELETE', url: `${URL}/${first.id}`, headers: owner.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/tylko ostatnią fakturę w serii/);
  });
});

describe('after sending', () => {
  it('e-mails the PDF through the outbox, then refuses edits and deletion: a correction is needed', async () => {
    const { owner } = await setup();
    const id = (await issue(owner, { ...buyer, issueDate: '2030-03-05', lines })).json().data.id;
    const edited = await api.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers: owner.auth, payload: { invoice: { buyerName: 'Firma Żółw S.A.' } } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.attributes.buyer.name).toBe('Firma Żółw S.A.');
    expect(edited.json().data.attributes.number).toBe('FV/1/03/2030');

    const sent = await api.app.inject({ method: 'POST', url: `${URL}/${id}/send`, headers: owner.auth, payload: {} });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.attributes).toMatchObject({ sentTo: 'faktury@zolw.pl', editable: false });
    expect(sent.json().data.attributes.deleteRefusal).toMatch(/wystaw fakturę korygującą/);
    const [mail] = await api.db.query<{ id: string; subject: string; text_body: string }>(
      `select id, subject, text_body from outbox_emails where account_id = $1 and kind = 'invoice'`,
      [owner.accountId],
    );
    expect(mail.subject).toBe(`Faktura FV/1/03/2030 – ${seller.sellerName}`);
    expect(mail.text_body).toContain('Kwota brutto: 113,96 zł');
    const [file] = await api.db.query<{ filename: string; content: Uint8Array }>('select filename, content from outbox_attachments where email_id = $1', [mail.id]);
    expect(file.filename).toBe('Faktura FV-1-03-2030.pdf');
    expect(Buffer.from(file.content).subarray(0, 5).toString()).toBe('%PDF-');

    const refused = await api.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers: owner.auth, payload: { invoice: { buyerName: 'Inna' } } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/fakturą korygującą/);
    const deleted = await api.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: owner.auth });
    expect(deleted.statusCode).toBe(409);

    // the outbox delivers it (logged without SMTP) and keeps no file afterwards
    await processOutbox(api.app);
    expect(await api.db.query('select 1 from outbox_attachments where email_id = $1', [mail.id])).toHaveLength(0);
  });

  it('refuses to send without an e-mail address', async () => {
    const { owner } = await setup();
    const id = (await issue(owner, { ...buyer, buyerEmail: '', lines })).json().data.id;
    const res = await api.app.inject({ method: 'POST', url: `${URL}/${id}/send`, headers: owner.auth, payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Podaj adres e-mail nabywcy'] });
  });
});

describe('corrections', () => {
  it('holds the reason, the corrected invoice and the differences, numbered in their own series, valid FA(3)', async () => {
    const { owner } = await setup();
    const original = (
      await issue(owner, { ...buyer, issueDate: '2030-03-05', lines: [{ description: 'Usługa noclegowa', quantity: 3, unit: 'doba', netPrice: '300', vatRate: '8' }] })
    ).json().data;
    await exportXml(owner, original.id);
    const ksef = await api.app.inject({
      method: 'PATCH',
      url: `${URL}/${original.id}/ksef_number`,
      headers: owner.auth,
      payload: { ksefNumber: '5260001246-20300305-0123456789AB-CD' },
    });
    expect(ksef.statusCode).toBe(200);
    const badKsef = await api.app.inject({ method: 'PATCH', url: `${URL}/${original.id}/ksef_number`, headers: owner.auth, payload: { ksefNumber: '123' } });
    expect(badKsef.statusCode).toBe(422);

    const res = await api.app.inject({
      method: 'POST',
      url: `${URL}/${original.id}/corrections`,
      headers: owner.auth,
      payload: {
        correction: {
          reason: 'Skrócenie pobytu o jedną dobę',
          issueDate: '2030-03-10',
          lines: [
            { description: 'Usługa noclegowa', quantity: 2, unit: 'doba', netPrice: '300', vatRate: '8' },
            { description: 'Parking', quantity: 1, unit: 'szt.', netPrice: '50', vatRate: '23' },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const c = res.json().data.attributes;
    expect(c.kind).toBe('correction');
    expect(c.number).toBe('KOR/1/03/2030');
    expect(c.correction).toMatchObject({
      reason: 'Skrócenie pobytu o jedną dobę',
      invoiceId: original.id,
      invoiceNumber: 'FV/1/03/2030',
      invoiceIssueDate: '2030-03-05',
      invoiceKsefNumber: '5260001246-20300305-0123456789AB-CD',
      totalsBefore: { net: '900.00', vat: '72.00', gross: '972.00' },
      difference: {
        rates: [
          { vatRate: '23', net: '50.00', vat: '11.50', gross: '61.50' },
          { vatRate: '8', net: '-300.00', vat: '-24.00', gross: '-324.00' },
        ],
        net: '-250.00',
        vat: '-12.50',
        gross: '-262.50',
      },
    });
    expect(c.amountToPay).toBe('-262.50');
    expect(c.amountInWords).toBe('minus dwieście sześćdziesiąt dwa złote pięćdziesiąt groszy');
    const xml = await exportXml(owner, res.json().data.id);
    expect(xml).toContain('<RodzajFaktury>KOR</RodzajFaktury><PrzyczynaKorekty>Skrócenie pobytu o jedną dobę</PrzyczynaKorekty>');
    expect(xml).toContain('<NrKSeF>1</NrKSeF><NrKSeFFaKorygowanej>5260001246-20300305-0123456789AB-CD</NrKSeFFaKorygowanej>');
    expect(xml).toContain('<P_15>-262.50</P_15>');

    const corrected = await api.app.inject({ method: 'GET', url: `${URL}/${original.id}`, headers: owner.auth });
    expect(corrected.json().data.attributes.corrections).toEqual([{ id: res.json().data.id, number: 'KOR/1/03/2030', issueDate: '2030-03-10' }]);
    const noReason = await api.app.inject({ method: 'POST', url: `${URL}/${original.id}/corrections`, headers: owner.auth, payload: { correction: { reason: '' } } });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Podaj przyczynę korekty']);
  });
});

describe('the PDF', () => {
  it('prints the seller, the buyer, the number, Polish letters and the gross total', async () => {
    const { owner } = await setup();
    const id = (await issue(owner, { ...buyer, issueDate: '2030-03-05', lines })).json().data.id;
    const res = await api.app.inject({ method: 'GET', url: `${URL}/${id}/pdf`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = path.join(os.tmpdir(), `invoice-${process.pid}.pdf`);
    fs.writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    fs.unlinkSync(file);
    expect(text).toContain('Faktura VAT nr FV/1/03/2030');
    expect(text).toContain('Apartamenty Bałtyckie Żaneta Łęcka');
    expect(text).toContain('Firma Żółw Sp. z o.o.');
    expect(text).toContain('NIP: 123 456321 8');
    expect(text).toContain('113,96 zł');
    expect(text).toContain('Słownie: sto trzynaście złotych dziewięćdziesiąt sześć groszy');
    expect(text).toMatch(/ł/);
    expect(text).toMatch(/ż/);
  });
});

describe('the list and access', () => {
  it('filters by month, status and amount, pages by 15 and sums the month', async () => {
    const { owner } = await setup();
    for (let i = 0; i < 16; i++) await issue(owner, { ...buyer, issueDate: '2030-03-05', lines: [lines[2]] });
    const paid = (await issue(owner, { ...buyer, buyerName: 'Anna Nowak', issueDate: '2030-03-06', lines: [lines[3]] })).json().data.id;
    await api.app.inject({ method: 'PATCH', url: `${URL}/${paid}/status`, headers: owner.auth, payload: { status: 'paid' } });
    await issue(owner, { ...buyer, issueDate: '2030-04-01', lines: [lines[3]] });

    const march = await api.app.inject({ method: 'GET', url: `${URL}?month=3&year=2030`, headers: owner.auth });
    expect(march.json().pagination).toEqual({ page: 1, perPage: 15, pages: 2, count: 17 });
    expect(march.json().data[0].attributes.fullName).toBe('Anna Nowak');
    // 16 × 30.75 + 61.50
    expect(march.json().meta.totals).toEqual([{ currency: 'PLN', net: '450.00', vat: '103.50', gross: '553.50', count: 17 }]);

    const filtered = await api.app.inject({ method: 'GET', url: `${URL}?month=3&year=2030&status=paid&grossFrom=60&grossTo=70,00`, headers: owner.auth });
    expect(filtered.json().data.map((d: { id: string }) => d.id)).toEqual([paid]);
    expect(filtered.json().data[0].attributes.paymentStatus).toBe('paid');
    const bad = await api.app.inject({ method: 'GET', url: `${URL}?issueDateFrom=03/10/2030&issueDateTo=03/01/2030`, headers: owner.auth });
    expect(bad.statusCode).toBe(422);
  });

  it("keeps other accounts' invoices and, for a co-host, other apartments' and the permission's", async () => {
    const { owner, apartment } = await setup();
    const other = await createApartment(api.db, owner.accountId, { name: 'Studio Wawel' });
    const mine = (await issue(owner, { ...buyer, issueDate: '2030-03-04', reservationId: await reservationOf(owner, apartment), lines })).json().data.id;
    const theirs = (await issue(owner, { ...buyer, issueDate: '2030-03-04', reservationId: await reservationOf(owner, other), lines })).json().data.id;
    const loose = (await issue(owner, { ...buyer, lines })).json().data.id;

    const stranger = await signedInOwner(api);
    expect((await api.app.inject({ method: 'GET', url: `${URL}/${mine}`, headers: stranger.auth })).statusCode).toBe(404);

    const coHost = (permissions: string) => coHostOf(owner, apartment, permissions);
    const helper = await coHost('{invoices}');
    const list = await api.app.inject({ method: 'GET', url: URL, headers: helper });
    expect(list.json().data.map((d: { id: string }) => d.id)).toEqual([mine]);
    expect((await api.app.inject({ method: 'GET', url: `${URL}/${theirs}`, headers: helper })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: `${URL}/${loose}`, headers: helper })).statusCode).toBe(404);
    const withoutPermission = await coHost('{reservations}');
    expect((await api.app.inject({ method: 'GET', url: URL, headers: withoutPermission })).statusCode).toBe(403);
  });
});

describe('a co-host with the invoices permission', () => {
  const counter = async (owner: Owner) =>
    (await api.db.query<{ last_number: number }>('select last_number from invoice_counters where account_id = $1', [owner.accountId]))[0]?.last_number ?? 0;
  const count = async (owner: Owner) => (await api.db.query<{ n: number }>('select count(*)::int as n from invoices where account_id = $1', [owner.accountId]))[0].n;

  it('is asked for a reservation instead of issuing an invoice of no apartment: no 500, nothing written, the numbering unchanged', async () => {
    const { owner, apartment } = await setup();
    await issue(owner, { ...buyer, issueDate: '2030-03-05', lines });
    const helper = await coHostOf(owner, apartment, '{invoices}');
    const before = { counter: await counter(owner), count: await count(owner) };

    for (const reservationId of [undefined, null]) {
      const res = await api.app.inject({ method: 'POST', url: URL, headers: helper, payload: { invoice: { ...buyer, issueDate: '2030-03-05', reservationId, lines } } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Współgospodarz wystawia faktury tylko do rezerwacji w udostępnionych mu apartamentach: wybierz rezerwację.',
        errors: { reservationId: ['Wybierz rezerwację w udostępnionym Ci apartamencie'] },
      });
    }
    expect({ counter: await counter(owner), count: await count(owner) }).toEqual(before);
    // the owner's next invoice takes the next number: none was used up
    expect((await issue(owner, { ...buyer, issueDate: '2030-03-05', lines })).json().data.attributes.number).toBe('FV/2/03/2030');

    // with a reservation of the shared apartment the co-host issues it, sees it, and cannot drop the reservation
    const stay = await reservationOf(owner, apartment);
    const theirs = await api.app.inject({ method: 'POST', url: URL, headers: helper, payload: { invoice: { ...buyer, issueDate: '2030-03-05', reservationId: stay, lines } } });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.attributes.number).toBe('FV/3/03/2030');
    const id = theirs.json().data.id;
    expect((await api.app.inject({ method: 'GET', url: `${URL}/${id}`, headers: helper })).statusCode).toBe(200);
    const dropped = await api.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers: helper, payload: { invoice: { reservationId: null } } });
    expect(dropped.statusCode).toBe(422);
    expect(dropped.json().errors).toEqual({ reservationId: ['Wybierz rezerwację w udostępnionym Ci apartamencie'] });
    const kept = await api.app.inject({ method: 'GET', url: `${URL}/${id}`, headers: helper });
    expect(kept.json().data.attributes).toMatchObject({ reservationId: stay, apartmentId: apartment });
  });

  it('keeps editing an invoice whose reservation was deleted since: it stays in the apartment', async () => {
    const { owner, apartment } = await setup();
    const stay = await reservationOf(owner, apartment);
    const id = (await issue(owner, { ...buyer, issueDate: '2030-03-05', reservationId: stay, lines })).json().data.id;
    await api.db.query('delete from reservations where id = $1', [stay]);
    const helper = await coHostOf(owner, apartment, '{invoices}');
    const edited = await api.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers: helper, payload: { invoice: { buyerName: 'Anna Nowak' } } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.attributes).toMatchObject({ reservationId: null, apartmentId: apartment, buyer: { name: 'Anna Nowak' } });
  });
});

describe('control characters (U+0001-U+001F but tab, LF and CR; U+FFFE, U+FFFF): XML 1.0 cannot hold them', () => {
  const CONTROL = 'Usuń niewidoczne znaki sterujące (np. wklejone z innego programu)';
  const CHARACTERS = ['\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\ufffe', '\uffff'];
  const line = { description: 'Usługa noclegowa', quantity: '2', unit: 'doba', netPrice: '250.00', vatRate: '8' };
  const valid = { ...buyer, placeOfIssue: 'Sopot', issueDate: '2030-03-05', saleDate: '2030-03-04', dueDate: '2030-03-19', currency: 'PLN', paymentMethod: 'transfer', paymentStatus: 'unpaid', priceBasis: 'net' };
  const count = async (owner: Owner) => (await api.db.query<{ n: number }>('select count(*)::int as n from invoices where account_id = $1', [owner.accountId]))[0].n;
  const get = async (owner: Owner, id: string) => (await api.app.inject({ method: 'GET', url: `${URL}/${id}`, headers: owner.auth })).json().data.attributes;

  it('refuses them in every text field of an invoice, naming the field in Polish, and writes nothing', async () => {
    const { owner } = await setup();
    const cases: Array<[field: string, invoice: Record<string, unknown>]> = [
      ...Object.keys(valid).map((field, i) => [field, { ...valid, [field]: `${(valid as Record<string, string>)[field].slice(0, field === 'currency' ? 2 : undefined)}${CHARACTERS[i % CHARACTERS.length]}`, lines: [line] }] as [string, Record<string, unknown>]),
      ...Object.keys(line).map((field, i) => [`lines[1].${field}`, { ...valid, lines: [line, { ...line, [field]: `${CHARACTERS[i % CHARACTERS.length]}${(line as Record<string, string>)[field]}` }] }] as [string, Record<string, unknown>]),
    ];
    expect(cases.length).toBe(17);
    for (const [field, invoice] of cases) {
      const res = await issue(owner, invoice);
      expect([field, res.statusCode]).toEqual([field, 422]);
      expect([field, res.json().errors[field]]).toEqual([field, expect.arrayContaining([CONTROL])]);
    }
    expect(await count(owner)).toBe(0);
    // tab, line feed and carriage return are text
    const res = await issue(owner, { ...valid, buyerAddress: 'ul. Łąkowa 3\r\n00-950 Warszawa', lines: [{ ...line, description: 'Nocleg\tpokój 2' }] });
    expect(res.statusCode).toBe(201);
    await exportXml(owner, res.json().data.id);
  });

  it('refuses them in an edit and a correction; the invoice exported afterwards is well-formed and valid FA(3)', async () => {
    const { owner } = await setup();
    const id = (await issue(owner, { ...valid, lines: [line] })).json().data.id;
    const edit = await api.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers: owner.auth, payload: { invoice: { buyerName: 'Firma\u0002', lines: [{ ...line, unit: 'doba\uffff' }] } } });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual({ buyerName: [CONTROL], 'lines[0].unit': [CONTROL] });
    expect((await get(owner, id)).buyer.name).toBe(buyer.buyerName);

    const xml = await exportXml(owner, id);
    expect(xml).toContain(`<Nazwa>${buyer.buyerName}</Nazwa>`);

    const correction = (payload: Record<string, unknown>) => api.app.inject({ method: 'POST', url: `${URL}/${id}/corrections`, headers: owner.auth, payload: { correction: payload } });
    const refused = await correction({ reason: 'Zmiana\u001fliczby dób', buyerAddress: 'ul. Długa\u000b1', lines: [{ ...line, description: '\u0007Nocleg' }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ reason: [CONTROL], buyerAddress: [CONTROL], 'lines[0].description': [CONTROL] });
    expect(await count(owner)).toBe(1);
    const issued = await correction({ reason: 'Zmiana liczby dób', lines: [{ ...line, quantity: '1' }] });
    expect(issued.statusCode).toBe(201);
    await exportXml(owner, issued.json().data.id);

    const send = await api.app.inject({ method: 'POST', url: `${URL}/${id}/send`, headers: owner.auth, payload: { email: 'jan\u0001@example.pl' } });
    expect(send.statusCode).toBe(422);
    expect(send.json().errors).toEqual({ email: [CONTROL] });
  });

  it("refuses one in the seller's name in the settings, and the invoices issued afterwards export valid FA(3)", async () => {
    const { owner } = await setup();
    const put = await api.app.inject({ method: 'PUT', url: '/api/v1/householder/invoice_settings', headers: owner.auth, payload: { invoiceSettings: { sellerName: 'Apartamenty\u0001Bałtyckie' } } });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors).toEqual({ sellerName: [CONTROL] });
    for (const day of ['2030-03-05', '2030-03-06']) {
      const res = await issue(owner, { ...valid, issueDate: day, lines: [line] });
      expect(res.json().data.attributes.seller.name).toBe(seller.sellerName);
      expect(await exportXml(owner, res.json().data.id)).toContain(`<Nazwa>${seller.sellerName}</Nazwa>`);
    }
  });

  it('exports invoices saved with them before the check: each becomes a space, the file well-formed and valid', async () => {
    const { owner } = await setup();
    const id = (await issue(owner, { ...valid, lines: [line] })).json().data.id;
    // as rows written before the forms refused them hold them (in the invoice, and in the seller copied from the settings)
    await api.db.query(
      `update invoices set buyer_name = $2, buyer_address = $3, place_of_issue = $4, buyer_email = $5,
              lines = jsonb_set(jsonb_set(lines, '{0,description}', to_jsonb($6::text)), '{0,unit}', to_jsonb($7::text)),
              seller = jsonb_set(jsonb_set(seller, '{name}', to_jsonb($8::text)), '{street}', to_jsonb($9::text))
        where id = $1`,
      [id, 'Firma\u0001Żółw', 'ul. Łąkowa 3\u0008, 00-950 Warszawa', 'Sopot\uffff', 'faktury\u001f@zolw.pl', 'Nocleg\u000e', '\ufffedoba', 'Apartamenty\u0002Bałtyckie', 'ul. Morska\u000c1'],
    );
    const xml = await exportXml(owner, id);
    expect(xml).toContain('<Nazwa>Firma Żółw</Nazwa>');
    expect(xml).toContain('<Nazwa>Apartamenty Bałtyckie</Nazwa>');
    expect(xml).toContain('<P_7>Nocleg</P_7>');
    expect(xml).toContain('<P_1M>Sopot</P_1M>');
    const forbidden = [...xml].filter((c) => (c < ' ' && !'\t\n\r'.includes(c)) || c === '\ufffe' || c === '\uffff');
    expect(forbidden).toEqual([]);
  });

  it('checks the file against the FA(3) schema before marking the invoice exported: a 422 naming the field leaves it editable', async () => {
    const { owner } = await setup({ numberingPattern: 'FV/{NR}' });
    // the form takes days until 2100; the schema's end on 2050-01-01
    const id = (await issue(owner, { ...valid, issueDate: '2051-01-10', saleDate: '2051-01-10', dueDate: '2051-01-24', lines: [line] })).json().data.id;
    const res = await api.app.inject({ method: 'POST', url: `${URL}/${id}/xml`, headers: owner.auth });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Plik FA(3) nie spełnia schematu KSeF (data wystawienia, data sprzedaży, termin płatności), więc nie został wyeksportowany: popraw fakturę i spróbuj ponownie.',
      errors: {
        issueDate: ['Wartość nie spełnia schematu FA(3) KSeF (element P_1)'],
        saleDate: ['Wartość nie spełnia schematu FA(3) KSeF (element P_6)'],
        dueDate: ['Wartość nie spełnia schematu FA(3) KSeF (element Termin)'],
      },
    });
    expect(await get(owner, id)).toMatchObject({ exportedAt: null, editable: true });
    const fixed = await api.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers: owner.auth, payload: { invoice: { issueDate: '2049-12-10', saleDate: '2049-12-10', dueDate: '2049-12-24' } } });
    expect(fixed.statusCode).toBe(200);
    await exportXml(owner, id);
    expect(await get(owner, id)).toMatchObject({ editable: false });
  });

  it('answers 503 and leaves the invoice editable when the schema cannot be read', async () => {
    const { owner } = await setup();
    const id = (await issue(owner, { ...valid, lines: [line] })).json().data.id;
    const schema = api.config.ksefSchema;
    try {
      for (const unreadable of [path.join(os.tmpdir(), 'no-such-fa3-schema.xsd'), null]) {
        api.config.ksefSchema = unreadable;
        const res = await api.app.inject({ method: 'POST', url: `${URL}/${id}/xml`, headers: owner.auth });
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toMatch(/^Nie można teraz sprawdzić pliku FA\(3\)/);
      }
    } finally {
      api.config.ksefSchema = schema;
    }
    expect(await get(owner, id)).toMatchObject({ exportedAt: null, editable: true });
    await exportXml(owner, id);
  });
});

describe('the demo', () => {
  it('has a dozen invoices over the last months, some paid, numbered without gaps, each a valid FA(3)', async () => {
    const email = `demo-${Math.random().toString(36).slice(2, 8)}@example.pl`;
    const accountId = (await seedDemo(api.db, { password: 'demo1234', email }))!;
    const rows = await api.db.query<{ id: string; number: string; seq: number; period: string; payment_status: string }>(
      'select id, number, seq, period, payment_status from invoices where account_id = $1 order by issue_date, seq',
      [accountId],
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.length).toBeLessThanOrEqual(12);
    expect(rows.filter((r) => r.payment_status === 'paid').length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.payment_status === 'unpaid').length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.period)).size).toBeGreaterThan(1);
    for (const period of new Set(rows.map((r) => r.period))) {
      const seqs = rows.filter((r) => r.period === period).map((r) => r.seq);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    }
    const [{ id: userId }] = await api.db.query<{ id: string }>('select id from users where account_id = $1 and owner', [accountId]);
    const owner = { auth: { authorization: `Bearer ${await openSession(api.db, userId)}` } } as Owner;
    // every buyer NIP passes the check digit (the form refuses a correction otherwise)
    const nips = await api.db.query<{ buyer_nip: string }>(`select buyer_nip from invoices where account_id = $1 and buyer_nip <> ''`, [accountId]);
    expect(nips.length).toBeGreaterThan(0);
    for (const { buyer_nip } of nips) expect(isValidNip(buyer_nip)).toBe(true);
    for (const row of rows.slice(0, 3)) await exportXml(owner, row.id);
  });
});
