import { countryName, type Kt1CountryRow, type Kt1MissingCountry, type Kt1Prefill } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../lib/scope';
import { csvCell } from '../reservations';
import { polishDay } from '../../lib/values';
import * as repo from './repository';
import { monthRange } from './month';

/** KT-1 is due from an account whose let apartments have this many bed places or more. */
export const KT1_BED_PLACES = 10;

const overlapNights = (from: string, to: string, monthFrom: string, monthTo: string) => {
  const start = Math.max(Date.parse(from), Date.parse(monthFrom));
  const end = Math.min(Date.parse(to), Date.parse(monthTo));
  return Math.max(0, Math.round((end - start) / 86_400_000));
};

/**
 * Each person of a stay with a country of residence: the online check-in's guests (their countries, migration 942);
 * the party's persons not listed there take the first listed guest's country. Null when no guest has a country.
 */
export function countriesOf(stay: Pick<repo.OccupiedStayRow, 'adults' | 'children' | 'check_in_guests'>): string[] | null {
  const persons = Math.max(1, stay.adults + stay.children);
  const listed = Array.isArray(stay.check_in_guests)
    ? (stay.check_in_guests as Array<{ country?: unknown }>).map((g) => (typeof g?.country === 'string' ? g.country.trim().toUpperCase() : '')).filter((c) => /^[A-Z]{2}$/.test(c))
    : [];
  if (listed.length === 0) return null;
  return Array.from({ length: Math.max(persons, listed.length) }, (_, i) => listed[i] ?? listed[0]);
}

/**
 * The KT-1 prefill of a month, the rules (docs/domains/legal.md, 'GUS KT-1'):
 * - capacity: the let apartments (not archived, listings not drafts or archived), their bed places (each apartment's
 *   guest count) and bed places × the month's days as the nights available;
 * - the stays: sold stays and stays imported from channels' calendars, not cancelled, no-shows or blocks; a stay's
 *   guests count in its check-in month, its nights spent (persons × nights) in the months the nights fall in;
 * - each person by country of residence from the online check-in; a stay without one (an imported channel stay
 *   always, until completed) counts its party (at least one person) under Poland, the form having no row for an
 *   unknown country, and is listed under the stays missing a country to complete before submitting.
 * Rows in the form's order: all guests, residents of Poland, non-residents, then each foreign country by its Polish name.
 */
export async function kt1(db: Queryable, scope: Scope, month: string): Promise<Kt1Prefill> {
  const { from, to, days } = monthRange(month);
  const cap = await repo.capacity(db, scope.accountId, scope.apartmentIds);
  const stays = await repo.occupiedStays(db, scope.accountId, scope.apartmentIds, from, to);
  const byCountry = new Map<string, { guests: number; nights: number }>();
  const missingCountry: Kt1MissingCountry[] = [];
  for (const stay of stays) {
    const nights = overlapNights(stay.from_date, stay.to_date, from, to);
    const arrivesInMonth = stay.from_date >= from && stay.from_date < to;
    const countries = countriesOf(stay);
    const persons = countries ?? Array.from({ length: Math.max(1, stay.adults + stay.children) }, () => 'PL');
    if (!countries && arrivesInMonth) {
      missingCountry.push({
        reservationId: stay.id,
        apartmentName: stay.apartment_name,
        from: stay.from_date,
        to: stay.to_date,
        guestName: stay.full_name,
        persons: persons.length,
        channel: stay.kind === 'channel',
      });
    }
    for (const code of persons) {
      const figures = byCountry.get(code) ?? { guests: 0, nights: 0 };
      if (arrivesInMonth) figures.guests += 1;
      figures.nights += nights;
      byCountry.set(code, figures);
    }
  }
  const sum = (rows: Array<{ guests: number; nights: number }>) => rows.reduce((a, r) => ({ guests: a.guests + r.guests, nights: a.nights + r.nights }), { guests: 0, nights: 0 });
  const foreign = [...byCountry.entries()]
    .filter(([code]) => code !== 'PL')
    .map(([code, f]) => ({ code, label: countryName(code), ...f }))
    .filter((r) => r.guests > 0 || r.nights > 0)
    .sort((a, b) => a.label.localeCompare(b.label, 'pl'));
  const poland = byCountry.get('PL') ?? { guests: 0, nights: 0 };
  const countries: Kt1CountryRow[] = [
    { code: 'ALL', label: 'Ogółem', ...sum([...byCountry.values()]) },
    { code: 'PL', label: 'Polska (rezydenci)', ...poland },
    { code: 'FOREIGN', label: 'Nierezydenci (turyści zagraniczni) ogółem', ...sum(foreign) },
    ...foreign,
  ];
  return {
    month,
    required: cap.bed_places >= KT1_BED_PLACES,
    daysInMonth: days,
    units: cap.units,
    bedPlaces: cap.bed_places,
    bedNightsAvailable: cap.bed_places * days,
    countries,
    missingCountry,
  };
}

const line = (cells: Array<string | number>) => cells.map(csvCell).join(';');

/** The prefill as CSV (Excel in Poland): the capacity, then the guests and nights by country, then the stays missing one. */
export function kt1Csv(k: Kt1Prefill): string {
  const lines = [
    line(['KT-1', k.month]),
    line(['Liczba dni działalności', k.daysInMonth]),
    line(['Liczba pokoi (apartamentów)', k.units]),
    line(['Liczba miejsc noclegowych', k.bedPlaces]),
    line(['Miejsca noclegowe × dni (noclegi możliwe)', k.bedNightsAvailable]),
    '',
    line(['Kod kraju', 'Kraj stałego zamieszkania', 'Korzystający z noclegów', 'Udzielone noclegi']),
    ...k.countries.map((r) => line([r.code === 'ALL' || r.code === 'FOREIGN' ? '' : r.code, r.label, r.guests, r.nights])),
    '',
    line(['Pobyty bez kraju zamieszkania (liczone jako Polska)', 'Apartament', 'Przyjazd', 'Wyjazd', 'Osoby', 'Z kanału']),
    ...k.missingCountry.map((m) => line([m.guestName || '(bez nazwiska)', m.apartmentName, polishDay(m.from), polishDay(m.to), m.persons, m.channel ? 'tak' : 'nie'])),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
