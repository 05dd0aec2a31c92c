/** One slot of a pagination bar: a page number, or a gap shown as an ellipsis. */
export type PageSlot = number | 'ellipsis';

const EDGE = 2;
const AROUND = 5;

/**
 * The pages a pagination bar shows: the first and last 2 pages, 5 pages centred on the current one (shifted
 * inwards near the edges), and an ellipsis for every gap. A gap of a single page shows that page instead.
 * E.g. page 10 of 20 → 1 2 … 8 9 10 11 12 … 19 20.
 */
export function paginationWindow(current: number, pages: number): PageSlot[] {
  const total = Math.max(0, Math.floor(pages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);
  let start = Math.max(1, page - Math.floor(AROUND / 2));
  const end = Math.min(total, start + AROUND - 1);
  start = Math.max(1, end - AROUND + 1);

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(EDGE, total); p++) shown.add(p);
  for (let p = Math.max(1, total - EDGE + 1); p <= total; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);

  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) slots.push(p - 1);
    else if (p - previous > 2) slots.push('ellipsis');
    slots.push(p);
    previous = p;
  }
  return slots;
}
