import {
  TOURIST_TAX_EXEMPTIONS,
  groszeToDecimal,
  toGrosze,
  type TouristTaxExemption,
  type TouristTaxSettings,
  type TouristTaxStatement,
  type TouristTaxStatementMunicipality,
} from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { asActor } from '../../lib/actor';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { polishDay } from '../../lib/values';
import { touristTaxOf } from '../pricing';
import { csvCell } from '../reservations';
import * as repo from './repository';
import { monthRange } from './month';

const toSettings = (row: repo.TouristTaxListingRow): TouristTaxSettings => ({
  accommodationId: row.id,
  accommodationName: row.name,
  municipality: row.tourist_tax_municipality,
  rateGrosze: toGrosze(row.tourist_tax) ?? 0,
  exemptAge: row.tourist_tax_exempt_age,
  collector: row.tourist_tax_collector,
});

export async function listSettings(db: Queryable, scope: Scope): Promise<TouristTaxSettings[]> {
  return (await repo.touristTaxListings(db, scope.accountId)).map(toSettings);
}

export interface SettingsInput {
  municipality?: string;
  rateGrosze?: number;
  exemptAge?: number | null;
  collector?: boolean;
}

/** A listing's tourist-tax settings; the rate and the exempt age are the listing's own (the wizard shows them too). */
export async function updateSettings(db: Database, scope: Scope, id: string, input: SettingsInput): Promise<TouristTaxSettings> {
  const current = await repo.touristTaxListing(db, scope.accountId, id);
  if (!current) throw new NotFoundError();
  const errors: Record<string, string[]> = {};
  const municipality = input.municipality === undefined ? current.tourist_tax_municipality : input.municipality.trim();
  if (municipality.length > 120) errors.municipality = ['Nazwa gminy może mieć najwyżej 120 znaków'];
  const rate = input.rateGrosze ?? toGrosze(current.tourist_tax) ?? 0;
  if (!Number.isInteger(rate) || rate < 0 || rate > 99_999) errors.rateGrosze = ['Stawka musi być kwotą od 0 do 999,99 zł'];
  const exemptAge = input.exemptAge === undefined ? current.tourist_tax_exempt_age : input.exemptAge;
  if (exemptAge !== null && (!Number.isInteger(exemptAge) || exemptAge < 0 || exemptAge > 17)) errors.exemptAge = ['Wiek zwolnienia: od 0 do 17 lat'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  await repo.updateTouristTaxListing(db, scope.accountId, id, {
    municipality,
    rate: groszeToDecimal(rate),
    exemptAge,
    collector: input.collector ?? current.tourist_tax_collector,
  });
  return toSettings((await repo.touristTaxListing(db, scope.accountId, id))!);
}

/** The exemptions kept on a stay, read defensively (a row written by hand may hold anything). */
export function exemptionsOf(value: unknown): TouristTaxExemption[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null && typeof e.reason === 'string' && e.reason in TOURIST_TAX_EXEMPTIONS)
    .map((e) => ({ guest: String(e.guest ?? ''), reason: e.reason as TouristTaxExemption['reason'], ...(e.note ? { note: String(e.note) } : {}) }));
}

const agesOf = (text: string): number[] | undefined => {
  const ages = text.split('|').filter((a) => a.trim() !== '').map(Number);
  return ages.length && ages.every(Number.isInteger) ? ages : undefined;
};

const breakdownOf = (row: repo.TaxedStayRow, statutoryExempt: number) =>
  touristTaxOf(row, { from: row.from_date, to: row.to_date, adults: row.adults, children: row.children, childrenAges: agesOf(row.children_ages), statutoryExempt });

/**
 * The guests of a stay exempt by statute, each with the reason; the stay's tourist tax (its bill's line) is counted
 * again by the one rule, leaving them out.
 */
export async function setExemptions(db: Database, scope: Scope, id: string, exemptions: TouristTaxExemption[]): Promise<{ exemptions: TouristTaxExemption[]; touristTaxGrosze: number }> {
  return asActor(db, scope, async (tx) => {
    const stay = await repo.taxedStay(tx, scope.accountId, scope.apartmentIds, id);
    if (!stay) throw new NotFoundError();
    const errors: Record<string, string[]> = {};
    if (exemptions.length > stay.adults + stay.children) errors.exemptions = ['Zwolnionych nie może być więcej niż gości pobytu'];
    exemptions.forEach((e, i) => {
      if (!(e.reason in TOURIST_TAX_EXEMPTIONS)) errors[`exemptions.${i}.reason`] = ['Wybierz podstawę zwolnienia'];
      if (!e.guest.trim()) errors[`exemptions.${i}.guest`] = ['Podaj gościa'];
    });
    if (stay.status === 'canceled') errors.exemptions = ['Pobyt jest anulowany'];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const kept = exemptions.map((e) => ({ guest: e.guest.trim().slice(0, 200), reason: e.reason, ...(e.note?.trim() ? { note: e.note.trim().slice(0, 500) } : {}) }));
    const tax = breakdownOf(stay, kept.length).grosze;
    await repo.setStayExemptions(tx, scope.accountId, id, kept, groszeToDecimal(tax));
    return { exemptions: kept, touristTaxGrosze: tax };
  });
}

