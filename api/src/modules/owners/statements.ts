import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { addDays, groszeToDecimal, type OwnerCost, type OwnerStatementAttributes } from '@gospodarz/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { currentBill, grosze, type Bill } from '../folio';
import { enqueueEmail } from '../mail';
import { statementPdf } from './pdf';
import { lastDayOf } from './costs';
import * as repo from './repository';
import type { AgreementRow, StatementRow, StatementSums, TermsRow } from './repository';

/**
 * An owner's monthly statement (issue 41). Revenue is read from each stay's bill (folio's one computation), never
 * recomputed. Which stays a statement takes is the agreement's: under 'ended' a stay counts whole in the month of
 * its check-out, under the terms in force on its last night; under 'nights' each night counts in its own month under
 * the terms of its day, and the stay's other lines (cleaning, extras, discount, tourist tax, a cancellation fee) with
 * its last night. The commission is taken of the nights, a discount and a cancellation fee, and of the fees (cleaning,
 * extras) when the agreement says 'nights and fees'; the tourist tax is the owner's revenue, without commission, when
 * it passes through, and otherwise left out. Costs are the cleaning and laundry orders, the apartment's costs (repairs,
 * a channel's commission) the agreement leaves to the owner, and its fixed monthly fee.
 */
export const STATEMENT_NOT_FOUND = 'Nie znaleziono rozliczenia.';

export interface StatementLine {
  kind: string;
  label: string;
  date: string | null;
  grosze: number;
  commissionable: boolean;
  commissionPercent: string;
}
export interface StatementStay {
  reservationId: string;
  from: string;
  to: string;
  status: string;
  lines: StatementLine[];
  revenueGrosze: number;
  commissionGrosze: number;
}
export interface StatementCost {
  kind: OwnerCost | 'monthly_fee';
  id: string | null;
  date: string;
  label: string;
  grosze: number;
}
export interface StatementApartment {
  apartmentId: string;
  apartmentName: string;
  stays: StatementStay[];
  costs: StatementCost[];
  revenueGrosze: number;
  commissionGrosze: number;
  costsGrosze: number;
  balanceGrosze: number;
}
export interface StatementContent {
  month: string;
  apartments: StatementApartment[];
  /** what the month's earlier approved statements settled (a correction's basis); 0 for the first */
  settledBeforeGrosze: number;
}

const COST_OF_ORDER: Record<string, OwnerCost> = { cleaning: 'cleaning', washing: 'laundry' };
const percentText = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** The agreement of the apartment covering a day, and its terms in force then. */
function termsOn(agreements: AgreementRow[], apartmentId: string, day: string): TermsRow | null {
  const agreement = agreements.find((a) => a.apartment_id === apartmentId && a.starts_on <= day && (!a.ends_on || a.ends_on >= day));
  if (!agreement) return null;
  return [...agreement.terms].reverse().find((t) => t.valid_from <= day) ?? null;
}

/** Whether a bill's line earns the manager commission under the terms; null when the line is not the owner's revenue. */
function commissionable(kind: string, terms: TermsRow): boolean | null {
  if (kind === 'tourist_tax') return terms.tourist_tax_passes ? false : null;
  if (kind === 'cleaning_fee' || kind === 'extra') return terms.commission_base === 'nights_and_fees';
  return true;
}

