import type { PriceTier } from '@gospodarz/contracts';
import { addDays, weekdayChangeGrosze } from '@gospodarz/contracts';
import { nightsOf } from './days';
import {
  cancellationSchedule,
  percentOf,
  priceStay,
  refundOn,
  weekdayAmount,
  type EngineDay,
  type EngineInput,
  type EngineRate,
  type EngineRule,
  type EngineStay,
  type PricedStay,
  type RefusedStay,
} from './engine';

/*
 * Every expected total below is worked out by hand in its comment, in zł; the engine answers grosze.
 * The week used most: Mon 2031-03-03, Tue 04, Wed 05, Thu 06, Fri 07, Sat 08, Sun 09, Mon 10.
 * Rates unless said otherwise: 1-2 persons 200 zł, 3-4 persons 300 zł, 5+ persons 400 zł; every night between
 * 1 zł and 2000 zł. Booked on 2031-01-01 (61 days before 03-03) unless said otherwise.
 */

const rate = (price: number, minimal = 100, maximum: number | null = 200_000): EngineRate => ({ price, minimal, maximum });
const RATES: Record<PriceTier, EngineRate | null> = { '1-2': rate(20_000), '3-4': rate(30_000), '5+': rate(40_000) };
const NO_RATES: Record<PriceTier, EngineRate | null> = { '1-2': null, '3-4': null, '5+': null };

function rule(id: string, overrides: Partial<EngineRule> = {}): EngineRule {
  return {
    id,
    name: `Reguła ${id}`,
    lastMinute: false,
    lastMinuteDiscount: 0,
    lastMinuteDays: 5,
    firstMinute: false,
    firstMinuteDiscount: 0,
    firstMinuteDays: 60,
    stayLonger: false,
    stayLongerDiscount: 0,
    stayLongerWeeks: 1,
    gapDay: false,
    gapDayDiscount: 0,
    capacityDays: null,
    child: null,
    teen: null,
    weekdays: {},
    stayLimitsMin: 1,
    stayLimitsMax: 30,
    cancellation: 'flexible',
    ...overrides,
  };
}

/** Days from `from` up to and including `to` with the given prices (grosze per tier) and rule. */
function days(from: string, to: string, prices: Partial<Record<PriceTier, number>> = {}, ruleId: string | null = null): Record<string, EngineDay> {
  const out: Record<string, EngineDay> = {};
  for (const day of nightsOf(from, addDays(to, 1))) out[day] = { prices: { '1-2': null, '3-4': null, '5+': null, ...prices }, ruleId };
  return out;
}

interface Scenario {
  name: string;
  stay: Partial<EngineStay> & { from: string; to: string };
  days?: Record<string, EngineDay>;
  rules?: EngineRule[];
  rates?: Record<PriceTier, EngineRate | null>;
  /** grosze */
  total: number;
  nights?: number;
  tier?: PriceTier;
  check?: (priced: PricedStay) => void;
}

function run(s: { stay: Partial<EngineStay> & { from: string; to: string }; days?: Record<string, EngineDay>; rules?: EngineRule[]; rates?: Record<PriceTier, EngineRate | null> }) {
  const input: EngineInput = {
    stay: { adults: 1, children: 0, bookedOn: '2031-01-01', ...s.stay },
    days: s.days ?? {},
    rules: Object.fromEntries((s.rules ?? []).map((r) => [r.id, r])),
    rates: s.rates ?? RATES,
  };
  return priceStay(input);
}

