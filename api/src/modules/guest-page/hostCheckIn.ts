import { onlineCheckInLabel, type OnlineCheckInCompany, type OnlineCheckInGuest } from '@gospodarz/contracts';
import { randomInt } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { resource } from '../../lib/resource';
import type { Scope } from '../../lib/scope';
import { apartmentLaw, houseRulesAcceptances } from '../accommodations';
import { findStay } from '../conversations';
import * as repo from './repository';

// The host's side of the online check-in (issue 38): what the guests filled, the house rules they accepted, and the
// stay's access code, typed on the reservation or drawn from the apartment's lock codes.

async function stayInScope(db: Queryable, scope: Scope, reservationId: string) {
  const stay = await findStay(db, scope.accountId, scope.apartmentIds, reservationId);
  if (!stay) throw new NotFoundError('Nie znaleziono rezerwacji.');
  return stay;
}

export async function hostCheckIn(db: Queryable, scope: Scope, reservationId: string) {
  const stay = await stayInScope(db, scope, reservationId);
  const [checkIn, extras, acceptances, law] = await Promise.all([
    repo.findCheckIn(db, scope.accountId, reservationId),
    repo.stayExtras(db, scope.accountId, reservationId),
    houseRulesAcceptances(db, scope.accountId, reservationId),
    apartmentLaw(db, scope.accountId, stay.apartment_id),
  ]);
  return {
    data: resource('online_check_in', reservationId, {
      status: checkIn ? ('filled' as const) : ('missing' as const),
      label: onlineCheckInLabel(checkIn !== null),
      filledAt: checkIn ? checkIn.updated_at.toISOString() : null,
      arrivalTime: checkIn?.arrival_time ?? null,
      guests: (checkIn?.guests ?? []) as OnlineCheckInGuest[],
      company: (checkIn?.company ?? null) as OnlineCheckInCompany | null,
      houseRulesAcceptances: acceptances,
      accessCode: extras?.access_code ?? '',
      lockCodes: law?.lockCodes.length ?? 0,
      registrationNumber: law?.registrationNumber ?? '',
    }),
  };
}

/** Sets the stay's access code: the one typed (empty removes it), or one drawn from the lock's list. */
export async function setStayAccessCode(db: Database, scope: Scope, reservationId: string, input: { accessCode?: string; draw?: boolean }) {
  const stay = await stayInScope(db, scope, reservationId);
  let code = (input.accessCode ?? '').trim();
  if (input.draw) {
    const law = await apartmentLaw(db, scope.accountId, stay.apartment_id);
    const codes = law?.lockCodes ?? [];
    if (codes.length === 0) throw new ValidationError({ accessCode: ['Apartament nie ma listy kodów zamka. Dodaj ją w obiekcie (Regulamin i przyjazd).'] });
    // a code another stay of the apartment holds over these dates is not drawn while others are free
    const taken = new Set(await repo.codesInUse(db, scope.accountId, reservationId));
    const free = codes.filter((c) => !taken.has(c));
    const pool = free.length > 0 ? free : codes;
    code = pool[randomInt(pool.length)];
  } else if (input.accessCode === undefined) {
    throw new ValidationError({ accessCode: ['Wpisz kod dostępu albo wylosuj go z listy kodów zamka'] });
  }
  await repo.setAccessCode(db, scope.accountId, scope.apartmentIds, reservationId, code);
  return hostCheckIn(db, scope, reservationId);
}

/** Of these reservations, those whose online check-in the guests filled (the desktop and the calendar mark them). */
export async function filledCheckIns(db: Queryable, accountId: string, reservationIds: string[]): Promise<Set<string>> {
  return new Set(await repo.filledAmong(db, accountId, reservationIds));
}
