import type { Resource } from './common.ts';
import type { CancellationPolicy } from './reservation.ts';

/**
 * Prices by date and party size, and the rule sets that adjust them. Money is in the currency's main unit (zł) with
 * at most two decimals in every answer and payload; the API computes in integer grosze.
 */

/** The price tiers of the price list: a party of 1-2, 3-4, or 5 and more persons. */
export const PRICE_TIERS = ['1-2', '3-4', '5+'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];
export const PRICE_TIER_LABELS: Record<PriceTier, string> = {
  '1-2': '1-2 osoby',
  '3-4': '3-4 osoby',
  '5+': '5+ osób',
};

/** The tier of a party counted in persons (at least one). */
export function tierOf(persons: number): PriceTier {
  if (persons <= 2) return '1-2';
  if (persons <= 4) return '3-4';
  return '5+';
}

/** A price per tier; null where the day has no price of its own for that tier (the apartment's rate applies). */
export type TierPrices = Record<PriceTier, number | null>;

/** The nine colours a rule set may carry (Chakra palette names), with their Polish names and a hex for the dot. */
export const RULE_COLORS = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'] as const;
export type RuleColor = (typeof RULE_COLORS)[number];
export const RULE_COLOR_LABELS: Record<RuleColor, string> = {
  red: 'Czerwony',
  orange: 'Pomarańczowy',
  yellow: 'Żółty',
  green: 'Zielony',
  teal: 'Morski',
  blue: 'Niebieski',
  cyan: 'Błękitny',
  purple: 'Fioletowy',
  pink: 'Różowy',
};
export const RULE_COLOR_HEX: Record<RuleColor, string> = {
  red: '#e53e3e',
  orange: '#dd6b20',
  yellow: '#d69e2e',
  green: '#38a169',
  teal: '#319795',
  blue: '#3182ce',
  cyan: '#00a3c4',
  purple: '#805ad5',
  pink: '#d53f8c',
};

/** Days of the week from Monday (the calendar's weeks start on Monday). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Poniedziałek',
  tuesday: 'Wtorek',
  wednesday: 'Środa',
  thursday: 'Czwartek',
  friday: 'Piątek',
  saturday: 'Sobota',
  sunday: 'Niedziela',
};

/** What a rule does to the price of a night falling on a weekday. */
export const WEEKDAY_ADJUSTMENT_TYPES = ['none', 'raise', 'discount'] as const;
export type WeekdayAdjustmentType = (typeof WEEKDAY_ADJUSTMENT_TYPES)[number];
export const WEEKDAY_ADJUSTMENT_TYPE_LABELS: Record<WeekdayAdjustmentType, string> = {
  none: 'Bez zmian',
  raise: 'Podwyżka',
  discount: 'Zniżka',
};

/** A weekday adjustment is a percentage of the night's price or an amount in the apartment's currency. */
export const ADJUSTMENT_UNITS = ['percent', 'amount'] as const;
export type AdjustmentUnit = (typeof ADJUSTMENT_UNITS)[number];
export const ADJUSTMENT_UNIT_LABELS: Record<AdjustmentUnit, string> = { percent: '%', amount: 'zł' };

export interface WeekdayAdjustment {
  type: WeekdayAdjustmentType;
  /** percent: a whole number 0-100; amount: zł with at most two decimals */
  value: number;
  unit: AdjustmentUnit;
}

/** The weekday of a day 'yyyy-MM-dd'. */
export const weekdayOfDay = (day: string): Weekday => WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];

/**
 * The change a rule set's weekday adjustment makes to a night's base price, in grosze, as the pricing engine's step 2
 * makes it (a percentage rounded half up to the grosz, a discount never below zero): with the base, what the guest
 * pays for a night of that day before the stay's own discounts (the price list and the calendar show it).
 */
