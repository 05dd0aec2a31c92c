import type { CommissionBase, OwnerCost, OwnerKind, StatementBasis } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';

/** SQL of apartment owners, their agreements and the agreements' terms (issue 41). Every statement takes the account. */
export interface OwnerRow {
  id: string;
  /** the column's CHECK holds the contract's kinds */
  kind: OwnerKind;
  company_name: string;
  first_name: string;
  last_name: string;
  nip: string;
  email: string;
  phone: string;
  street: string;
  postal_code: string;
  city: string;
  iban: string;
  bank_name: string;
}

export interface TermsRow {
  id: string;
  agreement_id: string;
  valid_from: string;
  commission_basis_points: number;
  /** the columns' CHECKs hold the contract's values; owner_bears is written only from OWNER_COST_KINDS */
  commission_base: CommissionBase;
  monthly_fee_grosze: string;
  owner_bears: OwnerCost[];
  tourist_tax_passes: boolean;
  statement_basis: StatementBasis;
  statement_day: number;
  created_at: string;
}

export interface AgreementRow {
  id: string;
  owner_id: string;
  apartment_id: string;
  apartment_name: string;
  starts_on: string;
  ends_on: string | null;
  terms: TermsRow[];
}

export interface OwnerFields {
  kind: OwnerKind;
  companyName: string;
  firstName: string;
  lastName: string;
  nip: string;
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  iban: string;
  bankName: string;
}

export interface TermsFields {
  validFrom: string;
  commissionBasisPoints: number;
  commissionBase: CommissionBase;
  monthlyFeeGrosze: number;
  ownerBears: OwnerCost[];
  touristTaxPasses: boolean;
  statementBasis: StatementBasis;
  statementDay: number;
}

const OWNER_COLUMNS = `o.id, o.kind, o.company_name, o.first_name, o.last_name, o.nip, o.email, o.phone, o.street, o.postal_code, o.city, o.iban, o.bank_name`;
const BY_NAME = `lower(o.company_name || o.last_name || ' ' || o.first_name), o.id`;

export async function listOwners(db: Queryable, accountId: string, page: { limit: number; offset: number }): Promise<OwnerRow[]> {
  return db.query<OwnerRow>(`select ${OWNER_COLUMNS} from apartment_owners o where o.account_id = $1 order by ${BY_NAME} limit $2 offset $3`, [accountId, page.limit, page.offset]);
}

export async function countOwners(db: Queryable, accountId: string): Promise<number> {
  const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from apartment_owners where account_id = $1', [accountId]);
  return count;
}

export async function findOwner(db: Queryable, accountId: string, id: string): Promise<OwnerRow | null> {
  const rows = await db.query<OwnerRow>(`select ${OWNER_COLUMNS} from apartment_owners o where o.account_id = $1 and o.id = $2`, [accountId, id]);
  return rows[0] ?? null;
}

function ownerParams(f: OwnerFields): unknown[] {
  return [f.kind, f.companyName, f.firstName, f.lastName, f.nip, f.email, f.phone, f.street, f.postalCode, f.city, f.iban, f.bankName];
}