/** The stay's part in the month: its bill's lines that count, each with the terms of its day. */
export function stayPart(bill: Bill, stay: { id: string; apartment_id: string; from_date: string; to_date: string; status: string }, agreements: AgreementRow[], from: string, to: string): StatementStay | null {
  const lastNight = addDays(stay.to_date, -1);
  const stayTerms = termsOn(agreements, stay.apartment_id, lastNight);
  const lines: StatementLine[] = [];
  let commission = 0;
  const take = (line: Bill['lines'][number], terms: TermsRow) => {
    const earns = commissionable(line.kind, terms);
    if (earns === null) return;
    lines.push({ kind: line.kind, label: line.label, date: line.date, grosze: line.grosze, commissionable: earns, commissionPercent: percentText(terms.commission_basis_points) });
  };
  const byTerms = new Map<number, number>();
  const ended = stayTerms?.statement_basis !== 'nights';
  if (ended) {
    if (!stayTerms || stay.to_date < from || stay.to_date > to) return null;
    for (const line of bill.lines) take(line, stayTerms);
  } else {
    for (const line of bill.lines) {
      if (line.kind === 'night' && line.date) {
        if (line.date < from || line.date > to) continue;
        const terms = termsOn(agreements, stay.apartment_id, line.date);
        if (terms) take(line, terms);
      } else if (stayTerms && lastNight >= from && lastNight <= to) take(line, stayTerms);
    }
  }
  if (lines.length === 0) return null;
  // the commission per rate, each rounded to the grosz once (half up)
  for (const line of lines) if (line.commissionable) byTerms.set(Number(line.commissionPercent.replace('.', '')), (byTerms.get(Number(line.commissionPercent.replace('.', ''))) ?? 0) + line.grosze);
  for (const [bp, base] of byTerms) commission += Math.sign(base) * Math.round((Math.abs(base) * bp) / 10_000);
  const revenue = lines.reduce((sum, l) => sum + l.grosze, 0);
  return { reservationId: stay.id, from: stay.from_date, to: stay.to_date, status: stay.status, lines, revenueGrosze: revenue, commissionGrosze: commission };
}