export function weekdayChangeGrosze(baseGrosze: number, adjustment: WeekdayAdjustment | undefined): number {
  if (!adjustment || adjustment.type === 'none' || adjustment.value === 0) return 0;
  const amount = adjustment.unit === 'percent' ? Math.floor((baseGrosze * adjustment.value + 50) / 100) : Math.round(adjustment.value * 100);
  return adjustment.type === 'raise' ? amount : -Math.min(amount, baseGrosze);
}

/** Last minute: booked at most this many days before arrival. */
export const LAST_MINUTE_DAYS = [5, 4, 3] as const;
/** Longer stay: at least this many weeks. */
export const STAY_LONGER_WEEKS = [1, 2, 3] as const;
/** Max nights when a rule does not say otherwise. */
export const DEFAULT_STAY_LIMITS_MAX = 30;
/** First minute when a rule does not say otherwise: booked at least this many days before arrival. */
export const DEFAULT_FIRST_MINUTE_DAYS = 60;

export const CANCELLATION_POLICY_LABELS: Record<CancellationPolicy, string> = {
  flexible: 'Elastyczna: pełny zwrot do dnia przed przyjazdem',
  mediumStrict: 'Umiarkowana: pełny zwrot do 5 dni przed przyjazdem, potem 50%',
  strict: 'Ścisła: pełny zwrot w ciągu 48 h od rezerwacji (gdy do przyjazdu zostało co najmniej 14 dni), 50% do 7 dni przed przyjazdem',
  veryStrict30: 'Bardzo ścisła 30: zwrot 50% do 30 dni przed przyjazdem',
  veryStrict60: 'Bardzo ścisła 60: zwrot 50% do 60 dni przed przyjazdem',
  veryStrict: 'Bez zwrotu',
  longterm: 'Długoterminowa: pełny zwrot do 30 dni przed przyjazdem, potem zwrot bez pierwszych 30 dób',
};

/**
 * A rule set (price rule). Discounts are whole percentages; the stay discounts that apply are summed, not compounded.
 * - capacityDays: the booking window, how many days ahead a stay may start (null: no limit);
 * - child: children up to this age (inclusive) stay free, i.e. do not count toward the party's tier, when the ages
 *   are known (null: every child counts);
 * - teen: the oldest age still booked as a child; an older guest is booked as an adult (null: 17).
 */
export interface PriceRuleAttributes {
  name: string;
  color: RuleColor;
  lastMinute: boolean;
  lastMinuteDiscount: number;
  lastMinuteDays: (typeof LAST_MINUTE_DAYS)[number];
  firstMinute: boolean;
  firstMinuteDiscount: number;
  firstMinuteDays: number;
  stayLonger: boolean;
  stayLongerDiscount: number;
  stayLongerWeeks: (typeof STAY_LONGER_WEEKS)[number];
  gapDay: boolean;
  gapDayDiscount: number;
  capacityDays: number | null;
  child: number | null;
  teen: number | null;
  weekdays: Record<Weekday, WeekdayAdjustment>;
  stayLimitsMin: number;
  stayLimitsMax: number;
  cancellation: CancellationPolicy;
  /** days from today on that carry this rule (a rule with such days cannot be deleted without a replacement) */
  futureDays: number;
  /**
   * true for a co-host when days of an apartment not shared with them carry this rule set too: they may read it, not
   * change or delete it (SHARED_RULE_READ_ONLY_MESSAGE says why)
   */
  readOnly: boolean;
  createdAt: string;
  updatedAt: string;
}
export type PriceRuleDto = Resource<PriceRuleAttributes, 'price_rule'>;
/** POST/PATCH /householder/price_rules, sent as `{priceRule: {...}}` or the fields alone. */
export type PriceRulePayload = Partial<Omit<PriceRuleAttributes, 'futureDays' | 'readOnly' | 'createdAt' | 'updatedAt'>>;

/** Why a rule set is read-only to a co-host (the API's 403 and the rule's screen say the same). */
export const SHARED_RULE_READ_ONLY_MESSAGE =
  'Tego zestawu reguł używają też apartamenty, których nie obsługujesz: możesz go tylko przeglądać. Zmienić lub usunąć go może właściciel konta.';

