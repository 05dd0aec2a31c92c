import { registrationLine } from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { resource } from '../../lib/resource';
import type { ApartmentScope, Scope } from '../../lib/scope';
import * as repo from './repository/hostLaw';

// The law of a Polish host in a listing (issue 38): the registration number of each apartment, the house rules
// (each save that changes the text is a new version; an acceptance points at the version the guest saw), the 24/7
// contact phone, the arrival instructions and the lock's codes. Other modules read these through index.ts.

const NOT_FOUND = 'Nie znaleziono obiektu.';

async function answer(db: Queryable, accountId: string, apartments: ApartmentScope, listing: repo.LegalListingRow) {
  const [versions, rows] = await Promise.all([repo.rulesVersions(db, accountId, listing.id), repo.listingApartments(db, accountId, apartments, listing.id)]);
  const current = versions[0];
  return {
    data: resource('listing_law', listing.id, {
      houseRules: { version: current?.version ?? null, body: current?.body ?? '', savedAt: current ? current.created_at.toISOString() : null },
      houseRulesVersions: versions.map((v) => ({ version: v.version, savedAt: v.created_at.toISOString() })),
      emergencyPhone: listing.emergency_phone,
      checkInReminder: listing.check_in_reminder,
      apartments: rows.map((a) => ({
        id: a.id,
        name: a.name,
        registrationNumber: a.registration_number,
        registrationAuthority: a.registration_authority,
        arrivalInstructions: a.arrival_instructions,
        lockCodes: a.lock_codes,
      })),
    }),
  };
}

export async function getListingLaw(db: Database, scope: Scope, id: string) {
  const listing = await repo.findListing(db, scope.accountId, scope.apartmentIds, id);
  if (!listing) throw new NotFoundError(NOT_FOUND);
  return answer(db, scope.accountId, scope.apartmentIds, listing);
}

export interface ListingLawInput {
  houseRules?: string;
  emergencyPhone?: string;
  checkInReminder?: boolean;
  apartments?: ({ id: string } & repo.ApartmentLegalChange)[];
}

/** Saves what was sent; the house rules get a new version only when their text changed. */
export async function saveListingLaw(db: Database, scope: Scope, id: string, input: ListingLawInput) {
  return db.transaction(async (tx) => {
    const listing = await repo.findListing(tx, scope.accountId, scope.apartmentIds, id);
    if (!listing) throw new NotFoundError(NOT_FOUND);
    const errors: Record<string, string[]> = {};
    for (const [index, apartment] of (input.apartments ?? []).entries()) {
      const change: repo.ApartmentLegalChange = {
        registrationNumber: apartment.registrationNumber?.trim(),
        registrationAuthority: apartment.registrationAuthority?.trim(),
        arrivalInstructions: apartment.arrivalInstructions?.trim(),
        lockCodes: apartment.lockCodes ? [...new Set(apartment.lockCodes.map((code) => code.trim()))] : undefined,
      };
      if (!(await repo.updateApartment(tx, scope.accountId, id, apartment.id, change))) errors[`apartments[${index}].id`] = ['Ten apartament nie należy do obiektu'];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    await repo.updateListing(tx, scope.accountId, id, { emergencyPhone: input.emergencyPhone?.trim(), checkInReminder: input.checkInReminder });
    if (input.houseRules !== undefined) {
      const body = input.houseRules.replace(/\r\n/g, '\n').trim();
      const [current] = await repo.rulesVersions(tx, scope.accountId, id);
      if ((current?.body ?? '') !== body) await repo.insertRulesVersion(tx, scope.accountId, id, body);
    }
    const saved = await repo.findListing(tx, scope.accountId, scope.apartmentIds, id);
    return answer(tx, scope.accountId, scope.apartmentIds, saved!);
  });
}

// ---- what other modules read -----------------------------------------------------------------------------------------

export interface ApartmentLaw {
  registrationNumber: string;
  registrationAuthority: string;
  /** 'Nr rejestracyjny: … (…)', '' without a number */
  registrationLine: string;
  /** the listing's current house rules; null when none are written */
  houseRules: { versionId: string; version: number; body: string; savedAt: string } | null;
  emergencyPhone: string;
  arrivalInstructions: string;
  lockCodes: string[];
  /** the listing's check-in hour, HH:mm (Warsaw time) */
  checkInFrom: string;
}

/** An apartment's registration, house rules, contact phone and arrival instructions (null: not the account's). */
export async function apartmentLaw(db: Queryable, accountId: string, apartmentId: string): Promise<ApartmentLaw | null> {
  const row = await repo.apartmentLaw(db, accountId, apartmentId);
  if (!row) return null;
  return {
    registrationNumber: row.registration_number,
    registrationAuthority: row.registration_authority,
    registrationLine: registrationLine(row.registration_number, row.registration_authority),
    houseRules:
      row.rules_id && row.rules_body
        ? { versionId: row.rules_id, version: row.rules_version!, body: row.rules_body, savedAt: row.rules_saved_at!.toISOString() }
        : null,
    emergencyPhone: row.emergency_phone,
    arrivalInstructions: row.arrival_instructions,
    lockCodes: row.lock_codes,
    checkInFrom: row.check_in_from,
  };
}

/** Records that a guest of the reservation accepted this version of the house rules, now. */
export async function recordHouseRulesAcceptance(
  db: Queryable,
  input: { accountId: string; reservationId: string; versionId: string; guestName: string; source?: 'guest_page' | 'booking_page' },
): Promise<void> {
  await repo.insertAcceptance(db, { ...input, source: input.source ?? 'guest_page' });
}

/** The reservation's acceptances of the house rules: who, which version, when. */
export async function houseRulesAcceptances(db: Queryable, accountId: string, reservationId: string) {
  const rows = await repo.acceptancesOf(db, accountId, reservationId);
  return rows.map((r) => ({ guestName: r.guest_name, version: r.version, source: r.source, acceptedAt: r.accepted_at.toISOString() }));
}

/** The apartments of active listings without a registration number (the desktop lists them). */
export async function apartmentsWithoutRegistration(db: Queryable, accountId: string, apartments: ApartmentScope) {
  const rows = await repo.apartmentsWithoutRegistration(db, accountId, apartments);
  return rows.map((r) => ({ id: r.id, name: r.name, accommodationId: r.accommodation_id, accommodationName: r.accommodation_name }));
}