export async function insertOwner(db: Queryable, accountId: string, f: OwnerFields): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(
    `insert into apartment_owners (account_id, kind, company_name, first_name, last_name, nip, email, phone, street, postal_code, city, iban, bank_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    [accountId, ...ownerParams(f)],
  );
  return id;
}

export async function updateOwner(db: Queryable, accountId: string, id: string, f: OwnerFields): Promise<boolean> {
  const rows = await db.query(
    `update apartment_owners set kind = $3, company_name = $4, first_name = $5, last_name = $6, nip = $7, email = $8, phone = $9,
            street = $10, postal_code = $11, city = $12, iban = $13, bank_name = $14, updated_at = now()
      where account_id = $1 and id = $2 returning id`,
    [accountId, id, ...ownerParams(f)],
  );
  return rows.length > 0;
}

export async function deleteOwner(db: Queryable, accountId: string, id: string): Promise<boolean> {
  const rows = await db.query('delete from apartment_owners where account_id = $1 and id = $2 returning id', [accountId, id]);
  return rows.length > 0;
}

const AGREEMENT_SELECT = `
  select g.id, g.owner_id, g.apartment_id, a.name as apartment_name, g.starts_on::text as starts_on, g.ends_on::text as ends_on,
         coalesce((select json_agg(json_build_object(
                     'id', t.id, 'agreement_id', t.agreement_id, 'valid_from', t.valid_from::text,
                     'commission_basis_points', t.commission_basis_points, 'commission_base', t.commission_base,
                     'monthly_fee_grosze', t.monthly_fee_grosze::text, 'owner_bears', t.owner_bears,
                     'tourist_tax_passes', t.tourist_tax_passes, 'statement_basis', t.statement_basis,
                     'statement_day', t.statement_day, 'created_at', t.created_at) order by t.valid_from)
                     from owner_agreement_terms t where t.agreement_id = g.id), '[]'::json) as terms
    from owner_agreements g join apartments a on a.id = g.apartment_id`;

/** The agreements of some owners of the account, each with its terms (oldest first), by start. */
export async function agreementsOf(db: Queryable, accountId: string, ownerIds: string[]): Promise<AgreementRow[]> {
  if (ownerIds.length === 0) return [];
  return db.query<AgreementRow>(`${AGREEMENT_SELECT} where g.account_id = $1 and g.owner_id = any($2::uuid[]) order by g.starts_on, a.name, g.id`, [accountId, ownerIds]);
}

export async function findAgreement(db: Queryable, accountId: string, id: string): Promise<AgreementRow | null> {
  const rows = await db.query<AgreementRow>(`${AGREEMENT_SELECT} where g.account_id = $1 and g.id = $2`, [accountId, id]);
  return rows[0] ?? null;
}

export async function apartmentExists(db: Queryable, accountId: string, apartmentId: string): Promise<boolean> {
  const rows = await db.query('select 1 from apartments where account_id = $1 and id = $2', [accountId, apartmentId]);
  return rows.length > 0;
}

export async function insertAgreement(db: Queryable, accountId: string, ownerId: string, f: { apartmentId: string; startsOn: string; endsOn: string | null }): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(
    `insert into owner_agreements (account_id, owner_id, apartment_id, starts_on, ends_on) values ($1, $2, $3, $4, $5) returning id`,
    [accountId, ownerId, f.apartmentId, f.startsOn, f.endsOn],
  );
  return id;
}

export async function setAgreementEnd(db: Queryable, accountId: string, id: string, endsOn: string | null): Promise<void> {
  await db.query('update owner_agreements set ends_on = $3 where account_id = $1 and id = $2', [accountId, id, endsOn]);
}

export async function insertTerms(db: Queryable, accountId: string, agreementId: string, userId: string, f: TermsFields): Promise<void> {
  await db.query(
    `insert into owner_agreement_terms (account_id, agreement_id, valid_from, commission_basis_points, commission_base, monthly_fee_grosze,
                                        owner_bears, tourist_tax_passes, statement_basis, statement_day, created_by)
     values ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10, $11)`,
    [accountId, agreementId, f.validFrom, f.commissionBasisPoints, f.commissionBase, f.monthlyFeeGrosze, f.ownerBears, f.touristTaxPasses, f.statementBasis, f.statementDay, userId],
  );
}

export interface CostRow {
  id: string;
  apartment_id: string;
  apartment_name: string;
  /** the column's CHECK holds 'repairs' | 'channel_commission' */
  kind: 'repairs' | 'channel_commission';
  reservation_id: string | null;
  cost_date: string;
  description: string;
  amount_grosze: string;
  vat_rate: string;
  document_key: string | null;
  document_name: string;
  document_type: string;
}

const COST_SELECT = `
  select c.id, c.apartment_id, a.name as apartment_name, c.kind, c.reservation_id, c.cost_date::text as cost_date, c.description,
         c.amount_grosze::text as amount_grosze, c.vat_rate, c.document_key, c.document_name, c.document_type
    from apartment_costs c join apartments a on a.id = c.apartment_id`;

export async function listCosts(db: Queryable, accountId: string, f: { apartmentIds: string[] | null; from: string; to: string }): Promise<CostRow[]> {
  return db.query<CostRow>(
    `${COST_SELECT} where c.account_id = $1 and ($2::uuid[] is null or c.apartment_id = any($2::uuid[])) and c.cost_date between $3 and $4
      order by c.cost_date, c.created_at, c.id`,
    [accountId, f.apartmentIds, f.from, f.to],
  );
}

export async function findCost(db: Queryable, accountId: string, id: string): Promise<CostRow | null> {
  const rows = await db.query<CostRow>(`${COST_SELECT} where c.account_id = $1 and c.id = $2`, [accountId, id]);
  return rows[0] ?? null;
}

export async function reservationOfApartment(db: Queryable, accountId: string, apartmentId: string, reservationId: string): Promise<boolean> {
  const rows = await db.query('select 1 from reservations where account_id = $1 and apartment_id = $2 and id = $3', [accountId, apartmentId, reservationId]);
  return rows.length > 0;
}

export async function insertCost(
  db: Queryable,
  accountId: string,
  userId: string,
  f: { apartmentId: string; kind: string; reservationId: string | null; date: string; description: string; amountGrosze: number; vatRate: string },
): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(
    `insert into apartment_costs (account_id, apartment_id, kind, reservation_id, cost_date, description, amount_grosze, vat_rate, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [accountId, f.apartmentId, f.kind, f.reservationId, f.date, f.description, f.amountGrosze, f.vatRate, userId],
  );
  return id;
}

