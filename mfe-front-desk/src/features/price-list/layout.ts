import type { PriceListRow } from './model';
import { PER_PAGE, type WindowPage } from './slice';

// Heights in pixels of the grid's rows. They are fixed so that the rows on screen follow from the scroll position
// alone (windowing without measuring): a listing's header, an apartment's availability bar and each price tier.
export const GROUP_H = 28;
export const AVAIL_H = 10;
export const TIER_H = 34;
const BORDER = 1;

export interface GridRow {
  index: number;
  /** null until its page has arrived */
  item: PriceListRow | null;
  /** the first apartment of its listing: the listing's name is shown above it */
  groupStart: boolean;
  expanded: boolean;
  top: number;
  height: number;
}

export interface GridLayout {
  rows: GridRow[];
  height: number;
}

export const blockHeight = (expanded: boolean) => AVAIL_H + TIER_H * (expanded ? 3 : 1) + BORDER;

/** Where every apartment's block stands: `total` apartments, those of the pages fetched known, the others empty. */
export function gridLayout(total: number, pages: Record<number, WindowPage>, expanded: ReadonlySet<string>): GridLayout {
  const rows: GridRow[] = [];
  let top = 0;
  let previous: PriceListRow | null = null;
  for (let index = 0; index < total; index++) {
    const item = pages[Math.floor(index / PER_PAGE)]?.items[index % PER_PAGE] ?? null;
    const groupStart = !!item && item.attributes.accommodationId !== previous?.attributes.accommodationId;
    const isExpanded = !!item && expanded.has(item.id);
    const height = (groupStart ? GROUP_H : 0) + blockHeight(isExpanded);
    rows.push({ index, item, groupStart, expanded: isExpanded, top, height });
    top += height;
    previous = item;
  }
  return { rows, height: top };
}

/**
 * The rows that meet the band from `top` to `top + height`, plus `overscan` pixels each side. Any layout of rows
 * standing one under another will do (the calendar windows its rows with it too).
 */
export function visibleRows<R extends { top: number; height: number }>(layout: { rows: R[] }, top: number, height: number, overscan = 200): R[] {
  const { rows } = layout;
  const from = Math.max(0, top - overscan);
  const to = top + height + overscan;
  // the first row ending below `from`, by bisection: the layout may hold a thousand rows
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid].top + rows[mid].height <= from) lo = mid + 1;
    else hi = mid;
  }
  const shown: R[] = [];
  for (let i = lo; i < rows.length && rows[i].top < to; i++) shown.push(rows[i]);
  return shown;
}

/** The pages the rows on screen belong to. */
export const pagesOf = (rows: GridRow[]) => [...new Set(rows.map((r) => Math.floor(r.index / PER_PAGE)))];
