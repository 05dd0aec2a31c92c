import { MONTH_NAMES, formatMoney, pluralPl, type ReportAttributes, type ReportMonth, type ReportName, type ReportWeekday } from '@gospodarz/shared';
import { WEEKDAYS_PL, sourceLabel } from '@gospodarz/shared/dto';

/** What a value is counted in: złoty, reservations, nights, or a share shown in %. */
export type Unit = 'zl' | 'reservations' | 'nights' | 'share';

export interface Series {
  key: string;
  label: string;
  unit: Unit;
  /** one value per category; null where there is nothing to say */
  values: Array<number | null>;
  kind: 'bar' | 'line';
  /** which axis: the left one (the first unit) or the right one */
  axis: 'left' | 'right';
  /** a year earlier: drawn dashed */
  previousYear?: boolean;
}

export interface ChartModel {
  title: string;
  help: string;
  /** the axis' labels (short) and the full names for tooltips and the table */
  categories: string[];
  names: string[];
  /** 'miesiąc' or 'dzień' for the tooltip's comparison */
  step: 'month' | 'day';
  series: Series[];
  /** the series drawn stacked (sources); the rest are drawn side by side or as lines */
  stacked: boolean;
}

const MONTHS_SHORT = ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'];
const WEEKDAYS_SHORT = ['pon', 'wt', 'śr', 'czw', 'pt', 'sob', 'nd'];

