import { NIGHT_SOURCES, NIGHT_SOURCE_CODES, addDays, type NightSource, type NightsReport, type NightsReportApartment } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { polishDay } from '../../lib/values';
import { csvCell } from '../reservations';
import * as repo from './repository';
import { monthRange } from './month';

/**
 * A stay's source as the platforms report it: imported from a channel's calendar ('channel'), else the source typed
 * on the reservation read as Booking.com or Airbnb, else the host's own.
 */
export function nightSourceOf(stay: Pick<repo.OccupiedStayRow, 'kind' | 'source'>): NightSource {
  if (stay.kind === 'channel') return 'channel';
  const source = stay.source.trim().toLowerCase();
  if (source.includes('booking')) return 'booking';
  if (source.includes('airbnb')) return 'airbnb';
  return 'own';
}

/**
 * The nights rented per apartment in a month and the guests on each night (what regulation 2024/1028 has platforms
 * send the authorities), by source, to set against what Booking.com and Airbnb report.
 */
export async function nightsReport(db: Queryable, scope: Scope, month: string, apartmentId?: string): Promise<NightsReport> {
  const { from, to, days } = monthRange(month);
  const apartments = await repo.apartmentsInScope(db, scope.accountId, scope.apartmentIds, apartmentId);
  if (apartmentId && apartments.length === 0) throw new NotFoundError();
  const stays = await repo.occupiedStays(db, scope.accountId, scope.apartmentIds, from, to, apartmentId);
  const out: NightsReportApartment[] = apartments.map((a) => {
    const totals = Object.fromEntries(NIGHT_SOURCE_CODES.map((s) => [s, { nights: 0, guestNights: 0, stays: 0 }])) as NightsReportApartment['totals'];
    const dayList = Array.from({ length: days }, (_, i) => ({ date: addDays(from, i), source: null as NightSource | null, guests: 0, reservationId: null as string | null }));
    for (const stay of stays.filter((s) => s.apartment_id === a.id)) {
      const source = nightSourceOf(stay);
      const guests = Math.max(1, stay.adults + stay.children);
      let counted = false;
      for (const day of dayList) {
        if (day.date >= stay.from_date && day.date < stay.to_date) {
          day.source = source;
          day.guests = guests;
          day.reservationId = stay.id;
          totals[source].nights += 1;
          totals[source].guestNights += guests;
          counted = true;
        }
      }
      if (counted) totals[source].stays += 1;
    }
    const nights = NIGHT_SOURCE_CODES.reduce((n, s) => n + totals[s].nights, 0);
    const guestNights = NIGHT_SOURCE_CODES.reduce((n, s) => n + totals[s].guestNights, 0);
    return { apartmentId: a.id, apartmentName: a.name, days: dayList, totals, nights, guestNights };
  });
  return { month, apartments: out };
}

const line = (cells: Array<string | number>) => cells.map(csvCell).join(';');

/** The report as CSV: a line per apartment and rented night, then each apartment's sums by source. */
export function nightsReportCsv(r: NightsReport): string {
  const lines = [line(['Apartament', 'Noc', 'Źródło', 'Liczba gości'])];
  for (const a of r.apartments) {
    for (const d of a.days) if (d.source) lines.push(line([a.apartmentName, polishDay(d.date), NIGHT_SOURCES[d.source], d.guests]));
  }
  lines.push('', line(['Apartament', 'Źródło', 'Pobyty', 'Noce wynajęte', 'Osobonoce']));
  for (const a of r.apartments) {
    for (const s of NIGHT_SOURCE_CODES) lines.push(line([a.apartmentName, NIGHT_SOURCES[s], a.totals[s].stays, a.totals[s].nights, a.totals[s].guestNights]));
    lines.push(line([a.apartmentName, 'Razem', '', a.nights, a.guestNights]));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
