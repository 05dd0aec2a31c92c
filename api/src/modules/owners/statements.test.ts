import { execFileSync } from 'node:child_process';
import { createApartment } from '../../test/fixtures';
import { signedInOwner, startTestApi, type TestApi } from '../../test/harness';

// The owners' statement arithmetic (issue 41): revenue read from the stays' bills, commission on nights only or on
// nights and fees, the costs the agreement leaves to the owner, a stay across two months under both rules, a change
// of terms in the middle of a month, a cancellation fee; approval locks a statement and a later change makes a
// correcting one.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  await api.close();
});

type Host = Awaited<ReturnType<typeof signedInOwner>>;
const H = '/api/v1/householder';
const base = { commissionPercent: '20', commissionBase: 'nights', ownerBears: ['repairs', 'cleaning'], touristTaxPasses: false, statementBasis: 'ended', statementDay: 5 };

async function ok(res: { statusCode: number; body: string; json(): { data: { id: string } } }, status = 201) {
  if (res.statusCode !== status) throw new Error(`${res.statusCode}: ${res.body}`);
  return res.json().data;
}

/** An owner with one apartment under an agreement from 2026-01-01 with the terms given. */
async function managed(host: Host, terms: Record<string, unknown>) {
  const apartment = await createApartment(api.db, host.accountId, { name: `Apartament ${Math.random().toString(16).slice(2, 6)}` });
  const owner = await ok(await api.app.inject({ method: 'POST', url: `${H}/owners`, headers: host.auth, payload: { owner: { firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.pl' } } }));
  const agreement = await ok(await api.app.inject({ method: 'POST', url: `${H}/owners/${owner.id}/agreements`, headers: host.auth, payload: { agreement: { apartmentId: apartment, startsOn: '2026-01-01', terms: { ...base, ...terms } } } }));
  return { apartment, owner: owner.id, agreement: agreement.id };
}

/** A stay at 200 zł a night, with the cleaning fee and tourist tax written on it as the listing would give them. */
async function stay(host: Host, apartment: string, from: string, to: string, extra: { cleaning?: string; tax?: string } = {}) {
  const made = await ok(
    await api.app.inject({ method: 'POST', url: `${H}/reservations`, headers: host.auth, payload: { reservation: { apartmentId: apartment, from, to, fullName: 'Jan Gość', email: 'gosc@example.pl', pricePerNight: 200 } } }),
  );
  await api.db.query('update reservations set cleaning_fee = $2, tourist_tax = $3 where id = $1', [made.id, extra.cleaning ?? '0', extra.tax ?? '0']);
  return made.id;
}

async function statement(host: Host, owner: string, month: string) {
  const res = await api.app.inject({ method: 'POST', url: `${H}/owners/${owner}/statements`, headers: host.auth, payload: { month } });
  return { res, data: res.statusCode === 201 ? res.json().data : null };
}

const sums = (a: { revenue: string; commission: string; costs: string; balance: string; due: string }) => [a.revenue, a.commission, a.costs, a.balance, a.due];

describe("an owner's monthly statement", () => {
  it('takes the commission of the nights only, or of the nights and fees; the tourist tax passes through without commission or stays out', async () => {
    const host = await signedInOwner(api);
    const nightsOnly = await managed(host, { commissionBase: 'nights' });
    const withFees = await managed(host, { commissionBase: 'nights_and_fees', touristTaxPasses: true });
    for (const m of [nightsOnly, withFees]) await stay(host, m.apartment, '2026-11-10', '2026-11-13', { cleaning: '100', tax: '30' });
    const first = (await statement(host, nightsOnly.owner, '2026-11')).data;
    // 3 nights × 200 + cleaning 100 (no commission); the tax is not the owner's
    expect(sums(first.attributes)).toEqual(['700.00', '120.00', '0.00', '580.00', '580.00']);
    const stayLines = first.attributes.content.apartments[0].stays[0].lines.map((l: { kind: string; grosze: number; commissionable: boolean }) => [l.kind, l.grosze, l.commissionable]);
    expect(stayLines).toEqual([
      ['night', 20000, true],
      ['night', 20000, true],
      ['night', 20000, true],
      ['cleaning_fee', 10000, false],
    ]);
    const second = (await statement(host, withFees.owner, '2026-11')).data;
    // 600 + 100 + the tax 30 passing through; commission 20 % of 700
    expect(sums(second.attributes)).toEqual(['730.00', '140.00', '0.00', '590.00', '590.00']);
  });

  it("subtracts the costs the owner bears (orders' prices, repairs, the fixed fee) and not the others", async () => {
    const host = await signedInOwner(api);
    const m = await managed(host, { monthlyFee: '50', ownerBears: ['repairs'] });
    await stay(host, m.apartment, '2026-11-03', '2026-11-05');
    const cost = (amount: string, date: string) =>
      api.app.inject({ method: 'POST', url: `${H}/apartment_costs`, headers: host.auth, payload: { cost: { apartmentId: m.apartment, date, description: 'Naprawa kranu', amount, vatRate: '23' } } });
    await ok(await cost('150', '2026-11-20'));
    await ok(await cost('999', '2026-12-01'));
    const s = (await statement(host, m.owner, '2026-11')).data;
    expect(sums(s.attributes)).toEqual(['400.00', '80.00', '200.00', '120.00', '120.00']);
    expect(s.attributes.content.apartments[0].costs.map((c: { kind: string; grosze: number }) => [c.kind, c.grosze])).toEqual([
      ['repairs', 15000],
      ['monthly_fee', 5000],
    ]);
  });

  it('counts a stay across two months whole in the month it ends, or night by night', async () => {
    const host = await signedInOwner(api);
    const ended = await managed(host, { statementBasis: 'ended' });
    const nights = await managed(host, { statementBasis: 'nights', commissionBase: 'nights_and_fees' });
    for (const m of [ended, nights]) await stay(host, m.apartment, '2026-10-30', '2026-11-02', { cleaning: '90' });
    expect(sums((await statement(host, ended.owner, '2026-10')).data.attributes)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00']);
    expect(sums((await statement(host, ended.owner, '2026-11')).data.attributes)).toEqual(['690.00', '120.00', '0.00', '570.00', '570.00']);
    // October: the nights of the 30th and 31st; November: the 1st and the cleaning, with the last night
    expect(sums((await statement(host, nights.owner, '2026-10')).data.attributes)).toEqual(['400.00', '80.00', '0.00', '320.00', '320.00']);
    expect(sums((await statement(host, nights.owner, '2026-11')).data.attributes)).toEqual(['290.00', '58.00', '0.00', '232.00', '232.00']);
  });

  it('applies a change of terms from its day in the middle of a month', async () => {
    const host = await signedInOwner(api);
    const m = await managed(host, { statementBasis: 'nights' });
    await ok(await api.app.inject({ method: 'POST', url: `${H}/owner_agreements/${m.agreement}/terms`, headers: host.auth, payload: { terms: { ...base, statementBasis: 'nights', validFrom: '2026-11-15', commissionPercent: '10' } } }));
    await stay(host, m.apartment, '2026-11-13', '2026-11-17');
    const s = (await statement(host, m.owner, '2026-11')).data;
    // the 13th and 14th at 20 %, the 15th and 16th at 10 %
    expect(sums(s.attributes)).toEqual(['800.00', '120.00', '0.00', '680.00', '680.00']);
    expect(s.attributes.content.apartments[0].stays[0].lines.map((l: { commissionPercent: string }) => l.commissionPercent)).toEqual(['20.00', '20.00', '10.00', '10.00']);
  });

  it("takes a cancelled stay's fee as revenue with commission, and nothing of a cancellation without a fee", async () => {
    const host = await signedInOwner(api);
    const m = await managed(host, {});
    const kept = await stay(host, m.apartment, '2026-11-05', '2026-11-08');
    const free = await stay(host, m.apartment, '2026-11-20', '2026-11-22');
    await api.db.query("update reservations set status = 'canceled', cancellation_fee = '250' where id = $1", [kept]);
    await api.db.query("update reservations set status = 'canceled', cancellation_fee = null where id = $1", [free]);
    const s = (await statement(host, m.owner, '2026-11')).data;
    expect(sums(s.attributes)).toEqual(['250.00', '50.00', '0.00', '200.00', '200.00']);
    expect(s.attributes.content.apartments[0].stays.map((x: { reservationId: string }) => x.reservationId)).toEqual([kept]);
  });

  it('locks an approved statement: a later change makes a correcting statement of the difference, then it is paid', async () => {
    const host = await signedInOwner(api);
    const m = await managed(host, {});
    await stay(host, m.apartment, '2026-11-03', '2026-11-05');
    const draft = (await statement(host, m.owner, '2026-11')).data;
    // a draft is brought up to date, not doubled
    expect((await statement(host, m.owner, '2026-11')).data.id).toBe(draft.id);
    const approved = await api.app.inject({ method: 'POST', url: `${H}/owner_statements/${draft.id}/approve`, headers: host.auth });
    expect(approved.json().data.attributes.status).toBe('approved');
    expect((await api.app.inject({ method: 'POST', url: `${H}/owner_statements/${draft.id}/approve`, headers: host.auth })).statusCode).toBe(409);
    const unchanged = await statement(host, m.owner, '2026-11');
    expect(unchanged.res.statusCode).toBe(409);
    expect(unchanged.res.json().message).toBe('Rozliczenie tego miesiąca jest zatwierdzone i nic się w nim nie zmieniło.');
    const repair = await ok(
      await api.app.inject({ method: 'POST', url: `${H}/apartment_costs`, headers: host.auth, payload: { cost: { apartmentId: m.apartment, date: '2026-11-25', description: 'Żarówki', amount: '30', vatRate: '23' } } }),
    );
    const correction = (await statement(host, m.owner, '2026-11')).data;
    expect(correction.id).not.toBe(draft.id);
    expect(correction.attributes).toMatchObject({ sequence: 2, correctsId: draft.id, status: 'draft' });
    // the month now: 400 − 80 − 30 = 290; settled before: 320; this one settles −30
    expect(sums(correction.attributes)).toEqual(['400.00', '80.00', '30.00', '290.00', '-30.00']);
    const first = await api.app.inject({ method: 'GET', url: `${H}/owner_statements/${draft.id}`, headers: host.auth });
    expect(sums(first.json().data.attributes)).toEqual(['400.00', '80.00', '0.00', '320.00', '320.00']);
    expect((await api.app.inject({ method: 'POST', url: `${H}/owner_statements/${correction.id}/paid`, headers: host.auth })).statusCode).toBe(409);
    await api.app.inject({ method: 'POST', url: `${H}/owner_statements/${correction.id}/approve`, headers: host.auth });
    expect((await api.app.inject({ method: 'DELETE', url: `${H}/apartment_costs/${repair.id}`, headers: host.auth })).statusCode).toBe(409);
    const paid = await api.app.inject({ method: 'POST', url: `${H}/owner_statements/${correction.id}/paid`, headers: host.auth });
    expect(paid.json().data.attributes.status).toBe('paid');
    const list = await api.app.inject({ method: 'GET', url: `${H}/owners/${m.owner}/statements`, headers: host.auth });
    expect(list.json().data.map((s: { attributes: { sequence: number; status: string } }) => [s.attributes.sequence, s.attributes.status])).toEqual([
      [2, 'paid'],
      [1, 'approved'],
    ]);
    const stranger = await signedInOwner(api);
    expect((await api.app.inject({ method: 'GET', url: `${H}/owner_statements/${draft.id}`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'POST', url: `${H}/owners/${m.owner}/statements`, headers: stranger.auth, payload: { month: '2026-11' } })).statusCode).toBe(404);
  });

  it("draws the approved statement's PDF in the invoices' layout and e-mails it to the owner through the outbox", async () => {
    const host = await signedInOwner(api);
    const m = await managed(host, {});
    await stay(host, m.apartment, '2026-11-03', '2026-11-05');
    const draft = (await statement(host, m.owner, '2026-11')).data;
    const early = await api.app.inject({ method: 'POST', url: `${H}/owner_statements/${draft.id}/send`, headers: host.auth });
    expect(early.statusCode).toBe(409);
    await api.app.inject({ method: 'POST', url: `${H}/owner_statements/${draft.id}/approve`, headers: host.auth });
    const pdf = await api.app.inject({ method: 'GET', url: `${H}/owner_statements/${draft.id}/pdf`, headers: host.auth });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload }).toString();
    expect(text).toMatch(/Rozliczenie z właścicielem za 11\/2026/);
    expect(text).toMatch(/Anna Nowak/);
    expect(text).toMatch(/Pobyt 03\.11\.2026–05\.11\.2026\s+400,00\s?zł\s+80,00\s?zł/);
    const sent = await api.app.inject({ method: 'POST', url: `${H}/owner_statements/${draft.id}/send`, headers: host.auth });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.attributes.sentAt).not.toBeNull();
    const mail = await api.db.query<{ to_address: string; subject: string; filename: string }>(
      `select e.to_address, e.subject, a.filename from outbox_emails e join outbox_attachments a on a.email_id = e.id where e.account_id = $1 and e.kind = 'owner_statement'`,
      [host.accountId],
    );
    expect(mail).toEqual([{ to_address: 'anna@example.pl', subject: 'Rozliczenie za 11/2026', filename: 'rozliczenie-2026-11.pdf' }]);
  });

  it("reports each owner's months of a year by their latest statement", async () => {
    const host = await signedInOwner(api);
    const m = await managed(host, {});
    await stay(host, m.apartment, '2026-10-03', '2026-10-05');
    await stay(host, m.apartment, '2026-11-03', '2026-11-06');
    const october = (await statement(host, m.owner, '2026-10')).data;
    await api.app.inject({ method: 'POST', url: `${H}/owner_statements/${october.id}/approve`, headers: host.auth });
    await api.app.inject({ method: 'POST', url: `${H}/apartment_costs`, headers: host.auth, payload: { cost: { apartmentId: m.apartment, date: '2026-10-20', description: 'Zamek', amount: '50', vatRate: '23' } } });
    await statement(host, m.owner, '2026-10');
    await statement(host, m.owner, '2026-11');
    const report = await api.app.inject({ method: 'GET', url: `${H}/reports/owners?year=2026`, headers: host.auth });
    expect(report.json().data.map((r: { month: string; status: string; revenue: string; commission: string; costs: string; balance: string }) => [r.month, r.status, r.revenue, r.commission, r.costs, r.balance])).toEqual([
      // October's correction (a draft) over the approved statement
      ['2026-10', 'draft', '400.00', '80.00', '50.00', '270.00'],
      ['2026-11', 'draft', '600.00', '120.00', '0.00', '480.00'],
    ]);
    expect((await api.app.inject({ method: 'GET', url: `${H}/reports/owners?year=2025`, headers: host.auth })).json().data).toEqual([]);
  });
});