function priced(s: Parameters<typeof run>[0]): PricedStay {
  const result = run(s);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

const MON = '2031-03-03';
const WED = '2031-03-05';
const FRI = '2031-03-07';
const SAT = '2031-03-08';
const SUN = '2031-03-09';
const NEXT_MON = '2031-03-10';
const kinds = (p: PricedStay, night = 0) => p.nightly[night].adjustments.map((a) => [a.kind, a.amount]);

const scenarios: Scenario[] = [
  // ---- tiers, rates only
  { name: 'one adult, two nights: 2 × 200 = 400', stay: { from: MON, to: WED }, total: 40_000, nights: 2, tier: '1-2' },
  { name: 'two adults, one night: 200', stay: { from: MON, to: '2031-03-04', adults: 2 }, total: 20_000, tier: '1-2' },
  { name: 'an adult and a child are two persons: 200', stay: { from: MON, to: '2031-03-04', adults: 1, children: 1 }, total: 20_000, tier: '1-2' },
  { name: 'three persons take the 3-4 tier: 300', stay: { from: MON, to: '2031-03-04', adults: 2, children: 1 }, total: 30_000, tier: '3-4' },
  { name: 'four adults: 300', stay: { from: MON, to: '2031-03-04', adults: 4 }, total: 30_000, tier: '3-4' },
  { name: 'five adults take the 5+ tier: 400', stay: { from: MON, to: '2031-03-04', adults: 5 }, total: 40_000, tier: '5+' },
  { name: 'eight persons, two nights: 2 × 400 = 800', stay: { from: MON, to: WED, adults: 6, children: 2 }, total: 80_000, tier: '5+' },
  { name: 'nobody named counts as one person: 200', stay: { from: MON, to: '2031-03-04', adults: 0 }, total: 20_000, tier: '1-2' },

  // ---- day prices
  {
    name: 'a priced day and an unpriced one: 250 + 200 (rate) = 450',
    stay: { from: MON, to: WED, adults: 2 },
    days: days(MON, MON, { '1-2': 25_000 }),
    total: 45_000,
    check: (p) => expect(p.nightly.map((n) => n.source)).toEqual(['day', 'rate']),
  },
  {
    name: 'a day priced for 1-2 only falls back to the 3-4 rate for three: 2 × 300 = 600',
    stay: { from: MON, to: WED, adults: 3 },
    days: days(MON, '2031-03-04', { '1-2': 25_000 }),
    total: 60_000,
  },
  { name: 'the 5+ price of the day for six: 555,55', stay: { from: MON, to: '2031-03-04', adults: 6 }, days: days(MON, MON, { '5+': 55_555 }), total: 55_555 },
  {
    name: 'each tier its own price: three persons pay the 3-4 price 320 × 2 = 640',
    stay: { from: MON, to: WED, adults: 3 },
    days: days(MON, '2031-03-04', { '1-2': 250_00, '3-4': 320_00, '5+': 390_00 }),
    total: 64_000,
  },

  // ---- weekday adjustments (the rule of each night's day)
  {
    name: 'Saturday +10%: Fri 200 + Sat 200 + 20 = 420',
    stay: { from: FRI, to: SUN },
    days: days(FRI, SUN, {}, 'w'),
    rules: [rule('w', { weekdays: { saturday: { type: 'raise', unit: 'percent', value: 10 } } })],
    total: 42_000,
    check: (p) => expect(kinds(p, 1)).toEqual([['weekday', 2_000]]),
  },
  {
    name: 'Sunday −10%: Sat 200 + Sun 200 − 20 = 380',
    stay: { from: SAT, to: NEXT_MON },
    days: days(SAT, SUN, {}, 'w'),
    rules: [rule('w', { weekdays: { sunday: { type: 'discount', unit: 'percent', value: 10 } } })],
    total: 38_000,
  },
  {
    name: 'Friday +25 zł: 225',
    stay: { from: FRI, to: SAT },
    days: days(FRI, FRI, {}, 'w'),
    rules: [rule('w', { weekdays: { friday: { type: 'raise', unit: 'amount', value: 2_500 } } })],
    total: 22_500,
  },
  {
    name: 'Monday −15,50 zł: 200 − 15,50 = 184,50',
    stay: { from: MON, to: '2031-03-04' },
    days: days(MON, MON, {}, 'w'),
    rules: [rule('w', { weekdays: { monday: { type: 'discount', unit: 'amount', value: 1_550 } } })],
    total: 18_450,
  },
  {
    name: 'a percentage is rounded half up per night: 10% of 199,95 = 19,995 → 20,00; 199,95 − 20,00 = 179,95',
    stay: { from: MON, to: '2031-03-04' },
    days: days(MON, MON, { '1-2': 19_995 }, 'w'),
    rules: [rule('w', { weekdays: { monday: { type: 'discount', unit: 'percent', value: 10 } } })],
    total: 17_995,
  },
  {
    name: 'a raise is rounded half up too: 15% of 100,05 = 15,0075 → 15,01; 115,06',
    stay: { from: MON, to: '2031-03-04' },
    days: days(MON, MON, { '1-2': 10_005 }, 'w'),
    rules: [rule('w', { weekdays: { monday: { type: 'raise', unit: 'percent', value: 15 } } })],
    total: 11_506,
  },
  {
    name: 'a discount larger than the price takes it to 0, then the minimal price 1 zł applies: 10 − 10 + 1 = 1',
    stay: { from: MON, to: '2031-03-04' },
    days: days(MON, MON, { '1-2': 1_000 }, 'w'),
    rules: [rule('w', { weekdays: { monday: { type: 'discount', unit: 'amount', value: 2_500 } } })],
    total: 100,
    check: (p) => expect(kinds(p)).toEqual([['weekday', -1_000], ['minimalPrice', 100]]),
  },
  {
    name: "'none' changes nothing even with a value: 200",
    stay: { from: MON, to: '2031-03-04' },
    days: days(MON, MON, {}, 'w'),
    rules: [rule('w', { weekdays: { monday: { type: 'none', unit: 'percent', value: 50 } } })],
    total: 20_000,
    check: (p) => expect(p.applied).toEqual([]),
  },
  {
    name: 'a week with a dearer weekend (+20% Sat and Sun): 5 × 200 + 2 × 240 = 1480',
    stay: { from: MON, to: NEXT_MON },
    days: days(MON, SUN, {}, 'w'),
    rules: [rule('w', { weekdays: { saturday: { type: 'raise', unit: 'percent', value: 20 }, sunday: { type: 'raise', unit: 'percent', value: 20 } } })],
    total: 148_000,
    check: (p) => expect(p.applied.map((n) => n.detail)).toEqual(['Sobota: +20%', 'Niedziela: +20%']),
  },

  // ---- stay discounts, one at a time (the rule of the check-in day)
  {
    name: 'last minute −15% booked 2 days ahead (valid to 5): 2 × (200 − 30) = 340',
    stay: { from: MON, to: WED, bookedOn: '2031-03-01' },
    days: days(MON, '2031-03-04', {}, 'd'),
    rules: [rule('d', { lastMinute: true, lastMinuteDiscount: 15, lastMinuteDays: 5 })],
    total: 34_000,
    check: (p) => expect(p.applied).toEqual([{ kind: 'lastMinute', ruleId: 'd', label: 'Last minute', detail: '−15%' }]),
  },
  {
    name: 'last minute is skipped 11 days ahead: 2 × 200 = 400',
    stay: { from: MON, to: WED, bookedOn: '2031-02-20' },
    days: days(MON, '2031-03-04', {}, 'd'),
    rules: [rule('d', { lastMinute: true, lastMinuteDiscount: 15, lastMinuteDays: 5 })],
    total: 40_000,
    check: (p) =>
      expect(p.skipped).toEqual([
        { kind: 'lastMinute', ruleId: 'd', label: 'Last minute', detail: 'Rezerwacja 11 dni przed przyjazdem; zniżka obowiązuje najwyżej 5 dni przed przyjazdem' },
      ]),
  },
  {
    name: 'last minute exactly 5 days ahead (26 Feb → 3 Mar, February of 28 days) applies: 340',
    stay: { from: MON, to: WED, bookedOn: '2031-02-26' },
    days: days(MON, '2031-03-04', {}, 'd'),
    rules: [rule('d', { lastMinute: true, lastMinuteDiscount: 15, lastMinuteDays: 5 })],
    total: 34_000,
  },
  {
    name: 'last minute 6 days ahead with valid-to 5 does not: 400',
    stay: { from: MON, to: WED, bookedOn: '2031-02-25' },
    days: days(MON, '2031-03-04', {}, 'd'),
    rules: [rule('d', { lastMinute: true, lastMinuteDiscount: 15, lastMinuteDays: 5 })],
    total: 40_000,
  },
  {
    name: 'last minute valid to 3 days, booked 4 days ahead: no; 400',
    stay: { from: MON, to: WED, bookedOn: '2031-02-27' },
    days: days(MON, '2031-03-04', {}, 'd'),
    rules: [rule('d', { lastMinute: true, lastMinuteDiscount: 15, lastMinuteDays: 3 })],
    total: 40_000,
  },
  {
    name: 'last minute on the day of arrival: 0 days ahead, 1 × (200 − 30) = 170',
    stay: { from: MON, to: '2031-03-04', bookedOn: MON },
    days: days(MON, MON, {}, 'd'),
    rules: [rule('d', { lastMinute: true, lastMinuteDiscount: 15, lastMinuteDays: 3 })],
    total: 17_000,
  },
  {
    name: 'first minute −10% booked 61 days ahead (from 60): 2 × 180 = 360',
    stay: { from: MON, to: WED },
    days: days(MON, '2031-03-04', {}, 'd'),
    rules: [rule('d', { firstMinute: true, firstMinuteDiscount: 10, firstMinuteDays: 60 })],
    total: 36_000,
  },
  {
    name: 'first minute exactly 60 days ahead (2 Jan → 3 Mar: 30 + 28 + 2) applies: 360',
    stay: { from: MON, to: WED, bookedOn: '2031-01-02' },
    days: days(MON, '2031-03-04', {}, 'd'),
    rules: [rule('d', { firstMinute: true, firstMinuteDiscount: 10, firstMinuteDays: 60 })],
    total: 36_000,
  },
  {
    name: 'first minute 59 days ahead does not: 400',
    stay: { from: MON, to: WED, bookedOn: '2031-01-03' },
    days: days(MON, '2031-03-04', {}, 'd'),
    rules: [rule('d', { firstMinute: true, firstMinuteDiscount: 10, firstMinuteDays: 60 })],
    total: 40_000,
    check: (p) => expect(p.skipped.map((n) => n.detail)).toEqual(['Rezerwacja 59 dni przed przyjazdem; zniżka obowiązuje od 60 dni przed przyjazdem']),
  },
  {
    name: 'longer stay −10% from 1 week, 7 nights: 7 × 180 = 1260',
    stay: { from: MON, to: NEXT_MON },
    days: days(MON, SUN, {}, 'd'),
    rules: [rule('d', { stayLonger: true, stayLongerDiscount: 10, stayLongerWeeks: 1 })],
    total: 126_000,
  },
  {
    name: 'longer stay from 1 week, 6 nights: no discount, 6 × 200 = 1200',
    stay: { from: MON, to: SUN },
    days: days(MON, SUN, {}, 'd'),
    rules: [rule('d', { stayLonger: true, stayLongerDiscount: 10, stayLongerWeeks: 1 })],
    total: 120_000,
    check: (p) => expect(p.skipped.map((n) => n.detail)).toEqual(['Pobyt trwa 6 dób; zniżka od 7 dób']),
  },
  {
    name: 'longer stay from 2 weeks, 14 nights: 14 × 180 = 2520',
    stay: { from: MON, to: '2031-03-17' },
    days: days(MON, '2031-03-16', {}, 'd'),
    rules: [rule('d', { stayLonger: true, stayLongerDiscount: 10, stayLongerWeeks: 2 })],
    total: 252_000,
  },
  {
    name: 'longer stay from 3 weeks, 20 nights: no discount, 20 × 200 = 4000',
    stay: { from: MON, to: '2031-03-23' },
    days: days(MON, '2031-03-22', {}, 'd'),
    rules: [rule('d', { stayLonger: true, stayLongerDiscount: 10, stayLongerWeeks: 3 })],
    total: 400_000,
  },
  {
    name: 'single-day gap −20%, one night between two stays: 200 − 40 = 160',
    stay: { from: MON, to: '2031-03-04', occupiedBefore: true, occupiedAfter: true },
    days: days(MON, MON, {}, 'd'),
    rules: [rule('d', { gapDay: true, gapDayDiscount: 20 })],
    total: 16_000,
  },
  {
    name: 'no gap when only the day before is taken: 200',
    stay: { from: MON, to: '2031-03-04', occupiedBefore: true, occupiedAfter: false },
    days: days(MON, MON, {}, 'd'),
    rules: [rule('d', { gapDay: true, gapDayDiscount: 20 })],
    total: 20_000,
  },
  {
    name: 'a two-night gap is not a single-day gap: 2 × 200 = 400',
    stay: { from: MON, to: WED, occupiedBefore: true, occupiedAfter: true },
    days: days(MON, '2031-03-04', {}, 'd'),
    rules: [rule('d', { gapDay: true, gapDayDiscount: 20 })],
    total: 40_000,
  },

  // ---- discounts summed, not compounded
  {
    name: 'last minute 10% + longer stay 10% are 20% of 200 (not 19% compounded): 7 × 160 = 1120',
    stay: { from: MON, to: NEXT_MON, bookedOn: '2031-03-01' },
    days: days(MON, SUN, {}, 'd'),
    rules: [rule('d', { lastMinute: true, lastMinuteDiscount: 10, stayLonger: true, stayLongerDiscount: 10 })],
    total: 112_000,
    check: (p) => expect(kinds(p)).toEqual([['lastMinute', -2_000], ['stayLonger', -2_000]]),
  },
  {
    name: 'first minute 5% + longer stay 10% after a Saturday raise of 20%: Mon-Fri 5 × (200 − 10 − 20) = 850, Sat 240 − 12 − 24 = 204, Sun 170; 1224',
    stay: { from: MON, to: NEXT_MON },
    days: days(MON, SUN, {}, 'd'),
    rules: [
      rule('d', {
        firstMinute: true,
        firstMinuteDiscount: 5,
        stayLonger: true,
        stayLongerDiscount: 10,
        weekdays: { saturday: { type: 'raise', unit: 'percent', value: 20 } },
      }),
    ],
    total: 122_400,
    check: (p) => expect(kinds(p, 5)).toEqual([['weekday', 4_000], ['firstMinute', -1_200], ['stayLonger', -2_400]]),
  },
  {
    name: 'discounts over 100% stop at zero, then the minimal price: 200 − 120 (60%) − 80 (50% capped) = 0 → 1',
    stay: { from: MON, to: '2031-03-04', bookedOn: MON, occupiedBefore: true, occupiedAfter: true },
    days: days(MON, MON, {}, 'd'),
    rules: [rule('d', { lastMinute: true, lastMinuteDiscount: 60, gapDay: true, gapDayDiscount: 50 })],
    total: 100,
    check: (p) => expect(kinds(p)).toEqual([['lastMinute', -12_000], ['gapDay', -8_000], ['minimalPrice', 100]]),
  },
  {
    name: 'each discount rounded on its own: 33,33 − 5,00 (15% = 4,9995) − 1,67 (5% = 1,6665) = 26,66; × 7 = 186,62',
    stay: { from: MON, to: NEXT_MON, bookedOn: '2031-03-01' },
    days: days(MON, SUN, { '1-2': 3_333 }, 'd'),
    rules: [rule('d', { stayLonger: true, stayLongerDiscount: 15, lastMinute: true, lastMinuteDiscount: 5 })],
    total: 18_662,
  },
  {
    name: 'a 0% discount adds no line: 200',
    stay: { from: MON, to: '2031-03-04', bookedOn: MON },
    days: days(MON, MON, {}, 'd'),
    rules: [rule('d', { lastMinute: true, lastMinuteDiscount: 0 })],
    total: 20_000,
    check: (p) => expect(kinds(p)).toEqual([]),
  },

  // ---- clamping to the tier's minimal and maximum price
  { name: 'a day priced 2500 is held to the maximum 2000', stay: { from: MON, to: '2031-03-04' }, days: days(MON, MON, { '1-2': 250_000 }), total: 200_000 },
  {
    name: 'a discount below the minimal 150: 200 − 30% = 140 → 150',
    stay: { from: MON, to: '2031-03-04', bookedOn: MON },
    days: days(MON, MON, {}, 'd'),
    rules: [rule('d', { lastMinute: true, lastMinuteDiscount: 30 })],
    rates: { ...RATES, '1-2': rate(20_000, 15_000) },
    total: 15_000,
    check: (p) => expect(kinds(p)).toEqual([['lastMinute', -6_000], ['minimalPrice', 1_000]]),
  },
  {
    name: 'no maximum: a day priced 5000 stays 5000',
    stay: { from: MON, to: '2031-03-04' },
    days: days(MON, MON, { '1-2': 500_000 }),
    rates: { ...RATES, '1-2': rate(20_000, 100, null) },
    total: 500_000,
  },
  {
    name: 'a Saturday raise over the maximum: 1900 + 10% = 2090 → 2000',
    stay: { from: SAT, to: SUN },
    days: days(SAT, SAT, { '1-2': 190_000 }, 'w'),
    rules: [rule('w', { weekdays: { saturday: { type: 'raise', unit: 'percent', value: 10 } } })],
    total: 200_000,
    check: (p) => expect(kinds(p)).toEqual([['weekday', 19_000], ['maximumPrice', -9_000]]),
  },
  {
    name: 'the bounds apply after the discounts: 2500 − 10% = 2250 → 2000',
    stay: { from: MON, to: '2031-03-04', bookedOn: MON },
    days: days(MON, MON, { '1-2': 250_000 }, 'd'),
    rules: [rule('d', { lastMinute: true, lastMinuteDiscount: 10 })],
    total: 200_000,
  },
  {
    name: 'the bounds of the party’s tier: 3 persons, 3-4 rate bounded at 250: day price 320 → 250',
    stay: { from: MON, to: '2031-03-04', adults: 3 },
    days: days(MON, MON, { '3-4': 32_000 }),
    rates: { ...RATES, '3-4': rate(30_000, 100, 25_000) },
    total: 25_000,
  },

  // ---- whose rule
  {
    name: 'the check-in rule’s discount and each night’s own weekday rule: Mon-Fri 5 × 180 = 900, Sat (200 + 50) − 25 = 225, Sun 180; 1305',
    stay: { from: MON, to: NEXT_MON },
    days: { ...days(MON, FRI, {}, 'a'), ...days(SAT, SUN, {}, 'b') },
    rules: [
      rule('a', { stayLonger: true, stayLongerDiscount: 10 }),
      rule('b', { stayLonger: true, stayLongerDiscount: 50, weekdays: { saturday: { type: 'raise', unit: 'amount', value: 5_000 } } }),
    ],
    total: 130_500,
    check: (p) => expect(p.ruleId).toBe('a'),
  },
  {
    name: 'no rule on the check-in day: no stay discounts, 7 × 200 = 1400',
    stay: { from: MON, to: NEXT_MON },
    days: days('2031-03-04', SUN, {}, 'd'),
    rules: [rule('d', { stayLonger: true, stayLongerDiscount: 10 })],
    total: 140_000,
  },

  // ---- month and year boundaries
  {
    name: 'over a month end: 30 and 31 Jan at 250, 1 Feb at 300; 800',
    stay: { from: '2031-01-30', to: '2031-02-02', bookedOn: '2031-01-01' },
    days: { ...days('2031-01-30', '2031-01-31', { '1-2': 25_000 }), ...days('2031-02-01', '2031-02-01', { '1-2': 30_000 }) },
    total: 80_000,
  },
  {
    name: 'over New Year: 30 Dec 500, 31 Dec (a Wednesday, +100 zł) 600, 1 Jan 600; 1700',
    stay: { from: '2031-12-30', to: '2032-01-02' },
    days: { ...days('2031-12-30', '2031-12-31', { '1-2': 50_000 }, 'w'), ...days('2032-01-01', '2032-01-01', { '1-2': 60_000 }) },
    rules: [rule('w', { weekdays: { wednesday: { type: 'raise', unit: 'amount', value: 10_000 } } })],
    total: 170_000,
    nights: 3,
  },
  { name: 'over a leap day: 28 Feb → 1 Mar 2032 is 2 nights, 400', stay: { from: '2032-02-28', to: '2032-03-01' }, total: 40_000, nights: 2 },
  { name: '28 Feb → 1 Mar 2031 is 1 night, 200', stay: { from: '2031-02-28', to: '2031-03-01' }, total: 20_000, nights: 1 },

  // ---- Warsaw's clock changes (dates are calendar days)
  {
    name: 'the spring-forward weekend (Sun 30 Mar 2031 has 23 hours) is 3 nights: Fri 200 + Sat 240 + Sun 240 = 680',
    stay: { from: '2031-03-28', to: '2031-03-31' },
    days: days('2031-03-28', '2031-03-30', {}, 'w'),
    rules: [rule('w', { weekdays: { saturday: { type: 'raise', unit: 'percent', value: 20 }, sunday: { type: 'raise', unit: 'percent', value: 20 } } })],
    total: 68_000,
    nights: 3,
    check: (p) => expect(p.nightly.map((n) => n.date)).toEqual(['2031-03-28', '2031-03-29', '2031-03-30']),
  },
  {
    name: 'the fall-back weekend (Sun 26 Oct 2031 has 25 hours) is 3 nights: 200 + 200 + Sun 180 = 580',
    stay: { from: '2031-10-24', to: '2031-10-27' },
    days: days('2031-10-24', '2031-10-26', {}, 'w'),
    rules: [rule('w', { weekdays: { sunday: { type: 'discount', unit: 'percent', value: 10 } } })],
    total: 58_000,
    nights: 3,
  },
  {
    name: 'one night on the spring-forward Sunday is still a Sunday: 200 + 20% = 240',
    stay: { from: '2031-03-30', to: '2031-03-31' },
    days: days('2031-03-30', '2031-03-30', {}, 'w'),
    rules: [rule('w', { weekdays: { sunday: { type: 'raise', unit: 'percent', value: 20 } } })],
    total: 24_000,
  },

  // ---- long and short
  { name: 'a 1-night stay: 200', stay: { from: MON, to: '2031-03-04' }, total: 20_000, nights: 1 },
  { name: '30 nights are allowed without a rule: 30 × 200 = 6000', stay: { from: MON, to: '2031-04-02' }, total: 600_000, nights: 30 },
  {
    name: '60 nights with max raised to 60 and −15% from 3 weeks: 60 × 170 = 10 200',
    stay: { from: MON, to: '2031-05-02' },
    days: days(MON, '2031-05-01', {}, 'long'),
    rules: [rule('long', { stayLimitsMax: 60, stayLonger: true, stayLongerDiscount: 15, stayLongerWeeks: 3 })],
    total: 1_020_000,
    nights: 60,
  },
  {
    name: 'no rate at all, but every night priced: 210 + 220',
    stay: { from: MON, to: WED },
    days: { ...days(MON, MON, { '1-2': 21_000 }), ...days('2031-03-04', '2031-03-04', { '1-2': 22_000 }) },
    rates: NO_RATES,
    total: 43_000,
  },

  // ---- children
  {
    name: 'children up to 3 stay free: 2 adults and a 2-year-old are 2 persons, 200',
    stay: { from: MON, to: '2031-03-04', adults: 2, children: 1, childrenAges: [2] },
    days: days(MON, MON, {}, 'c'),
    rules: [rule('c', { child: 3 })],
    total: 20_000,
    tier: '1-2',
    check: (p) => expect(p.applied.map((n) => n.kind)).toEqual(['child']),
  },
  {
    name: 'a 5-year-old counts: 3 persons, 300',
    stay: { from: MON, to: '2031-03-04', adults: 2, children: 1, childrenAges: [5] },
    days: days(MON, MON, {}, 'c'),
    rules: [rule('c', { child: 3 })],
    total: 30_000,
    tier: '3-4',
  },
  {
    name: 'ages not given: every child counts, 300',
    stay: { from: MON, to: '2031-03-04', adults: 2, children: 1 },
    days: days(MON, MON, {}, 'c'),
    rules: [rule('c', { child: 3 })],
    total: 30_000,
    check: (p) => expect(p.skipped.map((n) => n.detail)).toEqual(['Nie podano wieku dzieci: każde dziecko liczy się do progu osób']),
  },
];

describe('the pricing engine', () => {
  it('has at least 50 worked scenarios', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(50);
  });

  it.each(scenarios.map((s) => [s.name, s] as const))('%s', (_name, s) => {
    const p = priced(s);
    expect(p.total).toBe(s.total);
    expect(p.nightly.reduce((sum, n) => sum + n.price, 0)).toBe(p.total);
    for (const night of p.nightly) expect(night.base + night.adjustments.reduce((sum, a) => sum + a.amount, 0)).toBe(night.price);
    if (s.nights !== undefined) expect(p.nights).toBe(s.nights);
    if (s.tier !== undefined) expect(p.tier).toBe(s.tier);
    s.check?.(p);
  });

  it('rounds a percentage half up to the grosz', () => {
    expect(percentOf(19_995, 10)).toBe(2_000); // 1999,5 → 2000
    expect(percentOf(19_994, 10)).toBe(1_999); // 1999,4 → 1999
    expect(percentOf(10_005, 15)).toBe(1_501); // 1500,75 → 1501
    expect(percentOf(1, 50)).toBe(1); // 0,5 → 1
    expect(percentOf(0, 100)).toBe(0);
  });

  it("changes a night by its weekday as the price list and the calendar show it (contracts' weekdayChangeGrosze)", () => {
    for (const base of [0, 1, 19_995, 30_000, 34_050]) {
      for (const type of ['raise', 'discount', 'none'] as const) {
        for (const [unit, value] of [['percent', 15], ['percent', 100], ['amount', 4_050], ['amount', 50_000]] as const) {
          const shown = weekdayChangeGrosze(base, { type, unit, value: unit === 'amount' ? value / 100 : value });
          expect(weekdayAmount(base, { type, unit, value })).toBe(shown);
        }
      }
    }
    // Sat 300,00 zł + 40,50 zł → 340,50 zł, what the guest pays and the grid shows
    expect(30_000 + weekdayAmount(30_000, { type: 'raise', unit: 'amount', value: 4_050 })).toBe(34_050);
  });

  it('shows each night with its tier, rule, base, adjustments and price', () => {
    const p = priced({
      stay: { from: FRI, to: SUN, bookedOn: '2031-03-05' },
      days: days(FRI, SAT, {}, 'w'),
      rules: [rule('w', { lastMinute: true, lastMinuteDiscount: 10, weekdays: { saturday: { type: 'raise', unit: 'percent', value: 10 } } })],
    });
    expect(p.nightly[1]).toEqual({
      date: SAT,
      tier: '1-2',
      ruleId: 'w',
      source: 'rate',
      base: 20_000,
      adjustments: [
        { kind: 'weekday', ruleId: 'w', label: 'Sobota: +10%', amount: 2_000 },
        { kind: 'lastMinute', ruleId: 'w', label: 'Last minute −10%', amount: -2_200 },
      ],
      price: 19_800,
    });
    // Fri 200 − 20 = 180, Sat 220 − 22 = 198
    expect(p.total).toBe(37_800);
  });
});

