import { PRICE_TIERS, tierOf, type PriceTier, toGrosze } from '@gospodarz/contracts';
import type { EngineRate } from './engine';
import type { RateRow } from './repository';

/**
 * The listing's rates are rows "up to N guests". A party takes the row with the smallest guest count that still fits
 * it, else the largest (a bigger party pays the top rate). A tier's rate is the row a party at the top of the tier
 * takes (2 persons for 1-2, 4 for 3-4, 5 for 5+); for the party being priced, the row its own size takes, so that
 * one guest in an apartment with a one-guest row pays that row.
 */
export function rateRowFor(rows: RateRow[], persons: number): RateRow | null {
  let best: RateRow | null = null;
  for (const row of rows) {
    if (!best) best = row;
    else if (row.guest_count >= persons) {
      if (best.guest_count < persons || row.guest_count < best.guest_count) best = row;
    } else if (best.guest_count < persons && row.guest_count > best.guest_count) best = row;
  }
  return best;
}

const TIER_SIZE: Record<PriceTier, number> = { '1-2': 2, '3-4': 4, '5+': 5 };

export function engineRate(row: RateRow | null): EngineRate | null {
  if (!row) return null;
  const maximum = toGrosze(row.maximum_price) ?? 0;
  // a rate row added in the wizard starts with maximum 0, which means "not set"
  return { price: toGrosze(row.base_price) ?? 0, minimal: toGrosze(row.minimal_price) ?? 0, maximum: maximum > 0 ? maximum : null };
}

/** The rate of each tier, the party's own tier by its size. */
export function tierRates(rows: RateRow[], persons?: number): Record<PriceTier, EngineRate | null> {
  const partyTier = persons === undefined ? null : tierOf(Math.max(1, persons));
  const out = {} as Record<PriceTier, EngineRate | null>;
  for (const tier of PRICE_TIERS) out[tier] = engineRate(rateRowFor(rows, tier === partyTier ? Math.max(1, persons!) : TIER_SIZE[tier]));
  return out;
}
