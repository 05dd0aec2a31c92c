import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayInPoland } from '@gospodarz/contracts';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { invoiceMail } from './send';

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
const R = '/api/v1/householder/reservations';
const SCHEMA = path.resolve(__dirname, '../../../../../shared/ksef/FA3/schemat.xsd');
const BANK = 'PL61109010140000071219812874';

function validate(xml: string): void {
  const file = path.join(os.tmpdir(), `fa3-paid-${process.pid}-${Math.random().toString(36).slice(2)}.xml`);
  fs.writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', SCHEMA, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`FA(3) invalid: ${(error as { stderr?: string }).stderr ?? error}\n${xml}`);
  } finally {
    fs.unlinkSync(file);
  }
}

async function pdfText(owner: Owner, id: string): Promise<string> {
  const res = await api.app.inject({ method: 'GET', url: `${URL}/${id}/pdf`, headers: owner.auth });
  expect(res.statusCode).toBe(200);
  const file = path.join(os.tmpdir(), `invoice-paid-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, res.rawPayload);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.unlinkSync(file);
  }
}

async function exportXml(owner: Owner, id: string): Promise<string> {
  const res = await api.app.inject({ method: 'POST', url: `${URL}/${id}/xml`, headers: owner.auth });
  expect(res.statusCode).toBe(200);
  validate(res.body);
  return res.body;
}

/**
 * The issue's stay: two nights at 335,25 zł, a cleaning fee of 90 zł and the tourist tax of 2 adults × 2 nights ×
 * 2,50 zł: 770,50 zł to pay, of which the invoice holds 760,50 zł (the tax is no part of it).
 */
async function partPaidStay() {
  const owner = await signedInOwner(api);
  const settings = await api.app.inject({
    method: 'PUT',
    url: '/api/v1/householder/invoice_settings',
    headers: owner.auth,
    payload: { invoiceSettings: { sellerName: 'Apartamenty Bałtyckie', sellerStreet: 'ul. Morska 1', sellerZipCode: '81-701', sellerCity: 'Sopot', sellerNip: '5260001246', bankAccount: BANK } },
  });
  expect(settings.statusCode).toBe(200);
  const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski', rates: [[2, '335.25']] });
  await api.db.query(`update accommodations set cleaning_fee = 90, tourist_tax = 2.5 where id = (select accommodation_id from apartments where id = $1)`, [apartment]);
  const booked = await api.app.inject({
    method: 'POST',
    url: R,
    headers: owner.auth,
    payload: { reservation: { apartmentId: apartment, fullName: 'Jan Kowalski', email: 'jan@example.pl', guestAddress: 'ul. Długa 5, 80-001 Gdańsk', adults: 2, from: '2030-03-01', to: '2030-03-03', pricePerNight: '335.25' } },
  });
  expect(booked.statusCode).toBe(201);
  const id = booked.json().data.id as string;
  expect(booked.json().data.attributes.grandTotal).toBe(770.5);
  const paid = await api.app.inject({ method: 'POST', url: `${R}/${id}/payments`, headers: owner.auth, payload: { amount: '200,50', method: 'cash' } });
  expect(paid.statusCode).toBe(201);
  return { owner, reservationId: id };
}

async function issueFromDraft(owner: Owner, reservationId: string) {
  const draft = (await api.app.inject({ method: 'GET', url: `${URL}/draft`, headers: owner.auth, query: { reservationId } })).json().data;
  const res = await api.app.inject({
    method: 'POST',
    url: URL,
    headers: owner.auth,
    payload: { invoice: { ...draft, reservationId, issueDate: '2030-03-03', saleDate: '2030-03-03', dueDate: '2030-03-10', paymentMethod: 'transfer', paymentStatus: 'unpaid' } },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

describe('an invoice of a part-paid stay', () => {
  it('says Zapłacono 200,50 zł and Pozostało do zapłaty 560,00 zł in the answer, the PDF and the FA(3) file', async () => {
    const { owner, reservationId } = await partPaidStay();
    const invoice = await issueFromDraft(owner, reservationId);
    const a = invoice.attributes;
    expect(a.totals.gross).toBe('760.50');
    expect(a.paymentStatus).toBe('unpaid');
    expect(a.settlement).toEqual({ paid: '200.50', remaining: '560.00', payments: [{ date: todayInPoland(), amount: '200.50', method: 'cash' }] });

    expect(invoiceMail(a).text).toContain('Zapłacono: 200,50 zł, pozostało do zapłaty: 560,00 zł.');

    const text = await pdfText(owner, invoice.id);
    expect(text).toContain('Razem: 760,50 zł');
    expect(text).toContain('Zapłacono: 200,50 zł');
    expect(text).toContain('Pozostało do zapłaty: 560,00 zł');
    expect(text).not.toContain('Do zapłaty: 760,50 zł');

    const xml = await exportXml(owner, invoice.id);
    expect(xml).toContain(
      `<ZnacznikZaplatyCzesciowej>1</ZnacznikZaplatyCzesciowej><ZaplataCzesciowa><KwotaZaplatyCzesciowej>200.50</KwotaZaplatyCzesciowej><DataZaplatyCzesciowej>${todayInPoland()}</DataZaplatyCzesciowej><FormaPlatnosci>1</FormaPlatnosci></ZaplataCzesciowa>`,
    );
    expect(xml).toContain('<TerminPlatnosci><Termin>2030-03-10</Termin></TerminPlatnosci>');
  });

  it('counts a refund against the payments, and is paid once the payments cover it', async () => {
    const { owner, reservationId } = await partPaidStay();
    await api.app.inject({ method: 'POST', url: `${R}/${reservationId}/payments`, headers: owner.auth, payload: { amount: '50', method: 'card', kind: 'refund' } });
    expect((await issueFromDraft(owner, reservationId)).attributes.settlement).toMatchObject({ paid: '150.50', remaining: '610.00' });

    // a stay paid to the end: its invoice is paid in full, on the day of the last payment
    const { owner: other, reservationId: stay } = await partPaidStay();
    await api.app.inject({ method: 'POST', url: `${R}/${stay}/payments`, headers: other.auth, payload: { amount: '570', method: 'transfer' } });
    const paid = (await issueFromDraft(other, stay)).attributes;
    expect(paid).toMatchObject({ paymentStatus: 'paid', paidAt: todayInPoland(), settlement: { paid: '760.50', remaining: '0.00' } });
    expect(paid.settlement.payments.map((p: { amount: string }) => p.amount)).toEqual(['200.50', '560.00']);
  });
});

describe('a correction that gives money back', () => {
  it('reads Do zwrotu 45,00 zł for the buyer, names no account of the seller, is not Nieopłacona, and starts on today', async () => {
    const { owner, reservationId } = await partPaidStay();
    const invoice = await issueFromDraft(owner, reservationId);
    const lines = invoice.attributes.lines.map((l: { description: string; quantity: string; unit: string; grossPrice: string; vatRate: string }) => ({
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      grossPrice: l.description === 'Sprzątanie' ? '45.00' : l.grossPrice,
      vatRate: l.vatRate,
    }));
    const res = await api.app.inject({
      method: 'POST',
      url: `${URL}/${invoice.id}/corrections`,
      headers: owner.auth,
      payload: { correction: { reason: 'Sprzątanie w połowie ceny', priceBasis: 'gross', lines, paymentMethod: 'transfer' } },
    });
    expect(res.statusCode).toBe(201);
    const c = res.json().data.attributes;
    expect(c.issueDate).toBe(todayInPoland());
    expect(c.correction.difference.gross).toBe('-45.00');
    expect(c.status).toBe('Do zwrotu');
    expect(c.settlement).toBeNull();

    const mail = invoiceMail(c).text;
    expect(mail).toContain('Kwota do zwrotu: 45,00 zł');
    expect(mail).not.toContain('Numer rachunku');

    const text = await pdfText(owner, res.json().data.id);
    expect(text).toContain('Do zwrotu: 45,00 zł');
    expect(text).toContain('Zwrot dla nabywcy: Jan Kowalski');
    expect(text).not.toContain('Numer rachunku');
    expect(text).not.toMatch(/PL ?61/);

    const xml = await exportXml(owner, res.json().data.id);
    expect(xml).not.toContain('RachunekBankowy');
    expect(xml).toContain('<P_15>-45.00</P_15>');

    // marked as given back, it says so
    const refunded = await api.app.inject({ method: 'PATCH', url: `${URL}/${res.json().data.id}/status`, headers: owner.auth, payload: { status: 'paid' } });
    expect(refunded.json().data.attributes.status).toBe('Zwrócono');
    const list = await api.app.inject({ method: 'GET', url: URL, headers: owner.auth, query: { perPage: '100' } });
    expect(list.json().data.find((d: { id: string }) => d.id === res.json().data.id).attributes.status).toBe('Zwrócono');
  });
});
