import { formatMoney, type Availability, type PriceListAttributes, type PriceListDto, type PriceRuleAttributes, type TierPrices } from '@gospodarz/shared';
import { PRICE_TIERS, WEEKDAY_LABELS, weekdayChangeGrosze, weekdayOfDay } from '@gospodarz/shared/dto';

/** One day of one apartment, as the grid and the pricing dialog read it. */
export interface PriceDay {
  date: string;
  /** the day's own price per tier, else the apartment's rate (null: neither) */
  prices: TierPrices;
  priced: boolean;
  ruleId: string | null;
  availability: Availability;
}

export type ApartmentPrices = Omit<PriceListAttributes, 'prices' | 'priced' | 'ruleIds' | 'availability'> & { days: PriceDay[] };

/** An apartment of the window, day by day. */
export interface PriceListRow {
  id: string;
  attributes: ApartmentPrices;
}

/**
 * The API answers the window's days as columns (entry i of each is `days[i]`), which keeps 1,000 apartments small
 * on the wire; the screens read them day by day.
 */
export function toRows(data: PriceListDto[], days: string[]): PriceListRow[] {
  return data.map(({ id, attributes }) => {
    const { prices, priced, ruleIds, availability, ...apartment } = attributes;
    return {
      id,
      attributes: {
        ...apartment,
        days: days.map((date, i) => ({
          date,
          prices: Object.fromEntries(PRICE_TIERS.map((tier) => [tier, prices[tier][i] ?? null])) as TierPrices,
          priced: priced[i] ?? false,
          ruleId: ruleIds[i] ?? null,
          availability: availability[i] ?? 'available',
        })),
      },
    };
  });
}

/** What the guest pays for a night of a day (before the stay's own discounts), and how it comes from the base. */
export interface GuestNight {
  /** the base with the day's rule's weekday change (null: no price) */
  price: number | null;
  /** 'Cena bazowa 300,00 zł, reguła „Weekend”: Sobota +40,50 zł' where the rule changes it; null where it does not */
  note: string | null;
}

/**
 * A day's night as the guest pays it: the day's price (or the apartment's rate) for the tier in view, changed by the
 * weekday adjustment of the day's rule set as the pricing engine changes it (weekdayChangeGrosze). The stay's own
 * discounts (last minute and the others) depend on the booking, and the quote shows them.
 */
export function guestNight(base: number | null, day: string, rule: PriceRuleAttributes | undefined, currency = 'PLN'): GuestNight {
  if (base === null) return { price: null, note: null };
  const weekday = weekdayOfDay(day);
  const adjustment = rule?.weekdays[weekday];
  const baseGrosze = Math.round(base * 100);
  const change = weekdayChangeGrosze(baseGrosze, adjustment);
  if (!rule || !adjustment || change === 0) return { price: base, note: null };
  const size = adjustment.unit === 'percent' ? `${adjustment.value}%` : formatMoney(adjustment.value, currency);
  const value = `${adjustment.type === 'raise' ? '+' : '−'}${size}`;
  return { price: (baseGrosze + change) / 100, note: `Cena bazowa ${formatMoney(base, currency)}, reguła „${rule.name}”: ${WEEKDAY_LABELS[weekday]} ${value}` };
}
