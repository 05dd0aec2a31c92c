import { hasPermission, type UserDto } from '@gospodarz/shared';
import type { DesktopCounts } from './api';

/** The listing wizard's first step, and the new-reservation dialog over the calendar (its documented link). */
export const NEW_LISTING_URL = '/administration/accommodations/new/type';
export const NEW_RESERVATION_URL = '/front-desk/calendar?new-reservation';

export interface GuideStep {
  key: 'listing' | 'reservation';
  title: string;
  description: string;
  to: string;
  done: boolean;
  /** why the step cannot be taken yet (null: it can) */
  blockedBy: string | null;
}

/**
 * The first-run guide's steps for this user and these counts, or null when there is nothing to guide (every step
 * done, or none the user may take). A co-host cannot create listings, so they never get that step; without the
 * reservations permission they get no guide at all.
 */
export function firstRunSteps(user: UserDto | null, counts: DesktopCounts | null): GuideStep[] | null {
  if (!user || !counts) return null;
  const owner = user.attributes.owner;
  const hasListing = counts.listings > 0;
  const steps: GuideStep[] = [];
  if (owner) {
    steps.push({
      key: 'listing',
      title: 'Dodaj pierwszy obiekt',
      description: 'Opisz swój obiekt i jego apartamenty: nazwę, adres, liczbę miejsc i cenę za noc.',
      to: NEW_LISTING_URL,
      done: hasListing,
      blockedBy: null,
    });
  }
  if (hasPermission(user, 'reservations') && counts.reservations !== null) {
    steps.push({
      key: 'reservation',
      title: 'Dodaj pierwszą rezerwację',
      description: 'Wpisz pobyt gościa: apartament, daty i liczbę osób. Cenę podpowie cennik.',
      to: NEW_RESERVATION_URL,
      done: counts.reservations > 0,
      blockedBy: hasListing
        ? null
        : owner
          ? 'Najpierw dodaj obiekt: rezerwacja dotyczy jednego z jego apartamentów.'
          : 'Właściciel konta nie udostępnił Ci jeszcze żadnego apartamentu.',
    });
  }
  return steps.some((step) => !step.done) ? steps : null;
}
