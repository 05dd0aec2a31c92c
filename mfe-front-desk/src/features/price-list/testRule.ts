import type { PriceRuleAttributes } from '@gospodarz/shared';

const none = { type: 'none', value: 0, unit: 'percent' } as const;

/** The price list tests' rule set 'Sezon letni': Saturdays 40,50 zł dearer, nothing else changed. */
export const SUMMER: PriceRuleAttributes = {
  name: 'Sezon letni',
  color: 'blue',
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
  weekdays: { monday: none, tuesday: none, wednesday: none, thursday: none, friday: none, saturday: { type: 'raise', value: 40.5, unit: 'amount' }, sunday: none },
  stayLimitsMin: 1,
  stayLimitsMax: 30,
  cancellation: 'flexible',
  futureDays: 0,
  readOnly: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