export const AVAILABILITIES = ['available', 'reserved', 'blocked'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const AVAILABILITY_LABELS: Record<Availability, string> = { available: 'Wolny', reserved: 'Zarezerwowany', blocked: 'Zablokowany' };

/**
 * GET /householder/prices: one apartment over the window's days, as columns: entry i of `prices[tier]`, `priced`,
 * `ruleIds` and `availability` is the day `days[i]` of the answer's `meta` (the window's dates, the same for every
 * apartment). Columns keep the answer for 1,000 apartments × 20 days small.
 */
export interface PriceListAttributes {
  apartmentId: string;
  name: string;
  accommodationId: string;
  accommodationName: string;
  currency: string;
  /** intelligent pricing: the price list is read-only for this apartment */
  smartPricing: boolean;
  /** the apartment's rates per tier, what a day without a price of its own costs */
  rates: TierPrices;
  /** per tier, each day's price: the day's own, else the rate (null: neither) */
  prices: Record<PriceTier, Array<number | null>>;
  /** whether the host priced the day (false: every tier is the rate) */
  priced: boolean[];
  ruleIds: Array<string | null>;
  availability: Availability[];
}
export type PriceListDto = Resource<PriceListAttributes, 'apartment_prices'>;
/** The `meta` of GET /householder/prices: the window's days, yyyy-MM-dd, in order. */
export interface PriceListMeta {
  days: string[];
}

/** PUT /householder/prices: the days from `from` to `to` (both included) of one or many apartments. */
export interface PriceRangePayload {
  apartmentIds: string[];
  from: string;
  to: string;
  /** a tier left null falls back to the apartment's rate */
  prices: TierPrices;
  ruleId: string | null;
}

/** The kinds of change a night's price goes through, in the order they apply. */
export const PRICE_ADJUSTMENT_KINDS = ['weekday', 'lastMinute', 'firstMinute', 'stayLonger', 'gapDay', 'minimalPrice', 'maximumPrice'] as const;
export type PriceAdjustmentKind = (typeof PRICE_ADJUSTMENT_KINDS)[number];
export const PRICE_ADJUSTMENT_LABELS: Record<PriceAdjustmentKind, string> = {
  weekday: 'Dzień tygodnia',
  lastMinute: 'Last minute',
  firstMinute: 'First minute',
  stayLonger: 'Dłuższy pobyt',
  gapDay: 'Luka jednodniowa',
  minimalPrice: 'Cena minimalna',
  maximumPrice: 'Cena maksymalna',
};

export interface QuoteAdjustment {
  kind: PriceAdjustmentKind;
  ruleId: string | null;
  label: string;
  /** signed: a raise is positive, a discount negative */
  amount: number;
}

export interface QuoteNight {
  date: string;
  tier: PriceTier;
  ruleId: string | null;
  /** 'day': the day's own price; 'rate': the apartment's rate for the tier */
  source: 'day' | 'rate';
  base: number;
  adjustments: QuoteAdjustment[];
  price: number;
}

export interface QuoteRuleNote {
  kind: PriceAdjustmentKind | 'child';
  ruleId: string | null;
  label: string;
  /** applied: what it gave (e.g. '10%'); skipped: why not, in Polish */
  detail: string;
}

export interface RefundPeriod {
  /** the last day (inclusive) a cancellation gets this refund; null: from the previous period's end on */
  until: string | null;
  refundPercent: number;
  refund: number;
}

export interface QuoteCancellation {
  policy: CancellationPolicy | null;
  label: string;
  schedule: RefundPeriod[];
  /** e.g. 'do 12.12.2026: zwrot 100%, potem 50%' */
  text: string;
}

/** What GET /householder/quotes answers with `breakdown=true`, beside the quote's own fields. */
export interface QuoteBreakdown {
  tier: PriceTier;
  persons: number;
  bookedOn: string;
  ruleId: string | null;
  nightly: QuoteNight[];
  applied: QuoteRuleNote[];
  skipped: QuoteRuleNote[];
  total: number;
  cancellation: QuoteCancellation;
}
