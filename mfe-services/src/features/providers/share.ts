import type { CooperationAttributes, SharingPayload } from '@gospodarz/shared';
import { ONCE_IN_DAYS } from '@gospodarz/shared/dto';

/**
 * The share modal's frequency (as the spec says, plus 'after each check-out'): every day, once a week, every two weeks, once in
 * N days, or after each check-out. Weekly and fortnightly choose a weekday (default Monday, the first); 'once in'
 * chooses a day count (reset to the first option when chosen) and clears the weekday.
 */
export type Frequency = 'everyDay' | 'weekly' | 'fortnightly' | 'onceIn' | 'afterCheckOut';

export const FREQUENCY_OPTIONS: Array<{ value: Frequency; label: string }> = [
  { value: 'afterCheckOut', label: 'Po każdym wymeldowaniu' },
  { value: 'everyDay', label: 'Codziennie' },
  { value: 'weekly', label: 'Raz w tygodniu' },
  { value: 'fortnightly', label: 'Co dwa tygodnie' },
  { value: 'onceIn', label: 'Raz na' },
];

export const WEEKDAY_OPTIONS = ['Poniedziałek', 'Wtorek', 'Środa', 'Czwartek', 'Piątek', 'Sobota', 'Niedziela'].map((label, i) => ({ value: String(i + 1), label }));
export const DAY_COUNT_OPTIONS = ONCE_IN_DAYS.map((n) => ({ value: String(n), label: `${n} dni` }));

export interface ShareValues {
  apartments: string[];
  frequency: Frequency;
  /** '1'…'7', or '' */
  dayOfTheWeek: string;
  numberOfDays: string;
  startDate: string;
}

const FREQUENCY_DAYS: Record<Exclude<Frequency, 'onceIn' | 'afterCheckOut'>, string> = { everyDay: '1', weekly: '7', fortnightly: '14' };

/** The values after the user picks a frequency. */
export function withFrequency(values: ShareValues, frequency: Frequency): ShareValues {
  if (frequency === 'onceIn') return { ...values, frequency, numberOfDays: String(ONCE_IN_DAYS[0]), dayOfTheWeek: '' };
  if (frequency === 'afterCheckOut') return { ...values, frequency, numberOfDays: '', dayOfTheWeek: '' };
  if (frequency === 'everyDay') return { ...values, frequency, numberOfDays: FREQUENCY_DAYS.everyDay, dayOfTheWeek: '' };
  return { ...values, frequency, numberOfDays: FREQUENCY_DAYS[frequency], dayOfTheWeek: values.dayOfTheWeek || '1' };
}

export const showsWeekday = (f: Frequency) => f === 'weekly' || f === 'fortnightly';
export const showsDayCount = (f: Frequency) => f === 'onceIn';

/** The form's starting point: the cooperation's sharing, or after each check-out from today. */
export function shareValues(c: CooperationAttributes | null, today: string): ShareValues {
  const base: ShareValues = { apartments: c?.apartments.map((a) => a.id) ?? [], frequency: 'afterCheckOut', dayOfTheWeek: '', numberOfDays: '', startDate: c?.startDate ?? today };
  if (!c || c.afterCheckOut || (!c.everyDay && !c.numberOfDays)) return base;
  if (c.everyDay || c.numberOfDays === 1) return withFrequency(base, 'everyDay');
  if (c.numberOfDays === 7 || c.numberOfDays === 14) return { ...withFrequency(base, c.numberOfDays === 7 ? 'weekly' : 'fortnightly'), dayOfTheWeek: String(c.dayOfTheWeek ?? 1) };
  return { ...withFrequency(base, 'onceIn'), numberOfDays: String(c.numberOfDays) };
}

/** Checked on submit only: at least one apartment, and a start date. */
export function validateShare(values: ShareValues): Partial<Record<keyof ShareValues, string>> {
  const errors: Partial<Record<keyof ShareValues, string>> = {};
  if (!values.apartments?.length) errors.apartments = 'Wybierz apartamenty';
  if (!values.startDate) errors.startDate = 'Podaj datę';
  return errors;
}

/** The spec's sharing payload (apartment ids as text), with afterCheckOut for the fifth option. */
export function toSharingPayload(values: ShareValues, message = ''): SharingPayload {
  const f = values.frequency;
  return {
    message,
    startDate: values.startDate,
    everyDay: f === 'everyDay',
    afterCheckOut: f === 'afterCheckOut',
    dayOfTheWeek: showsWeekday(f) ? Number(values.dayOfTheWeek || 1) : null,
    numberOfDays: f === 'afterCheckOut' ? null : f === 'onceIn' ? Number(values.numberOfDays) : Number(FREQUENCY_DAYS[f]),
    apartments: values.apartments.map(String),
  };
}
