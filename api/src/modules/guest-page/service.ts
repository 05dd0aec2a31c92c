import type { OnlineCheckInCompany, OnlineCheckInGuest, TemplateLanguage } from '@gospodarz/contracts';
import { todayInPoland } from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { addGuestMessage, findStay, guestMessages, reservationOfToken, type GuestLinkTarget } from '../conversations';
import { reviewOfStay, submitGuestReview, type RatingsInput } from '../reviews';
import { apartmentLaw, recordHouseRulesAcceptance } from '../accommodations';
import { instructionsRevealed } from './arrival';
import { checkCheckIn, checkInOpen, type CheckInInput } from './checkIn';
import * as repo from './repository';

/**
 * The guest page (/guest/{token}, no sign-in): one stay, its conversation and its review. Whatever is wrong with the
 * token (unknown, expired, another shape) answers the same 404, and nothing outside the stay is read.
 */
const NOT_FOUND = 'Ten link jest nieważny lub wygasł.';

async function targetOf(db: Queryable, token: string): Promise<GuestLinkTarget> {
  const target = await reservationOfToken(db, token);
  if (!target) throw new NotFoundError(NOT_FOUND);
  return target;
}

async function stayOf(db: Queryable, target: GuestLinkTarget) {
  const stay = await findStay(db, target.accountId, null, target.reservationId);
  if (!stay) throw new NotFoundError(NOT_FOUND);
  return stay;
}

/** A stay may be reviewed from its check-out day on, unless it was cancelled or the guest did not come. */
function reviewable(stay: { to_date: string; status: string }): boolean {
  return stay.to_date <= todayInPoland() && !['canceled', 'no_show'].includes(stay.status);
}

export async function guestView(db: Queryable, token: string) {
  const target = await targetOf(db, token);
  const stay = await stayOf(db, target);
  const [messages, review, law, extras, checkIn] = await Promise.all([
    guestMessages(db, target),
    reviewOfStay(db, target),
    apartmentLaw(db, target.accountId, stay.apartment_id),
    repo.stayExtras(db, target.accountId, target.reservationId),
    repo.findCheckIn(db, target.accountId, target.reservationId),
  ]);
  // the arrival instructions and the access code leave the API only from the arrival day's check-in hour
  const revealed = instructionsRevealed({ from: stay.from_date, to: stay.to_date, checkInFrom: law?.checkInFrom ?? stay.check_in_from, status: stay.status });
  return {
    data: {
      id: stay.id,
      type: 'guest_stay' as const,
      attributes: {
        language: stay.guest_language as TemplateLanguage,
        hostName: stay.account_name,
        guestName: stay.full_name,
        apartmentName: stay.apartment_name,
        accommodationName: stay.accommodation_name,
        address: stay.address,
        from: stay.from_date,
        to: stay.to_date,
        nights: stay.nights,
        status: stay.status,
        checkInFrom: stay.check_in_from,
        checkInTo: stay.check_in_to,
        checkOutFrom: stay.check_out_from,
        checkOutTo: stay.check_out_to,
        rules: {
          smokingAllowed: stay.smoking_allowed,
          animalsFriendly: stay.animals_friendly,
          childrenFriendly: stay.children_friendly,
          partiesAllowed: stay.parties_allowed,
          quietFrom: stay.curfew_from,
          quietTo: stay.curfew_to,
        },
        canReview: review === null && reviewable(stay),
        registrationNumber: law?.registrationNumber ?? '',
        registrationAuthority: law?.registrationAuthority ?? '',
        emergencyPhone: law?.emergencyPhone ?? '',
        houseRules: law?.houseRules ? { version: law.houseRules.version, body: law.houseRules.body } : null,
        adults: extras?.adults ?? 1,
        children: extras?.children ?? 0,
        onlineCheckIn: {
          status: checkIn ? ('filled' as const) : ('missing' as const),
          open: checkInOpen(stay),
          filledAt: checkIn ? checkIn.updated_at.toISOString() : null,
          arrivalTime: checkIn?.arrival_time ?? null,
          guests: (checkIn?.guests ?? []) as OnlineCheckInGuest[],
          company: (checkIn?.company ?? null) as OnlineCheckInCompany | null,
        },
        arrival: {
          revealed,
          revealFrom: `${stay.from_date}T${law?.checkInFrom ?? stay.check_in_from}`,
          instructions: revealed ? (law?.arrivalInstructions ?? '') : null,
          accessCode: revealed ? extras?.access_code || null : null,
        },
      },
    },
    meta: { messages, review },
  };
}

export async function guestWrites(db: Database, token: string, body: string) {
  const target = await targetOf(db, token);
  await addGuestMessage(db, target, body, 'page');
  return guestView(db, token);
}

export async function guestReviews(db: Database, token: string, input: RatingsInput) {
  const target = await targetOf(db, token);
  const stay = await stayOf(db, target);
  if (!reviewable(stay)) throw new ConflictError('Opinię można wystawić po wyjeździe.');
  await submitGuestReview(db, target, { apartmentId: stay.apartment_id, fullName: stay.full_name, from: stay.from_date, to: stay.to_date }, input);
  return guestView(db, token);
}

/** The guest fills (or corrects) the online check-in; the house rules' acceptance is recorded per adult guest. */
export async function guestChecksIn(db: Database, token: string, input: CheckInInput) {
  const target = await targetOf(db, token);
  const stay = await stayOf(db, target);
  if (!checkInOpen(stay)) throw new ConflictError('Odprawy online nie można już wypełnić.');
  const law = await apartmentLaw(db, target.accountId, stay.apartment_id);
  const rules = law?.houseRules ?? null;
  const checked = checkCheckIn(input, rules);
  await db.transaction(async (tx) => {
    await repo.saveCheckIn(tx, target.accountId, target.reservationId, checked);
    if (rules) {
      for (const guest of checked.guests.filter((g) => !g.minor)) {
        await recordHouseRulesAcceptance(tx, { accountId: target.accountId, reservationId: target.reservationId, versionId: rules.versionId, guestName: guest.name });
      }
    }
  });
  return guestView(db, token);
}