export async function setCostDocument(db: Queryable, accountId: string, id: string, doc: { key: string; name: string; type: string }): Promise<void> {
  await db.query('update apartment_costs set document_key = $3, document_name = $4, document_type = $5 where account_id = $1 and id = $2', [accountId, id, doc.key, doc.name, doc.type]);
}

export async function deleteCost(db: Queryable, accountId: string, id: string): Promise<void> {
  await db.query('delete from apartment_costs where account_id = $1 and id = $2', [accountId, id]);
}

/** The stays of some apartments that touch the days [from, to] (a night in them, or a check-out on one of them). */
export async function staysTouching(db: Queryable, accountId: string, apartmentIds: string[], from: string, to: string): Promise<Array<{ id: string; apartment_id: string; from_date: string; to_date: string }>> {
  if (apartmentIds.length === 0) return [];
  return db.query(
    `select r.id, r.apartment_id, r.from_date::text as from_date, r.to_date::text as to_date
       from reservations r
      where r.account_id = $1 and r.apartment_id = any($2::uuid[]) and r.from_date <= $4 and r.to_date >= $3
      order by r.to_date, r.from_date, r.id`,
    [accountId, apartmentIds, from, to],
  );
}

/** The cleaning and laundry orders of some apartments done on the days [from, to], with their price (gross). */
export async function ordersBetween(db: Queryable, accountId: string, apartmentIds: string[], from: string, to: string): Promise<Array<{ id: string; apartment_id: string; service_date: string; kind: string; name: string; price: string }>> {
  if (apartmentIds.length === 0) return [];
  return db.query(
    `select o.id, o.apartment_id, o.service_date::text as service_date, c.service_performed as kind, coalesce(o.price_name, '') as name, o.price_amount::text as price
       from cooperation_orders o join cooperations c on c.id = o.cooperation_id
      where o.account_id = $1 and o.apartment_id = any($2::uuid[]) and o.service_date between $3 and $4
        and o.status not in ('rejected', 'canceled') and o.price_amount > 0 and c.service_performed in ('cleaning', 'washing')
      order by o.service_date, o.id`,
    [accountId, apartmentIds, from, to],
  );
}

export interface StatementRow {
  id: string;
  owner_id: string;
  month: string;
  sequence: number;
  corrects_id: string | null;
  /** the column's CHECK holds these */
  status: 'draft' | 'approved' | 'paid';
  content: unknown;
  revenue_grosze: string;
  commission_grosze: string;
  costs_grosze: string;
  balance_grosze: string;
  due_grosze: string;
  approved_at: string | null;
  paid_at: string | null;
  sent_at: string | null;
}

const STATEMENT_SELECT = `select s.id, s.owner_id, to_char(s.month, 'YYYY-MM') as month, s.sequence, s.corrects_id, s.status, s.content,
  s.revenue_grosze::text as revenue_grosze, s.commission_grosze::text as commission_grosze, s.costs_grosze::text as costs_grosze,
  s.balance_grosze::text as balance_grosze, s.due_grosze::text as due_grosze, s.approved_at, s.paid_at, s.sent_at from owner_statements s`;

export async function statementsOf(db: Queryable, accountId: string, ownerId: string, month: string | null): Promise<StatementRow[]> {
  return db.query<StatementRow>(
    `${STATEMENT_SELECT} where s.account_id = $1 and s.owner_id = $2 and ($3::text is null or s.month = ($3 || '-01')::date) order by s.month desc, s.sequence desc`,
    [accountId, ownerId, month],
  );
}

export async function findStatement(db: Queryable, accountId: string, id: string): Promise<StatementRow | null> {
  const rows = await db.query<StatementRow>(`${STATEMENT_SELECT} where s.account_id = $1 and s.id = $2`, [accountId, id]);
  return rows[0] ?? null;
}