describe('the stay limits', () => {
  const refused = (s: Parameters<typeof run>[0]) => run(s) as RefusedStay;

  it('refuses fewer nights than the check-in rule’s minimum, naming it', () => {
    const r = refused({ stay: { from: MON, to: WED }, days: days(MON, MON, {}, 'm'), rules: [rule('m', { stayLimitsMin: 3 })] });
    expect(r).toEqual({ ok: false, reason: 'stayLimitsMin', field: 'to', message: 'Minimalny pobyt w tym terminie to 3 doby.' });
  });

  it('refuses more nights than the maximum', () => {
    const r = refused({ stay: { from: MON, to: NEXT_MON }, days: days(MON, MON, {}, 'm'), rules: [rule('m', { stayLimitsMax: 5 })] });
    expect(r.message).toBe('Maksymalny pobyt w tym terminie to 5 dób.');
  });

  it('allows at most 30 nights without a rule', () => {
    const r = refused({ stay: { from: MON, to: '2031-04-03' } });
    expect(r).toMatchObject({ reason: 'stayLimitsMax', message: 'Maksymalny pobyt w tym terminie to 30 dób.' });
  });

  it('refuses 60 nights under a rule that keeps the default maximum', () => {
    const r = refused({ stay: { from: MON, to: '2031-05-02' }, days: days(MON, MON, {}, 'm'), rules: [rule('m')] });
    expect(r.reason).toBe('stayLimitsMax');
  });

  it('refuses a check-in beyond the booking window (capacity days)', () => {
    // booked 1 Jan, check-in 3 Mar: 61 days ahead, the window is 30 days (from 1 Feb)
    const r = refused({ stay: { from: MON, to: WED }, days: days(MON, MON, {}, 'm'), rules: [rule('m', { capacityDays: 30 })] });
    expect(r).toEqual({
      ok: false,
      reason: 'capacityDays',
      field: 'from',
      message: 'Ten termin można zarezerwować najwyżej 30 dni przed przyjazdem (od 01.02.2031).',
    });
    expect(run({ stay: { from: MON, to: WED, bookedOn: '2031-02-01' }, days: days(MON, MON, {}, 'm'), rules: [rule('m', { capacityDays: 30 })] }).ok).toBe(true);
  });

  it('cannot price a night with neither a day price nor a rate', () => {
    const r = refused({ stay: { from: MON, to: WED }, days: days(MON, MON, { '1-2': 20_000 }), rates: NO_RATES });
    expect(r).toEqual({ ok: false, reason: 'noPrice', field: 'apartmentId', message: 'Apartament nie ma jeszcze cennika. Podaj cenę za dobę.' });
  });
});

