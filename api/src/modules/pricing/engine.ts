import {
  DEFAULT_STAY_LIMITS_MAX,
  PRICE_ADJUSTMENT_LABELS,
  WEEKDAY_LABELS,
  tierOf,
  type AdjustmentUnit,
  type CancellationPolicy,
  type PriceAdjustmentKind,
  type PriceTier,
  type Weekday,
  type WeekdayAdjustmentType,
  addDays,
  nightsBetween,
  weekdayChangeGrosze,
} from '@gospodarz/contracts';
import { daysLabel, nightsLabel, nightsOf, polishDate, weekdayOf } from './days';

/**
 * The pricing engine: pure functions from a stay, the apartment's day prices, rule sets and rates to the price of
 * every night, the total and the cancellation schedule. No SQL and no clock: the service reads the data and passes
 * the booking date.
 *
 * Money is integer grosze throughout. Rounding: a percentage of an amount is rounded half up to the grosz, on each
 * night separately (10% of 199,95 zł is 20,00 zł, not 19,995), and the total is the sum of the rounded nights.
 *
 * A night's price:
 * 1. base: the day's own price for the party's tier, else the apartment's rate for that tier;
 * 2. the weekday adjustment of that day's rule (raise or discount, a percentage of the base or an amount);
 * 3. the stay discounts of the rule in force on the check-in day (last minute, first minute, longer stay, single-day
 *    gap): each is its percentage of the price after step 2, rounded per night; they are summed, not compounded, and
 *    never take the night below zero;
 * 4. clamped to the minimal and maximum price of the tier's rate.
 *
 * The rule in force on the check-in day also sets the stay limits (min and max nights, max 30 without a rule), the
 * booking window (capacityDays), which children count toward the tier (child), and the cancellation policy.
 */

export interface EngineWeekdayAdjustment {
  type: WeekdayAdjustmentType;
  unit: AdjustmentUnit;
  /** percent: a whole number 0-100; amount: grosze */
  value: number;
}

/** A rule set with its amounts in grosze. Discounts are whole percentages. */
export interface EngineRule {
  id: string;
  name: string;
  lastMinute: boolean;
  lastMinuteDiscount: number;
  /** booked at most this many days before arrival */
  lastMinuteDays: number;
  firstMinute: boolean;
  firstMinuteDiscount: number;
  /** booked at least this many days before arrival */
  firstMinuteDays: number;
  stayLonger: boolean;
  stayLongerDiscount: number;
  stayLongerWeeks: number;
  gapDay: boolean;
  gapDayDiscount: number;
  /** the furthest check-in from the booking date, in days; null: no limit */
  capacityDays: number | null;
  /** children up to this age (inclusive) do not count toward the tier; null: every child counts */
  child: number | null;
  /** the oldest age still booked as a child */
  teen: number | null;
  weekdays: Partial<Record<Weekday, EngineWeekdayAdjustment>>;
  stayLimitsMin: number;
  stayLimitsMax: number;
  cancellation: CancellationPolicy;
}

/** The apartment's rate for a tier: what a day without its own price costs, and the bounds of every night. */
export interface EngineRate {
  price: number;
  minimal: number;
  /** null: no upper bound */
  maximum: number | null;
}

/** A day the host priced: its price per tier (null: that tier falls back to the rate) and its rule set. */
export interface EngineDay {
  prices: Record<PriceTier, number | null>;
  ruleId: string | null;
}

export interface EngineStay {
  /** check-in, yyyy-MM-dd */
  from: string;
  /** check-out, yyyy-MM-dd, after `from` */
  to: string;
  adults: number;
  children: number;
  /** the children's ages when known (as many as `children`) */
  childrenAges?: number[];
  /** the day the stay is booked (or quoted), yyyy-MM-dd */
  bookedOn: string;
  /** another stay of the apartment ends on the check-in day */
  occupiedBefore?: boolean;
  /** another stay of the apartment starts on the check-out day */
  occupiedAfter?: boolean;
}

