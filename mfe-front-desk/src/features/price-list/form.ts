import { setIn } from 'final-form';
import type { PriceRangePayload, PriceTier } from '@gospodarz/shared';
import { parseAmount } from '../rules';
import { parseDay } from './dates';
import type { ApartmentPrices } from './model';

/** The days picked in the grid: one apartment's range, both ends included. */
export interface Selection {
  apartment: ApartmentPrices;
  from: string;
  to: string;
}

/** The pricing dialog's values; prices stay text while typed ('350,50'), empty meaning the apartment's rate. */
export interface PricingFormValues {
  from?: string;
  to?: string;
  p12?: string;
  p34?: string;
  p5?: string;
  ruleId?: string;
  apartmentIds: string[];
}

export const TIER_FIELDS: Array<{ tier: PriceTier; field: 'p12' | 'p34' | 'p5' }> = [
  { tier: '1-2', field: 'p12' },
  { tier: '3-4', field: 'p34' },
  { tier: '5+', field: 'p5' },
];

const AMOUNT = 'Podaj kwotę nie mniejszą niż 0, z najwyżej dwoma miejscami po przecinku';
const text = (value: string | undefined) => (value ?? '').trim();
/** '350.5' → '350,50': a price as the dialog shows it. */
const amountText = (value: number | null) => (value === null ? '' : value.toFixed(2).replace('.', ','));

/** The dialog's start: the selected days, and the first day's own prices and rule (empty when it has none). */
export function initialValues({ apartment, from, to }: Selection): PricingFormValues {
  const first = apartment.days.find((d) => d.date === from);
  const own = first?.priced ? first.prices : null;
  return {
    from,
    to,
    p12: amountText(own?.['1-2'] ?? null),
    p34: amountText(own?.['3-4'] ?? null),
    p5: amountText(own?.['5+'] ?? null),
    ruleId: first?.ruleId ?? '',
    apartmentIds: [apartment.apartmentId],
  };
}

export function validatePricing(values: PricingFormValues): object {
  let errors: object = {};
  const add = (field: string, message: string) => {
    errors = setIn(errors, field, message);
  };
  const from = parseDay(values.from);
  const to = parseDay(values.to);
  if (!text(values.from)) add('from', 'Pole jest wymagane');
  else if (!from) add('from', 'Podaj poprawną datę');
  if (!text(values.to)) add('to', 'Pole jest wymagane');
  else if (!to) add('to', 'Podaj poprawną datę');
  if (from && to && to < from) add('to', 'Data końcowa nie może być wcześniejsza niż początkowa');
  for (const { field } of TIER_FIELDS) {
    if (text(values[field]) && parseAmount(values[field]) === null) add(field, AMOUNT);
  }
  if (values.apartmentIds.length === 0) add('apartmentIds', 'Wybierz apartamenty');
  return errors;
}

/** The PUT of valid values: an empty price falls back to the apartment's rate. */
export function toPayload(values: PricingFormValues): PriceRangePayload {
  const price = (field: 'p12' | 'p34' | 'p5') => (text(values[field]) ? parseAmount(values[field]) : null);
  return {
    apartmentIds: values.apartmentIds,
    from: values.from ?? '',
    to: values.to ?? '',
    prices: { '1-2': price('p12'), '3-4': price('p34'), '5+': price('p5') },
    ruleId: values.ruleId || null,
  };
}