describe('the cancellation schedule', () => {
  // a stay from Mon 3 Mar 2031, booked 1 Jan, nights of 200 zł
  const schedule = (policy: Parameters<typeof cancellationSchedule>[0], options: { from?: string; bookedOn?: string; nightly?: number[] } = {}) =>
    cancellationSchedule(policy, { from: options.from ?? MON, bookedOn: options.bookedOn ?? '2031-01-01', nightly: options.nightly ?? [20_000, 20_000] });

  it.each([
    ['flexible: full refund until the day before arrival', 'flexible', {}, 'Do 02.03.2031: zwrot 100%, potem bez zwrotu'],
    ['mediumStrict: full until 5 days before (26 Feb), then 50%', 'mediumStrict', {}, 'Do 26.02.2031: zwrot 100%, potem 50%'],
    ['the example of a December stay', 'mediumStrict', { from: '2026-12-17', bookedOn: '2026-11-22' }, 'Do 12.12.2026: zwrot 100%, potem 50%'],
    [
      'strict booked early: full for 48 h after booking (3 Jan), 50% until 7 days before (24 Feb)',
      'strict',
      {},
      'Do 03.01.2031: zwrot 100%, do 24.02.2031: zwrot 50%, potem bez zwrotu',
    ],
    ['strict booked 15 days ahead: the 48 h stop at 14 days before arrival (17 Feb)', 'strict', { bookedOn: '2031-02-16' }, 'Do 17.02.2031: zwrot 100%, do 24.02.2031: zwrot 50%, potem bez zwrotu'],
    ['strict booked 11 days ahead: no full refund', 'strict', { bookedOn: '2031-02-20' }, 'Do 24.02.2031: zwrot 50%, potem bez zwrotu'],
    ['strict booked 3 days ahead: nothing', 'strict', { bookedOn: '2031-02-28' }, 'Bez zwrotu'],
    ['veryStrict30: 50% until 30 days before (1 Feb)', 'veryStrict30', {}, 'Do 01.02.2031: zwrot 50%, potem bez zwrotu'],
    ['veryStrict60: 50% until 60 days before (2 Jan)', 'veryStrict60', {}, 'Do 02.01.2031: zwrot 50%, potem bez zwrotu'],
    ['veryStrict: nothing', 'veryStrict', {}, 'Bez zwrotu'],
    ['flexible booked on the day of arrival: nothing', 'flexible', { bookedOn: MON }, 'Bez zwrotu'],
    ['mediumStrict booked 2 days ahead: 50%', 'mediumStrict', { bookedOn: '2031-03-01' }, 'Zwrot 50%'],
    ['flexible over New Year: the day before 1 Jan is 31 Dec', 'flexible', { from: '2032-01-01', bookedOn: '2031-12-01' }, 'Do 31.12.2031: zwrot 100%, potem bez zwrotu'],
    ['veryStrict30 across the clock change: 30 days before 29 Apr is 30 Mar', 'veryStrict30', { from: '2031-04-29', bookedOn: '2031-03-01' }, 'Do 30.03.2031: zwrot 50%, potem bez zwrotu'],
    ['longterm: full until 30 days before, then all but the first 30 nights', 'longterm', { nightly: Array(40).fill(20_000) }, 'Do 01.02.2031: zwrot 100%, potem zwrot bez pierwszych 30 dób'],
  ] as const)('%s', (_name, policy, options, text) => {
    expect(schedule(policy, options).text).toBe(text);
  });

  it('gives each step its refund in grosze', () => {
    // 40 nights × 200 = 8000; the first 30 nights (6000) are kept after 1 Feb: 2000 back, 25%
    expect(schedule('longterm', { nightly: Array(40).fill(20_000) }).steps).toEqual([
      { until: '2031-02-01', refundPercent: 100, refund: 800_000 },
      { until: null, refundPercent: 25, refund: 200_000 },
    ]);
    // 20 nights: all of them are within the first 30, nothing back later
    expect(schedule('longterm', { nightly: Array(20).fill(20_000) }).steps[1]).toEqual({ until: null, refundPercent: 0, refund: 0 });
    // 50% of 333,33 = 166,665 → 166,67 (half up)
    expect(schedule('mediumStrict', { nightly: [33_333] }).steps).toEqual([
      { until: '2031-02-26', refundPercent: 100, refund: 33_333 },
      { until: null, refundPercent: 50, refund: 16_667 },
    ]);
  });

  it('says what a cancellation on a given day refunds', () => {
    const s = schedule('strict');
    expect(refundOn(s, '2031-01-03').refundPercent).toBe(100);
    expect(refundOn(s, '2031-01-04').refundPercent).toBe(50);
    expect(refundOn(s, '2031-02-24').refundPercent).toBe(50);
    expect(refundOn(s, '2031-02-25').refundPercent).toBe(0);
    expect(refundOn(s, '2031-03-10').refundPercent).toBe(0);
  });

  it('answers the policy of the check-in rule with the quote, and none without a rule', () => {
    const p = priced({ stay: { from: MON, to: WED }, days: days(MON, MON, {}, 'c'), rules: [rule('c', { cancellation: 'veryStrict30' })] });
    expect(p.cancellation).toEqual({
      policy: 'veryStrict30',
      steps: [
        { until: '2031-02-01', refundPercent: 50, refund: 20_000 },
        { until: null, refundPercent: 0, refund: 0 },
      ],
      text: 'Do 01.02.2031: zwrot 50%, potem bez zwrotu',
    });
    expect(priced({ stay: { from: MON, to: WED } }).cancellation.policy).toBeNull();
  });

  it('starts its text with a capital, as a sentence after the label, and does not repeat the label when there is no rule', () => {
    // shown as 'Anulowanie: <label>. <text>'
    expect(schedule('mediumStrict').text).toMatch(/^Do 26\.02\.2031/);
    expect(schedule(null).text).toBe('Zwrot według ustaleń z gospodarzem');
  });
});
