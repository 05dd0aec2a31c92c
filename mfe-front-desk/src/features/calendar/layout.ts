import type { CalendarApartment } from '@gospodarz/shared';
import { daysBetween, parseDay, shiftDay } from '../price-list';

/** Fixed heights and widths in pixels: the rows on screen follow from the scroll position alone. */
export const GROUP_H = 28;
export const ROW_H = 52;
export const DAY_W = 56;
export const NAME_W = 176;
export const NAME_W_PHONE = 120;

export interface CalendarRow {
  /** a listing's header, or an apartment */
  kind: 'group' | 'apartment';
  key: string;
  top: number;
  height: number;
  /** the listing's name (group) */
  title: string;
  apartment: CalendarApartment | null;
  /** the apartment's position among apartments (for the keyboard) */
  index: number;
}

/** One header row per listing, then its apartments, in the window's order. */
export function calendarRows(apartments: CalendarApartment[]): { rows: CalendarRow[]; height: number; apartmentRows: CalendarRow[] } {
  const rows: CalendarRow[] = [];
  const apartmentRows: CalendarRow[] = [];
  let top = 0;
  let listing: string | null = null;
  apartments.forEach((apartment, index) => {
    if (apartment.accommodationId !== listing) {
      listing = apartment.accommodationId;
      rows.push({ kind: 'group', key: `g-${listing}`, top, height: GROUP_H, title: apartment.accommodationName, apartment: null, index: -1 });
      top += GROUP_H;
    }
    const row: CalendarRow = { kind: 'apartment', key: apartment.id, top, height: ROW_H, title: apartment.name, apartment, index };
    rows.push(row);
    apartmentRows.push(row);
    top += ROW_H;
  });
  return { rows, height: top, apartmentRows };
}

export interface BarPlacement {
  /** in day columns from the window's first day: a stay runs from the middle of its check-in day to the middle of its check-out day */
  start: number;
  end: number;
  /** the stay began before the window / ends after it (the bar's edge is cut, not rounded) */
  cutStart: boolean;
  cutEnd: boolean;
}

/**
 * Where a stay's bar stands in a window of `days` days from `first`: half-day offsets, so that a check-out and the
 * next check-in share a day; null when the stay lies outside the window.
 */
export function barPlacement(from: string, to: string, first: string, days: number): BarPlacement | null {
  const start = daysBetween(first, from) + 0.5;
  const end = daysBetween(first, to) + 0.5;
  if (end <= 0 || start >= days) return null;
  return { start: Math.max(0, start), end: Math.min(days, end), cutStart: start < 0, cutEnd: end > days };
}

/** The Monday of the week holding `day` (weeks start on Monday). */
export function mondayOf(day: string): string {
  const date = parseDay(day) ?? new Date();
  return shiftDay(day, -((date.getDay() + 6) % 7));
}