/** 'lipiec 2026' of '2026-07'. */
export const monthName = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
/** 'lip 26' of '2026-07', for the axis. */
export const monthShort = (month: string) => `${MONTHS_SHORT[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;

const RULES =
  'Każda noc liczy się po swojej cenie z rezerwacji (cenę wpisaną ręcznie dzielimy równo na noce) i w swoim miesiącu. Rezerwacja liczy się w miesiącu przyjazdu. ' +
  'Rezerwacje anulowane liczą się tylko we wskaźniku anulowań, a w przychodzie — ich opłatą za anulowanie.';

/** What the reports' revenue is: what the guests pay per their bills, as the reservations list's 'Razem' (issue 31). */
const BILL =
  'Przychód to rachunki pobytów, jak kolumna Razem w Rezerwacjach: noce w swoich miesiącach, a sprzątanie, opłata miejscowa, dodatki, rabat (na minus) i opłata za anulowanie w miesiącu przyjazdu.';

export const REPORT_TITLES: Record<ReportName, string> = {
  'reservation-vs-income': 'Rezerwacje a przychód',
  'reservation-vs-price': 'Rezerwacje a średnia cena',
  'reservation-source': 'Źródła rezerwacji',
  'most-profitable-days': 'Najlepsze dni tygodnia',
  occupancy: 'Obłożenie',
};

const HELP: Record<ReportName, string> = {
  'reservation-vs-income': `Słupki: przychód w miesiącu; linia: liczba rezerwacji z przyjazdem w tym miesiącu. ${BILL} ${RULES}`,
  'reservation-vs-price': `Słupki: liczba rezerwacji z przyjazdem w miesiącu; linia: średnia cena za noc (ADR = ceny sprzedanych nocy / sprzedane noce, bez opłat i dodatków). ${RULES}`,
  'reservation-source': `Liczba rezerwacji z przyjazdem w miesiącu według źródła (kanału), w tym strona własna. ${RULES}`,
  'most-profitable-days':
    'Słupki: średnia cena nocy przypadającej w dany dzień tygodnia (przychód / sprzedane noce); linia: ile nocy sprzedano średnio w jeden taki dzień. Każda noc liczy się po swojej cenie z rezerwacji (cenę wpisaną ręcznie dzielimy równo na noce). Anulowane rezerwacje się nie liczą.',
  occupancy: `Słupki: obłożenie = sprzedane noce / wszystkie noce apartamentów w miesiącu; linia: sprzedane noce / noce niezablokowane. RevPAR = ceny sprzedanych nocy / dostępne noce (w tabeli). ${RULES}`,
};

const pick = (rows: ReportMonth[], f: (row: ReportMonth) => number | null) => rows.map(f);
const pickDays = (rows: ReportWeekday[], f: (row: ReportWeekday) => number | null) => rows.map(f);

/** The chart of one report: categories, series and the overlay of the same months a year earlier. */
export function chartModel(name: ReportName, report: ReportAttributes): ChartModel {
  const rows = report.rows;
  const before = report.previousYear;
  const base = { title: REPORT_TITLES[name], help: HELP[name], stacked: false };
  const monthly = { categories: rows.map((r) => monthShort(r.month)), names: rows.map((r) => monthName(r.month)), step: 'month' as const };
  const earlier = (key: string, label: string, unit: Unit, values: Array<number | null> | null | undefined, axis: 'left' | 'right'): Series[] =>
    values ? [{ key: `${key}-before`, label: `${label} (rok wcześniej)`, unit, values, kind: 'line', axis, previousYear: true }] : [];
  switch (name) {
    case 'reservation-vs-income':
      return {
        ...base,
        ...monthly,
        series: [
          { key: 'revenue', label: 'Przychód', unit: 'zl', values: pick(rows, (r) => r.revenue), kind: 'bar', axis: 'left' },
          ...earlier('revenue', 'Przychód', 'zl', before && pick(before.rows, (r) => r.revenue), 'left'),
          { key: 'reservations', label: 'Rezerwacje', unit: 'reservations', values: pick(rows, (r) => r.reservations), kind: 'line', axis: 'right' },
        ],
      };
    case 'reservation-vs-price':
      return {
        ...base,
        ...monthly,
        series: [
          { key: 'reservations', label: 'Rezerwacje', unit: 'reservations', values: pick(rows, (r) => r.reservations), kind: 'bar', axis: 'left' },
          { key: 'adr', label: 'Średnia cena za noc', unit: 'zl', values: pick(rows, (r) => r.adr), kind: 'line', axis: 'right' },
          ...earlier('adr', 'Średnia cena za noc', 'zl', before && pick(before.rows, (r) => r.adr), 'right'),
        ],
      };
    case 'reservation-source':
      return {
        ...base,
        ...monthly,
        stacked: true,
        series: [
          ...report.sources.map(
            (source): Series => ({ key: `source-${source}`, label: sourceLabel(source), unit: 'reservations', values: pick(rows, (r) => r.sources[source] ?? 0), kind: 'bar', axis: 'left' }),
          ),
          ...earlier('reservations', 'Wszystkie rezerwacje', 'reservations', before && pick(before.rows, (r) => r.reservations), 'left'),
        ],
      };
    case 'most-profitable-days': {
      const days = report.weekdays;
      return {
        ...base,
        categories: days.map((d) => WEEKDAYS_SHORT[d.weekday]),
        names: days.map((d) => WEEKDAYS_PL[d.weekday]),
        step: 'day',
        series: [
          { key: 'avgPrice', label: 'Średnia cena nocy', unit: 'zl', values: pickDays(days, (d) => d.avgPrice), kind: 'bar', axis: 'left' },
          ...earlier('avgPrice', 'Średnia cena nocy', 'zl', before && pickDays(before.weekdays, (d) => d.avgPrice), 'left'),
          { key: 'avgBookings', label: 'Średnio sprzedanych nocy', unit: 'nights', values: pickDays(days, (d) => d.avgBookings), kind: 'line', axis: 'right' },
        ],
      };
    }
    case 'occupancy':
      return {
        ...base,
        ...monthly,
        series: [
          { key: 'occupancy', label: 'Obłożenie', unit: 'share', values: pick(rows, (r) => r.occupancy), kind: 'bar', axis: 'left' },
          ...earlier('occupancy', 'Obłożenie', 'share', before && pick(before.rows, (r) => r.occupancy), 'left'),
          { key: 'occupancyUnblocked', label: 'Obłożenie bez nocy zablokowanych', unit: 'share', values: pick(rows, (r) => r.occupancyUnblocked), kind: 'line', axis: 'left' },
        ],
      };
  }
}

/**
 * An axis' ticks: from 0 in round steps (1, 2 or 5 × a power of ten, three to seven of them) up to the first at or above
 * `max`, which is where the axis ends; counts of reservations step by whole numbers.
 */
export function axisTicks(max: number, unit: Unit): number[] {
  const top = max > 0 ? max : 1;
  const rough = top / 6;
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough * (1 - 1e-9)) ?? 10 * power;
  if (unit === 'reservations') step = Math.max(1, Math.ceil(step));
  const count = Math.max(1, Math.ceil(top / step - 1e-9));
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toFixed(10)));
}

const number = (value: number, digits = 0) => value.toLocaleString('pl-PL', { minimumFractionDigits: digits, maximumFractionDigits: digits }).replace(/\u00a0/g, ' ');

/** A value as the chart, the table and the PDF show it. */
export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return '–';
  switch (unit) {
    case 'zl':
      return formatMoney(value);
    case 'share':
      return `${number(value * 100, 1)}%`;
    case 'nights':
      return number(value, 2);
    case 'reservations':
      return number(value);
  }
}

function amountOf(diff: number, unit: Unit): string {
  const size = Math.abs(diff);
  switch (unit) {
    case 'zl':
      return formatMoney(size);
    case 'share':
      return `${number(size * 100, 1)} pkt proc.`;
    case 'nights':
      return `${number(size, 2)} nocy`;
    case 'reservations':
      return `${number(size)} ${pluralPl(size, 'rezerwację', 'rezerwacje', 'rezerwacji')}`;
  }
}

/** The tooltip: the value, then 'więcej' / 'mniej' than the month (or day) before, in its unit. */
export function tooltipText(model: ChartModel, series: Series, index: number): string {
  const value = series.values[index];
  const lines = [`${model.names[index]}, ${series.label}: ${formatValue(value, series.unit)}`];
  const prior = index > 0 ? series.values[index - 1] : null;
  if (value !== null && prior !== null && prior !== undefined) {
    const than = model.step === 'month' ? 'niż w poprzednim miesiącu' : 'niż w poprzedni dzień';
    const diff = value - prior;
    lines.push(Math.abs(diff) < 1e-9 ? `tyle samo co ${model.step === 'month' ? 'w poprzednim miesiącu' : 'w poprzedni dzień'}` : `${diff > 0 ? 'więcej' : 'mniej'} o ${amountOf(diff, series.unit)} ${than}`);
  }
  return lines.join('\n');
}

/** The same numbers as a table: a header and one row per category. */
export function tableOf(model: ChartModel): { head: string[]; rows: string[][] } {
  return {
    head: [model.step === 'month' ? 'Miesiąc' : 'Dzień tygodnia', ...model.series.map((s) => s.label)],
    rows: model.names.map((name, i) => [name, ...model.series.map((s) => formatValue(s.values[i], s.unit))]),
  };
}

/** The numbers as CSV (semicolon-separated, as Polish spreadsheets read it; plain numbers with a decimal comma). */
export function csvOf(model: ChartModel): string {
  const cell = (text: string) => (/[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const raw = (value: number | null, unit: Unit) => (value === null ? '' : String(unit === 'share' ? Number((value * 100).toFixed(2)) : value).replace('.', ','));
  const unitName: Record<Unit, string> = { zl: 'zł', reservations: 'rezerwacje', nights: 'noce', share: '%' };
  const head = [model.step === 'month' ? 'Miesiąc' : 'Dzień tygodnia', ...model.series.map((s) => `${s.label} [${unitName[s.unit]}]`)];
  const rows = model.names.map((name, i) => [name, ...model.series.map((s) => raw(s.values[i], s.unit))]);
  return [head, ...rows].map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';
}