export interface StatementSums {
  content: unknown;
  revenue: number;
  commission: number;
  costs: number;
  balance: number;
  due: number;
}

export async function insertStatement(db: Queryable, accountId: string, ownerId: string, month: string, sequence: number, correctsId: string | null, s: StatementSums): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(
    `insert into owner_statements (account_id, owner_id, month, sequence, corrects_id, content, revenue_grosze, commission_grosze, costs_grosze, balance_grosze, due_grosze)
     values ($1, $2, ($3 || '-01')::date, $4, $5, $6::jsonb, $7, $8, $9, $10, $11) returning id`,
    [accountId, ownerId, month, sequence, correctsId, JSON.stringify(s.content), s.revenue, s.commission, s.costs, s.balance, s.due],
  );
  return id;
}

export async function updateDraft(db: Queryable, accountId: string, id: string, s: StatementSums): Promise<void> {
  await db.query(
    `update owner_statements set content = $3::jsonb, revenue_grosze = $4, commission_grosze = $5, costs_grosze = $6, balance_grosze = $7, due_grosze = $8, updated_at = now()
      where account_id = $1 and id = $2 and status = 'draft'`,
    [accountId, id, JSON.stringify(s.content), s.revenue, s.commission, s.costs, s.balance, s.due],
  );
}

/** Moves a statement on from one status only (approved from draft, paid from approved); false when it was not there. */
export async function moveStatement(db: Queryable, accountId: string, id: string, from: string, to: string, userId: string): Promise<boolean> {
  const rows = await db.query(
    `update owner_statements set status = $4, updated_at = now(),
            approved_at = case when $4 = 'approved' then now() else approved_at end, approved_by = case when $4 = 'approved' then $5::uuid else approved_by end,
            paid_at = case when $4 = 'paid' then now() else paid_at end
      where account_id = $1 and id = $2 and status = $3 returning id`,
    [accountId, id, from, to, userId],
  );
  return rows.length > 0;
}

/** Whether a cost is counted in an approved (or paid) statement. */
export async function costInApprovedStatement(db: Queryable, accountId: string, costId: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from owner_statements s where s.account_id = $1 and s.status <> 'draft' and s.content::text like '%' || $2 || '%' limit 1`,
    [accountId, costId],
  );
  return rows.length > 0;
}

/** The management company as its invoices name it (the invoice settings' seller), else the account's name. */
export async function managerOf(db: Queryable, accountId: string): Promise<{ name: string; street: string; zip: string; city: string; nip: string }> {
  const rows = await db.query<{ name: string; street: string; zip: string; city: string; nip: string }>(
    `select coalesce(nullif(s.seller_name, ''), a.name) as name, coalesce(s.seller_street, '') as street, coalesce(s.seller_zip_code, '') as zip,
            coalesce(s.seller_city, '') as city, coalesce(s.seller_nip, '') as nip
       from accounts a left join invoice_settings s on s.account_id = a.id where a.id = $1`,
    [accountId],
  );
  return rows[0];
}

export async function markStatementSent(db: Queryable, accountId: string, id: string): Promise<void> {
  await db.query('update owner_statements set sent_at = now() where account_id = $1 and id = $2', [accountId, id]);
}

export interface OwnerMonthRow {
  owner_id: string;
  owner_name: string;
  month: string;
  status: 'draft' | 'approved' | 'paid';
  revenue_grosze: string;
  commission_grosze: string;
  costs_grosze: string;
  balance_grosze: string;
}

/** Each owner's months of a year as their latest statement (a correction over the one it corrects) says. */
export async function ownerMonths(db: Queryable, accountId: string, year: number): Promise<OwnerMonthRow[]> {
  const rows = await db.query<OwnerMonthRow>(
    `select distinct on (s.owner_id, s.month) s.owner_id, coalesce(nullif(o.company_name, ''), trim(o.first_name || ' ' || o.last_name)) as owner_name,
            to_char(s.month, 'YYYY-MM') as month, s.status, s.revenue_grosze::text as revenue_grosze, s.commission_grosze::text as commission_grosze,
            s.costs_grosze::text as costs_grosze, s.balance_grosze::text as balance_grosze
       from owner_statements s join apartment_owners o on o.id = s.owner_id
      where s.account_id = $1 and s.month >= make_date($2, 1, 1) and s.month < make_date($2 + 1, 1, 1)
      order by s.owner_id, s.month, s.sequence desc`,
    [accountId, year],
  );
  return rows.sort((a, b) => a.month.localeCompare(b.month) || a.owner_name.localeCompare(b.owner_name, 'pl'));
}
