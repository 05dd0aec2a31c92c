import type { CalendarBlock, CalendarStay, CalendarTask, CalendarWarning, CalendarWindowAttributes } from '@gospodarz/shared';

/** What the grid draws over one apartment's row. */
export interface RowContents {
  stays: CalendarStay[];
  blocks: CalendarBlock[];
  /** warnings by the reservation they concern; those about no reservation under '' */
  warnings: Map<string, CalendarWarning[]>;
  /** tasks by day */
  tasks: Map<string, CalendarTask[]>;
}

const EMPTY: RowContents = { stays: [], blocks: [], warnings: new Map(), tasks: new Map() };
export const emptyRow = () => EMPTY;

/** The window's stays, blocks, warnings and tasks sorted out by apartment. */
export function byApartment(w: Pick<CalendarWindowAttributes, 'stays' | 'blocks' | 'warnings' | 'tasks'>): Map<string, RowContents> {
  const rows = new Map<string, RowContents>();
  const row = (id: string) => {
    let r = rows.get(id);
    if (!r) rows.set(id, (r = { stays: [], blocks: [], warnings: new Map(), tasks: new Map() }));
    return r;
  };
  for (const s of w.stays) row(s.apartmentId).stays.push(s);
  for (const b of w.blocks) row(b.apartmentId).blocks.push(b);
  for (const warning of w.warnings) {
    const list = row(warning.apartmentId).warnings;
    const key = warning.reservationId ?? '';
    list.set(key, [...(list.get(key) ?? []), warning]);
  }
  for (const t of w.tasks) {
    const list = row(t.apartmentId).tasks;
    list.set(t.day, [...(list.get(t.day) ?? []), t]);
  }
  return rows;
}

/** Client-side filters of the panel over what a window holds. */
export interface ViewFilters {
  /** part of an apartment's or listing's name */
  name: string;
  nightsFrom: number | null;
  nightsTo: number | null;
  rateFrom: number | null;
  rateTo: number | null;
  /** a stay's source ('' for all) */
  source: string;
}

export const NO_FILTERS: ViewFilters = { name: '', nightsFrom: null, nightsTo: null, rateFrom: null, rateTo: null, source: '' };

const nightsOf = (s: CalendarStay) => Math.round((Date.parse(s.to) - Date.parse(s.from)) / 86_400_000);

/** The window as the filters leave it: apartments by name and rate, stays by nights and source. */
export function applyFilters(w: CalendarWindowAttributes, f: ViewFilters): CalendarWindowAttributes {
  const needle = f.name.trim().toLowerCase();
  const apartments = w.apartments.filter(
    (a) =>
      (!needle || a.name.toLowerCase().includes(needle) || a.accommodationName.toLowerCase().includes(needle)) &&
      (f.rateFrom === null && f.rateTo === null
        ? true
        : a.prices.some((p) => p !== null && (f.rateFrom === null || p >= f.rateFrom) && (f.rateTo === null || p <= f.rateTo))),
  );
  const stays = w.stays.filter(
    (s) =>
      (f.nightsFrom === null || nightsOf(s) >= f.nightsFrom) && (f.nightsTo === null || nightsOf(s) <= f.nightsTo) && (!f.source || s.source === f.source),
  );
  return { ...w, apartments, stays };
}