function checkedMonth(month: unknown): string {
  if (typeof month !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new ValidationError({ month: ['Podaj miesiąc w formacie rrrr-mm'] });
  return month;
}

/** The month's statement of an owner as it stands now. */
export async function computeStatement(db: Queryable, scope: Scope, ownerId: string, monthInput: unknown): Promise<StatementContent> {
  const month = checkedMonth(monthInput);
  const from = `${month}-01`;
  const to = lastDayOf(month);
  const agreements = (await repo.agreementsOf(db, scope.accountId, [ownerId])).filter((a) => a.starts_on <= to && (!a.ends_on || a.ends_on >= from));
  const apartmentIds = [...new Set(agreements.map((a) => a.apartment_id))];
  const apartments = new Map<string, StatementApartment>();
  for (const a of agreements) {
    if (!apartments.has(a.apartment_id)) apartments.set(a.apartment_id, { apartmentId: a.apartment_id, apartmentName: a.apartment_name, stays: [], costs: [], revenueGrosze: 0, commissionGrosze: 0, costsGrosze: 0, balanceGrosze: 0 });
  }
  // a stay ending on the 1st of the next month has its last night in this one; one ending in this month began at most a year before
  for (const stay of await repo.staysTouching(db, scope.accountId, apartmentIds, from, to)) {
    const { row, bill } = await currentBill(db, scope, stay.id);
    const part = stayPart(bill, { ...stay, status: row.status }, agreements, from, to);
    if (part) apartments.get(stay.apartment_id)!.stays.push(part);
  }
  const bears = (apartmentId: string, day: string, cost: OwnerCost) => termsOn(agreements, apartmentId, day)?.owner_bears.includes(cost) ?? false;
  for (const order of await repo.ordersBetween(db, scope.accountId, apartmentIds, from, to)) {
    const cost = COST_OF_ORDER[order.kind];
    if (cost && bears(order.apartment_id, order.service_date, cost)) {
      apartments.get(order.apartment_id)!.costs.push({ kind: cost, id: order.id, date: order.service_date, label: `${cost === 'cleaning' ? 'Sprzątanie' : 'Pranie'}${order.name ? `: ${order.name}` : ''}`, grosze: grosze(order.price) });
    }
  }
  for (const c of await repo.listCosts(db, scope.accountId, { apartmentIds, from, to })) {
    if (bears(c.apartment_id, c.cost_date, c.kind)) apartments.get(c.apartment_id)!.costs.push({ kind: c.kind, id: c.id, date: c.cost_date, label: c.description, grosze: Number(c.amount_grosze) });
  }
  for (const a of agreements) {
    const day = a.ends_on && a.ends_on < to ? a.ends_on : to;
    const terms = termsOn(agreements, a.apartment_id, day);
    const fee = terms ? Number(terms.monthly_fee_grosze) : 0;
    if (fee > 0) apartments.get(a.apartment_id)!.costs.push({ kind: 'monthly_fee', id: null, date: day, label: 'Stała opłata za zarządzanie', grosze: fee });
  }
  const list = [...apartments.values()].sort((x, y) => x.apartmentName.localeCompare(y.apartmentName, 'pl'));
  for (const a of list) {
    a.costs.sort((x, y) => x.date.localeCompare(y.date));
    a.revenueGrosze = a.stays.reduce((s, x) => s + x.revenueGrosze, 0);
    a.commissionGrosze = a.stays.reduce((s, x) => s + x.commissionGrosze, 0);
    a.costsGrosze = a.costs.reduce((s, x) => s + x.grosze, 0);
    a.balanceGrosze = a.revenueGrosze - a.commissionGrosze - a.costsGrosze;
  }
  return { month, apartments: list, settledBeforeGrosze: 0 };
}

function sumsOf(content: StatementContent): StatementSums {
  const sum = (f: (a: StatementApartment) => number) => content.apartments.reduce((s, a) => s + f(a), 0);
  const balance = sum((a) => a.balanceGrosze);
  return { content, revenue: sum((a) => a.revenueGrosze), commission: sum((a) => a.commissionGrosze), costs: sum((a) => a.costsGrosze), balance, due: balance - content.settledBeforeGrosze };
}

/**
 * Makes (or brings up to date) the month's draft. After an approved statement, a draft is made only when something
 * changed: a correcting statement whose due amount is the difference; otherwise 409.
 */
export async function prepareStatement(db: Queryable, scope: Scope, ownerId: string, monthInput: unknown): Promise<StatementRow> {
  if (!(await repo.findOwner(db, scope.accountId, ownerId))) throw new NotFoundError('Nie znaleziono właściciela.');
  const content = await computeStatement(db, scope, ownerId, monthInput);
  const existing = await repo.statementsOf(db, scope.accountId, ownerId, content.month);
  const settled = existing.filter((s) => s.status !== 'draft');
  content.settledBeforeGrosze = settled.reduce((sum, s) => sum + Number(s.due_grosze), 0);
  const sums = sumsOf(content);
  const draft = existing.find((s) => s.status === 'draft');
  if (draft) {
    await repo.updateDraft(db, scope.accountId, draft.id, sums);
    return (await repo.findStatement(db, scope.accountId, draft.id))!;
  }
  const latest = settled[0];
  if (latest && sums.due === 0 && JSON.stringify(stripSettled(latest.content)) === JSON.stringify(stripSettled(content))) {
    throw new ConflictError('Rozliczenie tego miesiąca jest zatwierdzone i nic się w nim nie zmieniło.');
  }
  const id = await repo.insertStatement(db, scope.accountId, ownerId, content.month, (existing[0]?.sequence ?? 0) + 1, latest?.id ?? null, sums);
  return (await repo.findStatement(db, scope.accountId, id))!;
}

/** The content without what it settles, its keys in one order (jsonb keeps its own order of keys). */
function stripSettled(content: unknown): unknown {
  const { settledBeforeGrosze: _settled, ...rest } = content as StatementContent;
  return canonical(rest);
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  return value;
}

export async function getStatement(app: FastifyInstance, scope: Scope, id: string): Promise<StatementRow> {
  const row = await repo.findStatement(app.db, scope.accountId, id);
  if (!row) throw new NotFoundError(STATEMENT_NOT_FOUND);
  return row;
}

export async function listStatements(app: FastifyInstance, scope: Scope, ownerId: string): Promise<StatementRow[]> {
  if (!(await repo.findOwner(app.db, scope.accountId, ownerId))) throw new NotFoundError('Nie znaleziono właściciela.');
  return repo.statementsOf(app.db, scope.accountId, ownerId, null);
}

export async function approve(app: FastifyInstance, scope: Scope, id: string): Promise<StatementRow> {
  const row = await getStatement(app, scope, id);
  if (!(await repo.moveStatement(app.db, scope.accountId, id, 'draft', 'approved', scope.userId))) {
    throw new ConflictError(row.status === 'draft' ? 'Rozliczenie zmieniło się w międzyczasie.' : 'To rozliczenie jest już zatwierdzone.');
  }
  return getStatement(app, scope, id);
}

export async function markPaid(app: FastifyInstance, scope: Scope, id: string): Promise<StatementRow> {
  const row = await getStatement(app, scope, id);
  if (!(await repo.moveStatement(app.db, scope.accountId, id, 'approved', 'paid', scope.userId))) {
    throw new ConflictError(row.status === 'draft' ? 'Najpierw zatwierdź rozliczenie.' : 'To rozliczenie jest już rozliczone jako zapłacone.');
  }
  return getStatement(app, scope, id);
}

/** The statement's attributes as the PDF reads them (amounts as decimal text, the content as stored). */
function pdfAttributes(row: StatementRow): OwnerStatementAttributes {
  const decimal = (g: string) => groszeToDecimal(Number(g));
  return {
    ownerId: row.owner_id,
    month: row.month,
    sequence: row.sequence,
    correctsId: row.corrects_id,
    status: row.status,
    revenue: decimal(row.revenue_grosze),
    commission: decimal(row.commission_grosze),
    costs: decimal(row.costs_grosze),
    balance: decimal(row.balance_grosze),
    due: decimal(row.due_grosze),
    approvedAt: row.approved_at,
    paidAt: row.paid_at,
    sentAt: row.sent_at,
    content: row.content as OwnerStatementAttributes['content'],
  };
}

async function pdfOf(db: Queryable, scope: Scope, row: StatementRow): Promise<{ pdf: Buffer; fileName: string; email: string; ownerName: string }> {
  const owner = (await repo.findOwner(db, scope.accountId, row.owner_id))!;
  const manager = await repo.managerOf(db, scope.accountId);
  const ownerName = owner.kind === 'company' ? owner.company_name : `${owner.first_name} ${owner.last_name}`.trim();
  const pdf = statementPdf(pdfAttributes(row), {
    manager: { name: manager.name, lines: [manager.street, `${manager.zip} ${manager.city}`.trim(), manager.nip ? `NIP ${manager.nip}` : ''] },
    owner: { name: ownerName, lines: [owner.street, `${owner.postal_code} ${owner.city}`.trim(), owner.nip ? `NIP ${owner.nip}` : ''], iban: owner.iban },
  });
  const fileName = `rozliczenie-${row.month}${row.sequence > 1 ? `-korekta-${row.sequence - 1}` : ''}.pdf`;
  return { pdf, fileName, email: owner.email, ownerName };
}

export async function statementFile(app: FastifyInstance, scope: Scope, id: string): Promise<{ pdf: Buffer; fileName: string }> {
  return pdfOf(app.db, scope, await getStatement(app, scope, id));
}

/** E-mails an approved (or paid) statement's PDF to the owner through the outbox. */
export async function sendStatement(app: FastifyInstance, scope: Scope, id: string): Promise<StatementRow> {
  const row = await getStatement(app, scope, id);
  if (row.status === 'draft') throw new ConflictError('Wyślij rozliczenie po zatwierdzeniu.');
  const { pdf, fileName, email } = await pdfOf(app.db, scope, row);
  if (!email) throw new ValidationError({ email: ['Właściciel nie ma adresu e-mail'] });
  const [year, month] = row.month.split('-');
  await app.db.transaction(async (tx) => {
    await enqueueEmail(tx, {
      accountId: scope.accountId,
      to: email,
      subject: `${row.sequence > 1 ? 'Korekta rozliczenia' : 'Rozliczenie'} za ${month}/${year}`,
      text: [
        'Dzień dobry,',
        '',
        `w załączniku przesyłamy ${row.sequence > 1 ? 'korektę rozliczenia' : 'rozliczenie'} Pani/Pana apartamentów za ${month}/${year}.`,
        `Saldo miesiąca: ${groszeToDecimal(Number(row.balance_grosze)).replace('.', ',')} zł.`,
        '',
        'Pozdrawiamy',
      ].join('\n'),
      kind: 'owner_statement',
      attachments: [{ filename: fileName, contentType: 'application/pdf', content: pdf }],
    });
    await repo.markStatementSent(tx, scope.accountId, id);
  });
  return getStatement(app, scope, id);
}

export function ownersReport(app: FastifyInstance, scope: Scope, year: number) {
  return repo.ownerMonths(app.db, scope.accountId, year);
}
