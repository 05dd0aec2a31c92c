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
