/**
 * Invoice numbers from the settings' pattern ('FV/{NR}/{MM}/{RRRR}' by default). A series is one pattern; its running
 * number {NR} restarts with each period, the smallest date part the pattern holds: a day ({DD}), a month ({MM}), a
 * year ({RRRR} or {RR}), or never. Corrections are numbered in a series of their own ('KOR/{NR}/{MM}/{RRRR}').
 */

/** The period of an issue day ('yyyy-MM-dd') under a pattern: '2026-11-23', '2026-11', '2026' or ''. */
export function periodOf(pattern: string, issueDate: string): string {
  const [year, month] = issueDate.split('-');
  if (pattern.includes('{DD}')) return issueDate;
  if (pattern.includes('{MM}')) return `${year}-${month}`;
  if (pattern.includes('{RRRR}') || pattern.includes('{RR}')) return year;
  return '';
}

/** The number of the `seq`-th invoice of its period. */
export function formatNumber(pattern: string, issueDate: string, seq: number): string {
  const [year, month, day] = issueDate.split('-');
  return pattern
    .replaceAll('{NR}', String(seq))
    .replaceAll('{DD}', day)
    .replaceAll('{MM}', month)
    .replaceAll('{RRRR}', year)
    .replaceAll('{RR}', year.slice(2));
}

/** The corrections' pattern: the invoices' pattern with 'KOR/' in place of a leading 'FV/' (or before it). */
export function correctionPattern(pattern: string): string {
  return `KOR/${pattern.replace(/^FV\//i, '')}`;
}
