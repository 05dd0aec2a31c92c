import type { Availability, PriceListAttributes, PriceListDto, TierPrices } from '@gospodarz/shared';
import { PRICE_TIERS } from '@gospodarz/shared/dto';

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
