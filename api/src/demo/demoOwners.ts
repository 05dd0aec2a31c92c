import { addDays, todayInPoland } from '@gospodarz/contracts';
import type { Queryable } from '../db/database';
import type { Scope } from '../lib/scope';
import { prepareStatement } from '../modules/owners';

/** The month before today's (Warsaw's), 'yyyy-MM'. */
export function previousMonth(today = todayInPoland()): string {
  return addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
}

/**
 * The demo as a management company (issue 41): two owners with agreements, a repair, and last month's statements
 * (Katarzyna Wiśniewska's approved, Bałtyk Inwest's a draft). Katarzyna owns the two seaside apartments (20 % of the
 * nights, cleaning, laundry and repairs on her, stays counted in the month they end); Bałtyk Inwest the Kraków studio
 * (18 % of the nights and fees, a fixed 100 zł a month, the tourist tax passing through, night by night).
 */
export async function seedDemoOwners(db: Queryable, accountId: string): Promise<void> {
  const [user] = await db.query<{ id: string }>('select id from users where account_id = $1 and owner', [accountId]);
  const apartments = await db.query<{ id: string; name: string }>('select id, name from apartments where account_id = $1 and archived_at is null', [accountId]);
  const apartment = (name: string) => apartments.find((a) => a.name === name)?.id;
  const owner = async (fields: Record<string, string>) => {
    const [row] = await db.query<{ id: string }>(
      `insert into apartment_owners (account_id, kind, company_name, first_name, last_name, nip, email, phone, street, postal_code, city, iban, bank_name)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [accountId, fields.kind, fields.companyName ?? '', fields.firstName ?? '', fields.lastName ?? '', fields.nip ?? '', fields.email, fields.phone, fields.street, fields.postalCode, fields.city, fields.iban, fields.bankName],
    );
    return row.id;
  };
  const agreement = async (ownerId: string, apartmentId: string | undefined, terms: { bp: number; base: string; fee: number; bears: string[]; tax: boolean; basis: string; day: number }) => {
    if (!apartmentId) return;
    const [row] = await db.query<{ id: string }>(`insert into owner_agreements (account_id, owner_id, apartment_id, starts_on) values ($1, $2, $3, '2025-01-01') returning id`, [accountId, ownerId, apartmentId]);
    await db.query(
      `insert into owner_agreement_terms (account_id, agreement_id, valid_from, commission_basis_points, commission_base, monthly_fee_grosze, owner_bears,
                                          tourist_tax_passes, statement_basis, statement_day, created_by)
       values ($1, $2, '2025-01-01', $3, $4, $5, $6::text[], $7, $8, $9, $10)`,
      [accountId, row.id, terms.bp, terms.base, terms.fee, terms.bears, terms.tax, terms.basis, terms.day, user.id],
    );
  };
  const katarzyna = await owner({
    kind: 'person', firstName: 'Katarzyna', lastName: 'Wiśniewska', email: 'k.wisniewska@example.pl', phone: '601234567',
    street: 'Bohaterów Monte Cassino 10/4', postalCode: '81-704', city: 'Sopot', iban: 'PL61109010140000071219812874', bankName: 'Santander Bank Polska',
  });
  const baltyk = await owner({
    kind: 'company', companyName: 'Bałtyk Inwest sp. z o.o.', nip: '5260001246', email: 'rozliczenia@baltykinwest.pl', phone: '585550101',
    street: 'Grunwaldzka 100', postalCode: '80-244', city: 'Gdańsk', iban: 'PL27114020040000300201355387', bankName: 'mBank',
  });
  const seaside = { bp: 2000, base: 'nights', fee: 0, bears: ['cleaning', 'laundry', 'repairs'], tax: false, basis: 'ended', day: 5 };
  await agreement(katarzyna, apartment('Apartament Morski'), seaside);
  await agreement(katarzyna, apartment('Apartament Bursztynowy'), seaside);
  await agreement(baltyk, apartment('Studio Wawel'), { bp: 1800, base: 'nights_and_fees', fee: 10000, bears: ['cleaning', 'repairs'], tax: true, basis: 'nights', day: 10 });

  const month = previousMonth();
  const morski = apartment('Apartament Morski');
  if (morski) {
    await db.query(
      `insert into apartment_costs (account_id, apartment_id, kind, cost_date, description, amount_grosze, vat_rate, created_by)
       values ($1, $2, 'repairs', $3, 'Wymiana baterii w łazience', 34999, '23', $4)`,
      [accountId, morski, `${month}-14`, user.id],
    );
  }
  const scope: Scope = { accountId, userId: user.id, sessionId: '', owner: true, permissions: [], apartmentIds: null };
  const approved = await prepareStatement(db, scope, katarzyna, month);
  await db.query(`update owner_statements set status = 'approved', approved_at = now(), approved_by = $3 where account_id = $1 and id = $2`, [accountId, approved.id, user.id]);
  await prepareStatement(db, scope, baltyk, month);
}
