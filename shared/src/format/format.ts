// lightFormat, not format: the fixed numeric patterns below need no locale, and `format` would bring every
// formatter and the date-fns locales (~8 KiB gzip) onto the sign-in page, which shows no date.
import { isValid, lightFormat } from 'date-fns';
import { nightsBetween, todayInPoland } from '@gospodarz/contracts/values';

// The API's two spellings of a moment: a calendar date 'yyyy-MM-dd', read as that day's local midnight (as
// date-fns' parseISO reads it; `new Date` alone would take it as UTC), and an ISO timestamp, which Date reads
// itself (with its offset, or as local time without one). Anything else is not a date. Cheaper than parseISO,
// which handles every ISO 8601 variant and would be the sign-in page's only use of it.
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function parseApiDate(value: string): Date {
  const day = CALENDAR_DATE.exec(value);
  if (day) {
    const date = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    // '2026-02-30' is no day (Date would roll it over to March).
    return date.getDate() === Number(day[3]) ? date : new Date(Number.NaN);
  }
  return TIMESTAMP.test(value) ? new Date(value) : new Date(Number.NaN);
}

function toDate(value: Date | string): Date | null {
  const d = typeof value === 'string' ? parseApiDate(value) : value;
  return isValid(d) ? d : null;
}

/** 'dd.MM.yyyy', the date format every screen shows; '' for a missing or invalid date. */
export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return '';
  const d = toDate(value);
  return d ? lightFormat(d, 'dd.MM.yyyy') : '';
}

/** 'dd.MM.yyyy HH:mm' in the user's local time. */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const d = toDate(value);
  return d ? lightFormat(d, 'dd.MM.yyyy HH:mm') : '';
}

/**
 * Today in Poland, 'yyyy-MM-dd' (@gospodarz/contracts' values, the API's today too): every screen's "today"
 * (arrivals, the calendar, the subscription's countdown) is Warsaw's whatever the device's clock zone.
 */
export { todayInPoland };

/** Warsaw's today as the device's local midnight of that day, for date arithmetic on Date objects (date-fns). */
export function warsawTodayDate(now: Date = new Date()): Date {
  const [year, month, day] = todayInPoland(now).split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Whole days from Warsaw's today to `day` ('yyyy-MM-dd'): 0 today, 1 tomorrow, negative when past. */
export function daysFromWarsawToday(day: string, now: Date = new Date()): number {
  return nightsBetween(todayInPoland(now), day);
}

/** Dates in list queries: 'MM/dd/yyyy', as the list endpoints read them. */
export function formatQueryDate(value: Date): string {
  return lightFormat(value, 'MM/dd/yyyy');
}

/** Dates in request bodies: 'yyyy-MM-dd'. */
export function formatBodyDate(value: Date): string {
  return lightFormat(value, 'yyyy-MM-dd');
}

/** The half hours a service can be set to: 00:00 … 23:30. */
export const HALF_HOURS = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/** A service's time as its dialogs offer it: the user's local day and the half hour at or before the time. */
export function serviceTimeOf(instant: string): { day: string; time: string } {
  const at = new Date(instant);
  return { day: formatBodyDate(at), time: `${String(at.getHours()).padStart(2, '0')}:${at.getMinutes() >= 30 ? '30' : '00'}` };
}

/** A local day (yyyy-MM-dd) and time (HH:mm), as the user reads them, sent to the API as an instant. */
export function localInstant(day: string, time: string): string {
  return new Date(`${day}T${time}:00`).toISOString();
}

/**
 * Month names in the nominative ('styczeń', as a header names the month), the stand-alone form of date-fns' pl:
 * every month select, header and report names months so, in lower case as Polish writes them.
 */
export const MONTH_NAMES = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
];

/** Polish month and year ('styczeń 2026' …) for headers and reports. */
export function formatMonth(value: Date): string {
  return `${MONTH_NAMES[value.getMonth()]} ${String(value.getFullYear()).padStart(4, '0')}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/**
 * Money as Polish hosts read it: '1 234,56 zł' (space between thousands, always, unlike Intl's pl-PL
 * which leaves 4-digit numbers ungrouped). `amount` is in złoty (or the given currency's main unit).
 */
export function formatMoney(amount: number | string | null | undefined, currency = 'PLN'): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const grosze = Math.round(Math.abs(value) * 100);
  const whole = groupThousands(String(Math.floor(grosze / 100)));
  const cents = String(grosze % 100).padStart(2, '0');
  const sign = value < 0 && grosze > 0 ? '-' : '';
  const unit = currency === 'PLN' ? 'zł' : currency;
  return `${sign}${whole},${cents} ${unit}`;
}

/** Polish plural forms: one / few (2-4, except 12-14) / many. */
export function pluralPl(count: number, one: string, few: string, many: string): string {
  const n = Math.abs(count);
  if (n === 1) return one;
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  if (lastDigit >= 2 && lastDigit <= 4 && !(lastTwo >= 12 && lastTwo <= 14)) return few;
  return many;
}

/** '1 doba', '3 doby', '5 dób'. */
export function formatNights(count: number): string {
  return `${count} ${pluralPl(count, 'doba', 'doby', 'dób')}`;
}

/**
 * A number as a Polish user types it: the decimal comma and the dot read the same way ('38,5' and '38.5' → 38.5),
 * spaces (thousands) ignored. Returns undefined for an empty text and NaN for anything that is not a number
 * ('abc', '1,2,3', '1.234,5'): a thousands separator other than a space is refused rather than guessed.
 */
export function parseDecimal(text: string | number | null | undefined): number | undefined {
  if (text === null || text === undefined) return undefined;
  if (typeof text === 'number') return text;
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (compact === '') return undefined;
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}

/** A number as a form shows it for editing: the decimal comma, no thousands separator ('38,5'); '' for none. */
export function formatDecimal(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') return value;
  return Number.isFinite(value) ? String(value).replace('.', ',') : '';
}

/** The first and last day a date field accepts (the spec's years 2010-2030), 'yyyy-MM-dd'. */
export const DATE_MIN = '2010-01-01';
export const DATE_MAX = '2030-12-31';

/**
 * A date typed as 'dd.MM.yyyy' (also 'd.M.yyyy', or with '-' or '/' between) → 'yyyy-MM-dd', the form's value;
 * undefined for an empty text, null when the text is not a real day ('31.02.2026', '12.2026').
 */
export function parseTypedDate(text: string | null | undefined): string | null | undefined {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return undefined;
  const match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