export interface EngineInput {
  stay: EngineStay;
  /** the priced days by date; a day missing here has no price of its own and no rule */
  days: Record<string, EngineDay>;
  rules: Record<string, EngineRule>;
  rates: Record<PriceTier, EngineRate | null>;
}

export interface NightAdjustment {
  kind: PriceAdjustmentKind;
  ruleId: string | null;
  label: string;
  /** grosze, signed: a raise is positive, a discount negative */
  amount: number;
}

export interface PricedNight {
  date: string;
  tier: PriceTier;
  ruleId: string | null;
  source: 'day' | 'rate';
  base: number;
  adjustments: NightAdjustment[];
  price: number;
}

export interface RuleNote {
  kind: PriceAdjustmentKind | 'child';
  ruleId: string | null;
  label: string;
  detail: string;
}

export interface RefundStep {
  /** the last day a cancellation gets this refund; null for the last step */
  until: string | null;
  refundPercent: number;
  /** grosze */
  refund: number;
}

export interface CancellationSchedule {
  policy: CancellationPolicy | null;
  steps: RefundStep[];
  text: string;
}

export interface PricedStay {
  ok: true;
  tier: PriceTier;
  persons: number;
  nights: number;
  /** the rule in force on the check-in day */
  ruleId: string | null;
  nightly: PricedNight[];
  applied: RuleNote[];
  skipped: RuleNote[];
  total: number;
  cancellation: CancellationSchedule;
}

/** A stay the rules do not allow, or cannot price: the service answers 422 with this message on this field. */
export interface RefusedStay {
  ok: false;
  reason: 'stayLimitsMin' | 'stayLimitsMax' | 'capacityDays' | 'noPrice';
  field: 'from' | 'to' | 'apartmentId';
  message: string;
}

export const NO_PRICE_MESSAGE = 'Apartament nie ma jeszcze cennika. Podaj cenę za dobę.';

/** `percent`% of `grosze`, rounded half up to the grosz (both non-negative integers). */
export function percentOf(grosze: number, percent: number): number {
  return Math.floor((grosze * percent + 50) / 100);
}

/** The persons a party counts as for its tier: children up to the rule's `child` age stay free when ages are known. */
export function countPersons(stay: Pick<EngineStay, 'adults' | 'children' | 'childrenAges'>, rule: Pick<EngineRule, 'child'> | null) {
  const ages = stay.childrenAges;
  const free = rule?.child != null && ages && ages.length === stay.children ? ages.filter((age) => age <= rule.child!).length : 0;
  return { persons: Math.max(1, stay.adults + stay.children - free), free };
}

type StayDiscount = 'lastMinute' | 'firstMinute' | 'stayLonger' | 'gapDay';

/** Which of the check-in rule's stay discounts apply (with their percentages) and why the others do not. */
function stayDiscounts(stay: EngineStay, nights: number, rule: EngineRule | null) {
  const applied: Array<{ kind: StayDiscount; percent: number }> = [];
  const skipped: RuleNote[] = [];
  if (!rule) return { applied, skipped };
  const ahead = nightsBetween(stay.bookedOn, stay.from);
  const skip = (kind: StayDiscount, detail: string) => skipped.push({ kind, ruleId: rule.id, label: PRICE_ADJUSTMENT_LABELS[kind], detail });
  const booked = ahead >= 0 ? `Rezerwacja ${daysLabel(ahead)} przed przyjazdem` : 'Pobyt już się rozpoczął';

  if (rule.lastMinute) {
    if (ahead >= 0 && ahead <= rule.lastMinuteDays) applied.push({ kind: 'lastMinute', percent: rule.lastMinuteDiscount });
    else skip('lastMinute', `${booked}; zniżka obowiązuje najwyżej ${daysLabel(rule.lastMinuteDays)} przed przyjazdem`);
  }
  if (rule.firstMinute) {
    if (ahead >= rule.firstMinuteDays) applied.push({ kind: 'firstMinute', percent: rule.firstMinuteDiscount });
    else skip('firstMinute', `${booked}; zniżka obowiązuje od ${daysLabel(rule.firstMinuteDays)} przed przyjazdem`);
  }
  if (rule.stayLonger) {
    const least = rule.stayLongerWeeks * 7;
    if (nights >= least) applied.push({ kind: 'stayLonger', percent: rule.stayLongerDiscount });
    else skip('stayLonger', `Pobyt trwa ${nightsLabel(nights)}; zniżka od ${nightsLabel(least)}`);
  }
  if (rule.gapDay) {
    if (nights === 1 && stay.occupiedBefore && stay.occupiedAfter) applied.push({ kind: 'gapDay', percent: rule.gapDayDiscount });
    else skip('gapDay', 'Pobyt nie wypełnia jednodniowej luki między innymi pobytami');
  }
  return { applied, skipped };
}

