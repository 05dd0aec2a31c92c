import { setIn } from 'final-form';
import type { AdjustmentUnit, CancellationPolicy, PriceRuleAttributes, PriceRulePayload, RuleColor, Weekday, WeekdayAdjustmentType } from '@gospodarz/shared';
import { DEFAULT_FIRST_MINUTE_DAYS, DEFAULT_STAY_LIMITS_MAX, WEEKDAYS, parseAmount as amountInGrosze } from '@gospodarz/shared/dto';

/**
 * The rule form's values. Numbers stay text while typed (a host may write '12,50'), and become numbers in the
 * payload; final-form gives an emptied field as undefined.
 */
export interface RuleFormValues {
  name?: string;
  color: RuleColor;
  lastMinute: boolean;
  lastMinuteDiscount?: string;
  lastMinuteDays: string;
  firstMinute: boolean;
  firstMinuteDiscount?: string;
  firstMinuteDays?: string;
  stayLonger: boolean;
  stayLongerDiscount?: string;
  stayLongerWeeks: string;
  gapDay: boolean;
  gapDayDiscount?: string;
  capacityDays?: string;
  child?: string;
  teen?: string;
  weekdays: Record<Weekday, { type: WeekdayAdjustmentType; value?: string; unit: AdjustmentUnit }>;
  stayLimitsMin?: string;
  stayLimitsMax?: string;
  cancellation: CancellationPolicy;
}

const REQUIRED = 'Pole jest wymagane';
const PERCENT = 'Podaj procent: liczbę całkowitą od 0 do 100';
const AMOUNT = 'Podaj kwotę nie mniejszą niż 0, z najwyżej dwoma miejscami po przecinku';
const NIGHTS = 'Podaj liczbę dób od 1 do 365';
const AGE = 'Podaj wiek od 0 do 17 lat';

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * An amount as a host types it: '1 234,56', '1234.56' or '350'. Null when it is not a number of at most two
 * decimals, or below zero.
 */
export function parseAmount(value: string | undefined): number | null {
  const grosze = amountInGrosze(value);
  // the division only renders exact grosze in the form's unit (the rule's payload carries złote)
  return grosze === null ? null : grosze / 100;
}

/** A whole number from `min` to `max`, else null. */
function parseWhole(value: string | undefined, min: number, max: number): number | null {
  const t = text(value);
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
}

const wholeOrEmpty = (value: string | undefined, min: number, max: number) => (text(value) === '' ? null : parseWhole(value, min, max));

export const DEFAULT_RULE: RuleFormValues = {
  name: '',
  color: 'green',
  lastMinute: false,
  lastMinuteDiscount: '0',
  lastMinuteDays: '5',
  firstMinute: false,
  firstMinuteDiscount: '0',
  firstMinuteDays: String(DEFAULT_FIRST_MINUTE_DAYS),
  stayLonger: false,
  stayLongerDiscount: '0',
  stayLongerWeeks: '1',
  gapDay: false,
  gapDayDiscount: '0',
  capacityDays: '',
  child: '',
  teen: '',
  weekdays: Object.fromEntries(WEEKDAYS.map((day) => [day, { type: 'none', value: '0', unit: 'percent' }])) as RuleFormValues['weekdays'],
  stayLimitsMin: '1',
  stayLimitsMax: String(DEFAULT_STAY_LIMITS_MAX),
  cancellation: 'flexible',
};

/** A stored rule as the form edits it (amounts with a decimal comma). */
export function toFormValues(rule: PriceRuleAttributes): RuleFormValues {
  const optional = (n: number | null) => (n === null ? '' : String(n));
  return {
    name: rule.name,
    color: rule.color,
    lastMinute: rule.lastMinute,
    lastMinuteDiscount: String(rule.lastMinuteDiscount),
    lastMinuteDays: String(rule.lastMinuteDays),
    firstMinute: rule.firstMinute,
    firstMinuteDiscount: String(rule.firstMinuteDiscount),
    firstMinuteDays: String(rule.firstMinuteDays),
    stayLonger: rule.stayLonger,
    stayLongerDiscount: String(rule.stayLongerDiscount),
    stayLongerWeeks: String(rule.stayLongerWeeks),
    gapDay: rule.gapDay,
    gapDayDiscount: String(rule.gapDayDiscount),
    capacityDays: optional(rule.capacityDays),
    child: optional(rule.child),
    teen: optional(rule.teen),
    weekdays: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const w = rule.weekdays[day] ?? { type: 'none', value: 0, unit: 'percent' };
        return [day, { type: w.type, unit: w.unit, value: String(w.value).replace('.', ',') }];
      }),
    ) as RuleFormValues['weekdays'],
    stayLimitsMin: String(rule.stayLimitsMin),
    stayLimitsMax: String(rule.stayLimitsMax),
    cancellation: rule.cancellation,
  };
}