/** The municipality a listing's tax goes to: the one set, else its city. */
const municipalityOf = (row: { tourist_tax_municipality: string; city: string }) => row.tourist_tax_municipality.trim() || row.city.trim() || 'Gmina nieustalona';

/**
 * The collector's monthly statement per municipality: the stays checking in that month (the bill's other lines count
 * in the check-in month, as in the reports), persons, nights, those exempt, and the amount, which is the sum of the
 * stays' bills' 'Opłata miejscowa' lines.
 */
export async function statement(db: Queryable, scope: Scope, month: string): Promise<TouristTaxStatement> {
  const { from, to } = monthRange(month);
  const rows = await repo.statementStays(db, scope.accountId, scope.apartmentIds, from, to);
  const byMunicipality = new Map<string, TouristTaxStatementMunicipality>();
  for (const row of rows) {
    const name = municipalityOf(row);
    let m = byMunicipality.get(name);
    if (!m) {
      m = { municipality: name, rates: [], stays: 0, persons: 0, nights: 0, personNights: 0, exempt: 0, taxedPersonNights: 0, amountGrosze: 0, rows: [] };
      byMunicipality.set(name, m);
    }
    const exemptions = exemptionsOf(row.tourist_tax_exemptions);
    const b = breakdownOf(row, exemptions.length);
    const amount = toGrosze(row.stay_tourist_tax) ?? 0;
    const rate = toGrosze(row.tourist_tax) ?? 0;
    if (!m.rates.includes(rate)) m.rates.push(rate);
    m.stays += 1;
    m.persons += b.persons;
    m.nights += b.nights;
    m.personNights += b.persons * b.nights;
    m.exempt += b.exemptByAge + b.exemptByStatute;
    m.taxedPersonNights += b.taxedPersons * b.nights;
    m.amountGrosze += amount;
    m.rows.push({
      reservationId: row.id,
      apartmentName: row.apartment_name,
      from: row.from_date,
      to: row.to_date,
      guestName: row.full_name,
      persons: b.persons,
      nights: b.nights,
      exemptByAge: b.exemptByAge,
      exemptByStatute: b.exemptByStatute,
      exemptions,
      taxedPersonNights: b.taxedPersons * b.nights,
      amountGrosze: amount,
    });
  }
  const municipalities = [...byMunicipality.values()].sort((a, b) => a.municipality.localeCompare(b.municipality, 'pl'));
  return { month, municipalities, amountGrosze: municipalities.reduce((sum, m) => sum + m.amountGrosze, 0) };
}

const comma = (grosze: number) => groszeToDecimal(grosze).replace('.', ',');
const line = (cells: Array<string | number>) => cells.map(csvCell).join(';');

/** The statement as CSV for Excel in Poland (BOM, ';', decimal comma, dd.MM.yyyy): a block per municipality. */
export function statementCsv(s: TouristTaxStatement): string {
  const lines = [line(['Gmina', 'Apartament', 'Przyjazd', 'Wyjazd', 'Gość', 'Osoby', 'Noce', 'Zwolnieni (wiek)', 'Zwolnieni (ustawa)', 'Podstawa zwolnienia', 'Osobonoce opłacone', 'Kwota pobrana'])];
  for (const m of s.municipalities) {
    for (const r of m.rows) {
      const reasons = r.exemptions.map((e) => TOURIST_TAX_EXEMPTIONS[e.reason]).join(', ');
      lines.push(line([m.municipality, r.apartmentName, polishDay(r.from), polishDay(r.to), r.guestName, r.persons, r.nights, r.exemptByAge, r.exemptByStatute, reasons, r.taxedPersonNights, comma(r.amountGrosze)]));
    }
    lines.push(line([`${m.municipality}: razem`, `pobytów: ${m.stays}`, '', '', '', m.persons, m.nights, m.exempt, '', '', m.taxedPersonNights, comma(m.amountGrosze)]));
  }
  lines.push(line(['Razem', '', '', '', '', '', '', '', '', '', '', comma(s.amountGrosze)]));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