/**
 * Step 2 is contracts' weekdayChangeGrosze, the one the price list and the calendar show what a guest pays with (a
 * percentage rounded half up, a discount taking the night to zero at most); the engine keeps an amount in grosze,
 * the contract's adjustment in zł.
 */
export function weekdayAmount(base: number, adjustment: EngineWeekdayAdjustment | undefined): number {
  if (!adjustment) return 0;
  return weekdayChangeGrosze(base, { type: adjustment.type, unit: adjustment.unit, value: adjustment.unit === 'amount' ? adjustment.value / 100 : adjustment.value });
}

function describeWeekday(day: Weekday, adjustment: EngineWeekdayAdjustment): string {
  const sign = adjustment.type === 'raise' ? '+' : '−';
  const value = adjustment.unit === 'percent' ? `${adjustment.value}%` : `${formatAmount(adjustment.value)} zł`;
  return `${WEEKDAY_LABELS[day]}: ${sign}${value}`;
}

/** 12345 → '123,45' */
export function formatAmount(grosze: number): string {
  return `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;
}

/** Checks the stay against the check-in rule's limits; null when allowed. */
function refusal(stay: EngineStay, nights: number, rule: EngineRule | null): RefusedStay | null {
  const min = rule?.stayLimitsMin ?? 1;
  const max = rule?.stayLimitsMax ?? DEFAULT_STAY_LIMITS_MAX;
  if (nights < min) return { ok: false, reason: 'stayLimitsMin', field: 'to', message: `Minimalny pobyt w tym terminie to ${nightsLabel(min)}.` };
  if (nights > max) return { ok: false, reason: 'stayLimitsMax', field: 'to', message: `Maksymalny pobyt w tym terminie to ${nightsLabel(max)}.` };
  if (rule?.capacityDays != null && nightsBetween(stay.bookedOn, stay.from) > rule.capacityDays) {
    return {
      ok: false,
      reason: 'capacityDays',
      field: 'from',
      message: `Ten termin można zarezerwować najwyżej ${daysLabel(rule.capacityDays)} przed przyjazdem (od ${polishDate(addDays(stay.from, -rule.capacityDays))}).`,
    };
  }
  return null;
}

/** Prices a stay. Assumes `to` is after `from`. */
export function priceStay(input: EngineInput): PricedStay | RefusedStay {
  const { stay, days, rules, rates } = input;
  const dates = nightsOf(stay.from, stay.to);
  const ruleOf = (ruleId: string | null | undefined) => (ruleId ? (rules[ruleId] ?? null) : null);
  const checkInRule = ruleOf(days[stay.from]?.ruleId);

  const refused = refusal(stay, dates.length, checkInRule);
  if (refused) return refused;

  const { persons, free } = countPersons(stay, checkInRule);
  const tier = tierOf(persons);
  const rate = rates[tier];
  const applied: RuleNote[] = [];
  const skipped: RuleNote[] = [];
  if (checkInRule?.child != null && stay.children > 0) {
    const note = { kind: 'child' as const, ruleId: checkInRule.id, label: 'Dzieci' };
    if (free > 0) applied.push({ ...note, detail: `Dzieci do ${checkInRule.child} lat bez opłaty: ${free}; liczy się ${persons} os.` });
    else if (!stay.childrenAges || stay.childrenAges.length !== stay.children)
      skipped.push({ ...note, detail: 'Nie podano wieku dzieci: każde dziecko liczy się do progu osób' });
  }

  const discounts = stayDiscounts(stay, dates.length, checkInRule);
  for (const d of discounts.applied) applied.push({ kind: d.kind, ruleId: checkInRule!.id, label: PRICE_ADJUSTMENT_LABELS[d.kind], detail: `−${d.percent}%` });
  skipped.push(...discounts.skipped);
  const weekdayNotes = new Set<string>();

  const nightly: PricedNight[] = [];
  for (const date of dates) {
    const day = days[date];
    const own = day?.prices[tier] ?? null;
    if (own === null && !rate) return { ok: false, reason: 'noPrice', field: 'apartmentId', message: NO_PRICE_MESSAGE };
    const base = own ?? rate!.price;
    const rule = ruleOf(day?.ruleId);
    const adjustments: NightAdjustment[] = [];
    let price = base;

    const weekday = weekdayOf(date);
    const weekdayRule = rule?.weekdays[weekday];
    const change = weekdayAmount(base, weekdayRule);
    if (change !== 0) {
      adjustments.push({ kind: 'weekday', ruleId: rule!.id, label: describeWeekday(weekday, weekdayRule!), amount: change });
      price += change;
      const key = `${rule!.id}:${weekday}`;
      if (!weekdayNotes.has(key)) {
        weekdayNotes.add(key);
        applied.push({ kind: 'weekday', ruleId: rule!.id, label: PRICE_ADJUSTMENT_LABELS.weekday, detail: describeWeekday(weekday, weekdayRule!) });
      }
    }

    const afterWeekday = price;
    for (const d of discounts.applied) {
      const amount = Math.min(percentOf(afterWeekday, d.percent), price);
      if (amount === 0) continue;
      adjustments.push({ kind: d.kind, ruleId: checkInRule!.id, label: `${PRICE_ADJUSTMENT_LABELS[d.kind]} −${d.percent}%`, amount: -amount });
      price -= amount;
    }

    if (rate && price < rate.minimal) {
      adjustments.push({ kind: 'minimalPrice', ruleId: null, label: `${PRICE_ADJUSTMENT_LABELS.minimalPrice} ${formatAmount(rate.minimal)}`, amount: rate.minimal - price });
      price = rate.minimal;
    } else if (rate && rate.maximum !== null && price > rate.maximum) {
      adjustments.push({ kind: 'maximumPrice', ruleId: null, label: `${PRICE_ADJUSTMENT_LABELS.maximumPrice} ${formatAmount(rate.maximum)}`, amount: rate.maximum - price });
      price = rate.maximum;
    }

    nightly.push({ date, tier, ruleId: day?.ruleId ?? null, source: own === null ? 'rate' : 'day', base, adjustments, price });
  }

  const total = nightly.reduce((sum, night) => sum + night.price, 0);
  const cancellation = cancellationSchedule(checkInRule?.cancellation ?? null, {
    from: stay.from,
    bookedOn: stay.bookedOn,
    nightly: nightly.map((n) => n.price),
  });
  return { ok: true, tier, persons, nights: dates.length, ruleId: checkInRule?.id ?? null, nightly, applied, skipped, total, cancellation };
}

// ---- cancellation --------------------------------------------------------------------------------------------------

/** Nights of a long stay that are not refunded once the free-cancellation period is over. */
export const LONGTERM_KEPT_NIGHTS = 30;

/**
 * The refund of a cancellation by the day it is made, for a stay starting on `from` and booked on `bookedOn`.
 * Deadlines are calendar days: "N days before arrival" means on or before the date N days before check-in (a day
 * stands for 24 hours). Steps whose deadline passed before the booking are left out.
 * - flexible: 100% until the day before arrival, then nothing;
 * - mediumStrict: 100% until 5 days before arrival, then 50%;
 * - strict: 100% within 48 hours (two days) of booking when booked at least 14 days before arrival, and never later
 *   than 14 days before it; 50% until 7 days before arrival; then nothing;
 * - veryStrict30 / veryStrict60: 50% until 30 / 60 days before arrival, then nothing;
 * - veryStrict: nothing;
 * - longterm (for stays of a month and more): 100% until 30 days before arrival; then everything but the first 30
 *   nights (a stay of 30 nights or fewer gets nothing back).
 */
export function cancellationSchedule(
  policy: CancellationPolicy | null,
  stay: { from: string; bookedOn: string; nightly: number[] },
): CancellationSchedule {
  const total = stay.nightly.reduce((a, b) => a + b, 0);
  const before = (days: number) => addDays(stay.from, -days);
  const percentStep = (until: string | null, refundPercent: number): RefundStep => ({ until, refundPercent, refund: percentOf(total, refundPercent) });
  if (policy === null) return { policy, steps: [percentStep(null, 100)], text: 'Zwrot według ustaleń z gospodarzem' };

  let steps: RefundStep[];
  switch (policy) {
    case 'flexible':
      steps = [percentStep(before(1), 100), percentStep(null, 0)];
      break;
    case 'mediumStrict':
      steps = [percentStep(before(5), 100), percentStep(null, 50)];
      break;
    case 'strict': {
      const lastFree = before(14);
      const twoDaysAfterBooking = addDays(stay.bookedOn, 2);
      steps = [
        ...(lastFree >= stay.bookedOn ? [percentStep(twoDaysAfterBooking < lastFree ? twoDaysAfterBooking : lastFree, 100)] : []),
        percentStep(before(7), 50),
        percentStep(null, 0),
      ];
      break;
    }
    case 'veryStrict30':
      steps = [percentStep(before(30), 50), percentStep(null, 0)];
      break;
    case 'veryStrict60':
      steps = [percentStep(before(60), 50), percentStep(null, 0)];
      break;
    case 'veryStrict':
      steps = [percentStep(null, 0)];
      break;
    case 'longterm': {
      const kept = stay.nightly.slice(0, LONGTERM_KEPT_NIGHTS).reduce((a, b) => a + b, 0);
      const refund = total - kept;
      steps = [percentStep(before(30), 100), { until: null, refundPercent: total === 0 ? 0 : Math.floor((refund * 100) / total), refund }];
      break;
    }
  }
  steps = steps.filter((step) => step.until === null || step.until >= stay.bookedOn);
  return { policy, steps, text: scheduleText(policy, steps) };
}

function scheduleText(policy: CancellationPolicy, steps: RefundStep[]): string {
  const last = steps[steps.length - 1];
  const lastText =
    policy === 'longterm'
      ? `zwrot bez pierwszych ${nightsLabel(LONGTERM_KEPT_NIGHTS)}${last.refund === 0 ? ' (brak zwrotu)' : ''}`
      : last.refundPercent === 0
        ? 'bez zwrotu'
        : `${last.refundPercent}%`;
  if (steps.length === 1) return policy === 'longterm' || last.refundPercent === 0 ? capitalize(lastText) : `Zwrot ${lastText}`;
  const dated = steps.slice(0, -1).map((step) => `do ${polishDate(step.until!)}: zwrot ${step.refundPercent}%`);
  // the text follows the label and a full stop ('Umiarkowana: …. Do 12.12.2026: …'): a sentence of its own
  return capitalize(`${dated.join(', ')}, potem ${lastText}`);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The refund of a cancellation made on `day`. */
export function refundOn(schedule: CancellationSchedule, day: string): RefundStep {
  return schedule.steps.find((step) => step.until === null || day <= step.until) ?? schedule.steps[schedule.steps.length - 1];
}
