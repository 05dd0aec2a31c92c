import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import { addDays, todayInPoland } from '@gospodarz/contracts';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { followPrepayments } from './prepayments';

/** Issue 39, payment by transfer: the details with their QR codes, statements matched and paid once, the prepayment's job. */
jest.setTimeout(90_000);

let api: TestApi;
type Owner = Awaited<ReturnType<typeof signedInOwner>>;
let owner: Owner;
let apartment: string;
beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api);
  apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Bursztynowy', rates: [[2, '450']], guests: 4 });
  const settings = await call('PUT', '/api/v1/householder/invoice_settings', {
    invoiceSettings: { sellerName: 'Willa Różana Sopot', sellerNip: '5260001246', bankAccount: 'PL61 1090 1014 0000 0712 1981 2874' },
  });
  expect(settings.statusCode).toBe(200);
});
afterAll(async () => {
  await api.close();
});

const R = '/api/v1/householder/reservations';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as: Owner = owner) =>
  api.app.inject({ method, url, headers: as.auth, ...(payload ? { payload } : {}) });

let next = 20;
/** A stay of `nights` at `perNight` zł, each one later than the one before. */
async function book(fullName: string, nights: number, perNight: number, email = 'gosc@example.pl') {
  const from = addDays(todayInPoland(), next);
  next += nights + 1;
  const res = await call('POST', R, { reservation: { apartmentId: apartment, from, to: addDays(from, nights), fullName, email, adults: 2, pricePerNight: perNight } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { id: res.json().data.id as string, from, reference: (res.json().data.id as string).slice(0, 8).toUpperCase() };
}

const bill = async (id: string) => (await call('GET', `${R}/${id}`)).json().data.attributes as { paid: number; balance: number; paymentStatus: string; status: string };

/** The SVG uqr draws (one 10×10 square per dark module) painted into pixels and read back by jsQR, as a phone would. */
function decodeSvg(svg: string): string | null {
  const size = Number(/viewBox="0 0 (\d+) /.exec(svg)![1]);
  const scale = 0.5; // 5 px a module
  const w = Math.round(size * scale);
  const rgba = new Uint8ClampedArray(w * w * 4).fill(255);
  for (const m of svg.matchAll(/M(\d+),(\d+)h10v10h-10z/g)) {
    const [x0, y0] = [Number(m[1]) * scale, Number(m[2]) * scale];
    for (let y = y0; y < y0 + 10 * scale; y++) for (let x = x0; x < x0 + 10 * scale; x++) rgba.set([0, 0, 0, 255], (y * w + x) * 4);
  }
  const found = jsQR(rgba, w, w);
  return found ? Buffer.from(found.binaryData).toString('utf8') : null;
}

function upload(name: string, content: Buffer | string) {
  const boundary = '----wyciag' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return api.app.inject({ method: 'POST', url: '/api/v1/householder/bank_statements', headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

describe('transfer details', () => {
  it('ask for the 30 % prepayment by the booking day + 3 to the invoice settings’ account, with a ZBP code Polish banking apps read and an EPC code for payers abroad', async () => {
    const stay = await book('Jan Kowalski', 3, 450);
    const res = await call('GET', `${R}/${stay.id}/transfer_details`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data.attributes;
    expect(d).toMatchObject({
      kind: 'prepayment',
      amount: 405,
      amountText: '405,00 zł',
      dueOn: addDays(todayInPoland(), 3),
      bankAccount: 'PL61109010140000071219812874',
      recipient: 'Willa Różana Sopot',
      title: `Rezerwacja ${stay.reference}, Jan Kowalski`,
    });
    // NIP | PL | NRB | grosze in 6 digits | name (20) | title (32) | three reserved fields
    expect(d.zbp.payload).toBe(`5260001246|PL|61109010140000071219812874|040500|Willa Różana Sopot|${`Rezerwacja ${stay.reference}, Jan Kowalski`.slice(0, 32)}|||`);
    expect(decodeSvg(d.zbp.svg)).toBe(d.zbp.payload);
    // EPC069-12: BCD, version 002, UTF-8, SCT, no BIC, name, IBAN, no euro amount for złoty, the title as text
    expect(d.epc.payload.split('\n')).toEqual(['BCD', '002', '1', 'SCT', '', 'Willa Różana Sopot', 'PL61109010140000071219812874', '', '', '', `Rezerwacja ${stay.reference}, Jan Kowalski`, '']);
    expect(decodeSvg(d.epc.svg)).toBe(d.epc.payload);
  });

  it('follow the host’s share and term, and ask for the balance once the prepayment is paid', async () => {
    const other = await signedInOwner(api);
    const saved = await call('PUT', '/api/v1/householder/transfer_settings', { prepaymentPercent: 50, dueDays: 5 }, other);
    expect(saved.json().data.attributes).toEqual({ prepaymentPercent: 50, dueDays: 5, cancelUnpaid: false });
    const refused = await call('PUT', '/api/v1/householder/transfer_settings', { prepaymentPercent: 120 }, other);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.prepaymentPercent).toEqual(['Podaj liczbę od 0 do 100']);

    const stay = await book('Ewa Malinowska', 2, 450);
    await call('POST', `${R}/${stay.id}/payments`, { amount: '135', method: 'transfer' });
    const d = (await call('GET', `${R}/${stay.id}/transfer_details`)).json().data.attributes;
    expect(d).toMatchObject({ kind: 'prepayment', amount: 135, dueOn: addDays(todayInPoland(), 3) });
    await call('POST', `${R}/${stay.id}/payments`, { amount: '135', method: 'transfer' });
    const after = (await call('GET', `${R}/${stay.id}/transfer_details`)).json().data.attributes;
    expect(after).toMatchObject({ kind: 'balance', amount: 630, dueOn: stay.from });
  });
});

describe('bank statement import', () => {
  it('pays stays from an MT940 and a CAMT.053 statement by reference and by amount and name, keeps the uncertain for a click, and records nothing twice', async () => {
    const a = await book('Jan Kowalski', 3, 450); // prepayment 405
    const b = await book('Anna Nowak-Wiśniewska', 3, 400); // prepayment 360
    const c = await book('Piotr Zieliński', 3, 315); // 945
    const d = await book('Marta Kowalczyk', 4, 250); // 1000, prepayment 300

    const mt940 = fixture('pko-bp-2026-11-25.sta').replace('7C3F9A21', a.reference);
    const first = await upload('pko-bp-2026-11-25.sta', mt940);
    expect(first.statusCode).toBe(201);
    expect(first.json().data.attributes).toMatchObject({ format: 'mt940', bankAccount: 'PL61102010260000042270201111', transfers: 3, duplicates: 0, matched: 2, review: 0, unmatched: 1 });
    const rows = first.json().meta.transactions as Array<{ attributes: { counterparty: string; title: string; status: string; matchRule: string; amount: number } }>;
    expect(rows.map((r) => [r.attributes.counterparty.split(' ')[0], r.attributes.amount, r.attributes.status, r.attributes.matchRule]).sort()).toEqual([
      ['ANNA', 360, 'matched', 'amount_name'],
      ['HURTOWNIA', 250, 'unmatched', ''],
      ['JAN', 405, 'matched', 'reference'],
    ]);
    expect(await bill(a.id)).toMatchObject({ paid: 405, balance: 945, paymentStatus: 'partly_paid' });
    expect(await bill(b.id)).toMatchObject({ paid: 360, paymentStatus: 'partly_paid' });
    const payments = (await call('GET', `${R}/${a.id}/payments`)).json().data;
    expect(payments.map((p: { attributes: { paidOn: string; method: string; amount: number } }) => p.attributes)).toEqual([expect.objectContaining({ paidOn: '2026-11-24', method: 'transfer', amount: 405 })]);

    // the same statement again: every transfer known, nothing recorded
    const again = await upload('pko-bp-2026-11-25.sta', mt940);
    expect(again.json().data.attributes).toMatchObject({ transfers: 3, duplicates: 3, matched: 0 });
    expect(await bill(a.id)).toMatchObject({ paid: 405 });

    const camt = fixture('ing-camt053-2026-11-26.xml').replace('5D8E2B10', c.reference);
    const second = await upload('ing-camt053-2026-11-26.xml', camt);
    expect(second.json().data.attributes).toMatchObject({ format: 'camt053', bankAccount: 'PL61105014451000009030123456', transfers: 2, matched: 1, review: 1, unmatched: 0 });
    expect(await bill(c.id)).toMatchObject({ paid: 945, balance: 0, paymentStatus: 'paid' });

    // Marta Kowalczyk's 500 zł is neither her prepayment nor her balance: offered for a click
    const review = (await call('GET', '/api/v1/householder/bank_transactions?status=review')).json().data;
    expect(review).toHaveLength(1);
    expect(review[0].attributes).toMatchObject({ counterparty: 'MARTA KOWALCZYK', amount: 500, suggestion: { id: d.id, fullName: 'Marta Kowalczyk' } });
    const clicked = await call('POST', `/api/v1/householder/bank_transactions/${review[0].id}/match`, { reservationId: d.id });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json().data.attributes).toMatchObject({ status: 'matched', matchRule: 'host', reservation: { id: d.id } });
    expect(await bill(d.id)).toMatchObject({ paid: 500, balance: 500 });
    expect((await call('POST', `/api/v1/householder/bank_transactions/${review[0].id}/match`, { reservationId: d.id })).statusCode).toBe(409);

    const repeat = await upload('ing-camt053-2026-11-26.xml', camt);
    expect(repeat.json().data.attributes).toMatchObject({ transfers: 2, duplicates: 2, matched: 0, review: 0 });
    expect(await bill(d.id)).toMatchObject({ paid: 500 });

    // the wholesaler's refund pays no stay: 'Pomiń'
    const unmatched = (await call('GET', '/api/v1/householder/bank_transactions?status=unmatched')).json().data;
    const ignored = await call('POST', `/api/v1/householder/bank_transactions/${unmatched[0].id}/ignore`);
    expect(ignored.json().data.attributes.status).toBe('ignored');
  });

  it('refuses what is no statement, or too big, in Polish', async () => {
    const garbage = await upload('zdjecie.txt', 'to nie jest wyciąg');
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().errors.file[0]).toMatch(/^Nieznany format pliku/);
    const broken = await upload('a.xml', '<Document><BkToCstmrStmt>');
    expect(broken.statusCode).toBe(422);
    const big = await upload('a.sta', Buffer.alloc(2 * 1024 * 1024 + 10, 'a'));
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.file).toEqual(['Plik wyciągu może mieć najwyżej 2 MB.']);
  });
});

describe('unpaid prepayment', () => {
  it('is reminded once the day before its deadline, and cancels the stay the day after it when the host chose so, telling the guest in English', async () => {
    const stay = await book('Emily Brown', 2, 300, 'emily@example.com');
    await api.db.query(`update reservations set guest_language = 'eng' where id = $1`, [stay.id]);
    const today = todayInPoland();
    const mails = async (kind: string) =>
      api.db.query<{ subject: string; text_body: string }>(`select subject, text_body from outbox_emails where to_address = 'emily@example.com' and kind = $1`, [kind]);

    await followPrepayments(api.db, addDays(today, 1));
    expect(await mails('prepayment_reminder')).toHaveLength(0);
    await followPrepayments(api.db, addDays(today, 2));
    await followPrepayments(api.db, addDays(today, 3));
    const reminders = await mails('prepayment_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].subject).toBe(`Prepayment reminder – booking ${stay.reference}`);
    expect(reminders[0].text_body).toContain(`Prepayment: 180,00 zł by ${addDays(today, 3).split('-').reverse().join('.')}`);
    expect(reminders[0].text_body).toContain('PL61 1090 1014 0000 0712 1981 2874');

    // past the deadline: kept while the host has not chosen to cancel
    await followPrepayments(api.db, addDays(today, 4));
    expect((await bill(stay.id)).status).not.toBe('canceled');
    await call('PUT', '/api/v1/householder/transfer_settings', { cancelUnpaid: true });
    await followPrepayments(api.db, addDays(today, 4));
    await followPrepayments(api.db, addDays(today, 5));
    expect(await bill(stay.id)).toMatchObject({ status: 'canceled', balance: 0 });
    const cancelled = await mails('prepayment_cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0].subject).toBe(`Booking ${stay.reference} cancelled – prepayment not received`);
    await call('PUT', '/api/v1/householder/transfer_settings', { cancelUnpaid: false });
  });
});
