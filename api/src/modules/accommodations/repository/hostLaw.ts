import type { Queryable } from '../../../db/database';
import { withinApartments, type ApartmentScope } from '../../../lib/scope';

// SQL of the law of a host (issue 38): registration numbers, arrival instructions and lock codes of apartments, the
// listing's contact phone and reminder switch, its house rules' versions and their acceptances. Every function takes
// the account; reads of apartments also take the apartments the caller may see (null: all).

export interface LegalListingRow {
  id: string;
  emergency_phone: string;
  check_in_reminder: boolean;
}

export async function findListing(db: Queryable, accountId: string, apartments: ApartmentScope, id: string): Promise<LegalListingRow | null> {
  const rows = await db.query<LegalListingRow>(
    `select h.id, h.emergency_phone, h.check_in_reminder from accommodations h
      where h.id = $1 and h.account_id = $2 and h.archived_at is null
        and ($3::uuid[] is null or exists (select 1 from apartments a where a.accommodation_id = h.id and a.archived_at is null and ${withinApartments('a.id', '$3')}))`,
    [id, accountId, apartments],
  );
  return rows[0] ?? null;
}

export interface LegalApartmentRow {
  id: string;
  name: string;
  registration_number: string;
  registration_authority: string;
  arrival_instructions: string;
  lock_codes: string[];
}

export async function listingApartments(db: Queryable, accountId: string, apartments: ApartmentScope, listingId: string): Promise<LegalApartmentRow[]> {
  return db.query<LegalApartmentRow>(
    `select a.id, a.name, a.registration_number, a.registration_authority, a.arrival_instructions, a.lock_codes
       from apartments a
      where a.account_id = $1 and a.accommodation_id = $2 and a.archived_at is null and ${withinApartments('a.id', '$3')}
      order by a.position, a.created_at`,
    [accountId, listingId, apartments],
  );
}

export async function updateListing(db: Queryable, accountId: string, id: string, change: { emergencyPhone?: string; checkInReminder?: boolean }): Promise<void> {
  await db.query(
    `update accommodations set emergency_phone = coalesce($3, emergency_phone), check_in_reminder = coalesce($4, check_in_reminder), updated_at = now()
      where id = $1 and account_id = $2`,
    [id, accountId, change.emergencyPhone ?? null, change.checkInReminder ?? null],
  );
}

export interface ApartmentLegalChange {
  registrationNumber?: string;
  registrationAuthority?: string;
  arrivalInstructions?: string;
  lockCodes?: string[];
}

/** Changes one apartment of the listing; false when the apartment is not the listing's. */
export async function updateApartment(db: Queryable, accountId: string, listingId: string, apartmentId: string, change: ApartmentLegalChange): Promise<boolean> {
  const rows = await db.query(
    `update apartments set registration_number = coalesce($4, registration_number), registration_authority = coalesce($5, registration_authority),
            arrival_instructions = coalesce($6, arrival_instructions), lock_codes = coalesce($7::text[], lock_codes), updated_at = now()
      where id = $3 and account_id = $1 and accommodation_id = $2 and archived_at is null
      returning id`,
    [accountId, listingId, apartmentId, change.registrationNumber ?? null, change.registrationAuthority ?? null, change.arrivalInstructions ?? null, change.lockCodes ?? null],
  );
  return rows.length > 0;
}

export interface RulesVersionRow {
  id: string;
  version: number;
  body: string;
  created_at: Date;
}

export async function rulesVersions(db: Queryable, accountId: string, listingId: string): Promise<RulesVersionRow[]> {
  return db.query<RulesVersionRow>(
    `select id, version, body, created_at from house_rules_versions where account_id = $1 and accommodation_id = $2 order by version desc`,
    [accountId, listingId],
  );
}

/** Saves a new version after the last one (the listing's row locked, so two saves number one after the other). */
export async function insertRulesVersion(db: Queryable, accountId: string, listingId: string, body: string): Promise<void> {
  await db.query(`select id from accommodations where id = $1 and account_id = $2 for update`, [listingId, accountId]);
  await db.query(
    `insert into house_rules_versions (account_id, accommodation_id, version, body)
     select $1, $2, coalesce(max(version), 0) + 1, $3 from house_rules_versions where accommodation_id = $2`,
    [accountId, listingId, body],
  );
}

export interface ApartmentLawRow {
  apartment_id: string;
  accommodation_id: string;
  registration_number: string;
  registration_authority: string;
  arrival_instructions: string;
  lock_codes: string[];
  emergency_phone: string;
  check_in_from: string;
  rules_id: string | null;
  rules_version: number | null;
  rules_body: string | null;
  rules_saved_at: Date | null;
}

/** One apartment's registration, arrival and its listing's current house rules. */
export async function apartmentLaw(db: Queryable, accountId: string, apartmentId: string): Promise<ApartmentLawRow | null> {
  const rows = await db.query<ApartmentLawRow>(
    `select a.id as apartment_id, h.id as accommodation_id, a.registration_number, a.registration_authority, a.arrival_instructions, a.lock_codes,
            h.emergency_phone, to_char(h.check_in_from, 'HH24:MI') as check_in_from,
            v.id as rules_id, v.version as rules_version, v.body as rules_body, v.created_at as rules_saved_at
       from apartments a
       join accommodations h on h.id = a.accommodation_id
       left join lateral (select id, version, body, created_at from house_rules_versions
                           where accommodation_id = h.id order by version desc limit 1) v on true
      where a.id = $2 and a.account_id = $1`,
    [accountId, apartmentId],
  );
  return rows[0] ?? null;
}

export async function insertAcceptance(
  db: Queryable,
  input: { accountId: string; reservationId: string; versionId: string; guestName: string; source: 'guest_page' | 'booking_page' },
): Promise<void> {
  await db.query(
    `insert into house_rules_acceptances (account_id, reservation_id, version_id, guest_name, source)
     select $1, r.id, v.id, $4, $5 from reservations r, house_rules_versions v
      where r.id = $2 and r.account_id = $1 and v.id = $3 and v.account_id = $1`,
    [input.accountId, input.reservationId, input.versionId, input.guestName, input.source],
  );
}

export interface AcceptanceRow {
  guest_name: string;
  version: number;
  source: string;
  accepted_at: Date;
}

export async function acceptancesOf(db: Queryable, accountId: string, reservationId: string): Promise<AcceptanceRow[]> {
  return db.query<AcceptanceRow>(
    `select x.guest_name, v.version, x.source, x.accepted_at from house_rules_acceptances x join house_rules_versions v on v.id = x.version_id
      where x.account_id = $1 and x.reservation_id = $2 order by x.accepted_at`,
    [accountId, reservationId],
  );
}

export interface UnregisteredRow {
  id: string;
  name: string;
  accommodation_id: string;
  accommodation_name: string;
}

/** The apartments (of active listings) with no registration number. */
export async function apartmentsWithoutRegistration(db: Queryable, accountId: string, apartments: ApartmentScope): Promise<UnregisteredRow[]> {
  return db.query<UnregisteredRow>(
    `select a.id, a.name, h.id as accommodation_id, h.name as accommodation_name
       from apartments a join accommodations h on h.id = a.accommodation_id
      where a.account_id = $1 and a.archived_at is null and h.archived_at is null and h.status = 'active'
        and trim(a.registration_number) = '' and ${withinApartments('a.id', '$2')}
      order by h.name, a.position, a.name`,
    [accountId, apartments],
  );
}