/** The field errors of the form, in Polish, nested as final-form expects ('weekdays.monday.value'). */
export function validateRule(values: RuleFormValues): object {
  let errors: object = {};
  const add = (field: string, message: string) => {
    errors = setIn(errors, field, message);
  };
  const name = text(values.name);
  if (!name) add('name', REQUIRED);
  else if (name.length > 100) add('name', 'Nazwa może mieć najwyżej 100 znaków');

  // a discount switched off is not checked (its field is disabled) and is sent as it was stored
  const discounts = [
    ['lastMinute', 'lastMinuteDiscount'],
    ['firstMinute', 'firstMinuteDiscount'],
    ['stayLonger', 'stayLongerDiscount'],
    ['gapDay', 'gapDayDiscount'],
  ] as const;
  for (const [toggle, field] of discounts) {
    if (values[toggle] && parseWhole(values[field], 0, 100) === null) add(field, PERCENT);
  }
  if (values.firstMinute && parseWhole(values.firstMinuteDays, 1, 730) === null) add('firstMinuteDays', 'Podaj liczbę dni od 1 do 730');
  if (text(values.capacityDays) && wholeOrEmpty(values.capacityDays, 1, 1095) === null) add('capacityDays', 'Podaj liczbę dni od 1 do 1095');
  const child = wholeOrEmpty(values.child, 0, 17);
  const teen = wholeOrEmpty(values.teen, 0, 17);
  if (text(values.child) && child === null) add('child', AGE);
  if (text(values.teen) && teen === null) add('teen', AGE);
  if (child !== null && teen !== null && teen < child) add('teen', 'Wiek nastolatka nie może być niższy niż wiek dziecka');

  for (const day of WEEKDAYS) {
    const w = values.weekdays[day];
    if (!w || w.type === 'none') continue;
    if (w.unit === 'percent' ? parseWhole(w.value, 0, 100) === null : parseAmount(w.value) === null) {
      add(`weekdays.${day}.value`, w.unit === 'percent' ? PERCENT : AMOUNT);
    }
  }

  const min = parseWhole(values.stayLimitsMin, 1, 365);
  const max = parseWhole(values.stayLimitsMax, 1, 365);
  if (min === null) add('stayLimitsMin', NIGHTS);
  if (max === null) add('stayLimitsMax', NIGHTS);
  if (min !== null && max !== null && min > max) add('stayLimitsMax', 'Maksymalna liczba dób nie może być mniejsza niż minimalna');
  return errors;
}

/** The payload of valid values (validateRule passed). */
export function toPayload(values: RuleFormValues): PriceRulePayload {
  const nights = (value: string | undefined) => parseWhole(value, 1, 365) ?? 1;
  const percent = (value: string | undefined) => parseWhole(value, 0, 100) ?? 0;
  const optional = (value: string | undefined) => (text(value) === '' ? null : Number(text(value)));
  return {
    name: text(values.name),
    color: values.color,
    lastMinute: values.lastMinute,
    lastMinuteDiscount: percent(values.lastMinuteDiscount),
    lastMinuteDays: Number(values.lastMinuteDays) as PriceRulePayload['lastMinuteDays'],
    firstMinute: values.firstMinute,
    firstMinuteDiscount: percent(values.firstMinuteDiscount),
    firstMinuteDays: parseWhole(values.firstMinuteDays, 1, 730) ?? DEFAULT_FIRST_MINUTE_DAYS,
    stayLonger: values.stayLonger,
    stayLongerDiscount: percent(values.stayLongerDiscount),
    stayLongerWeeks: Number(values.stayLongerWeeks) as PriceRulePayload['stayLongerWeeks'],
    gapDay: values.gapDay,
    gapDayDiscount: percent(values.gapDayDiscount),
    capacityDays: optional(values.capacityDays),
    child: optional(values.child),
    teen: optional(values.teen),
    weekdays: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const w = values.weekdays[day];
        const value = w.type === 'none' ? 0 : w.unit === 'percent' ? percent(w.value) : (parseAmount(w.value) ?? 0);
        return [day, { type: w.type, unit: w.unit, value }];
      }),
    ) as PriceRulePayload['weekdays'],
    stayLimitsMin: nights(values.stayLimitsMin),
    stayLimitsMax: nights(values.stayLimitsMax),
    cancellation: values.cancellation,
  };
}
