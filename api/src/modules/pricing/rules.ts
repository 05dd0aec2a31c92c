import {
  DEFAULT_FIRST_MINUTE_DAYS,
  DEFAULT_STAY_LIMITS_MAX,
  SHARED_RULE_READ_ONLY_MESSAGE,
  WEEKDAYS,
  type AdjustmentUnit,
  type CancellationPolicy,
  type PriceRuleAttributes,
  type RuleColor,
  type Weekday,
  type WeekdayAdjustmentType,
  toGrosze,
  todayInPoland,
} from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { resource } from '../../lib/resource';
import type { Scope } from '../../lib/scope';
import type { EngineRule } from './engine';
import * as repo from './repository';
import type { RuleRow, RuleValues } from './repository';
import type { RuleBody } from './schemas';

const NOT_FOUND = 'Nie znaleziono reguły.';
export const SHARED_RULE_READ_ONLY = SHARED_RULE_READ_ONLY_MESSAGE;
const REQUIRED = 'Pole jest wymagane';

/** A rule as the engine takes it: amounts in grosze. */
export function engineRule(row: RuleRow): EngineRule {
  const weekdays: EngineRule['weekdays'] = {};
  for (const day of WEEKDAYS) {
    const w = row.weekdays[day];
    if (w) weekdays[day] = { type: w.type as WeekdayAdjustmentType, unit: w.unit as AdjustmentUnit, value: w.value };
  }
  return {
    id: row.id,
    name: row.name,
    lastMinute: row.last_minute,
    lastMinuteDiscount: row.last_minute_discount,
    lastMinuteDays: row.last_minute_days,
    firstMinute: row.first_minute,
    firstMinuteDiscount: row.first_minute_discount,
    firstMinuteDays: row.first_minute_days,
    stayLonger: row.stay_longer,
    stayLongerDiscount: row.stay_longer_discount,
    stayLongerWeeks: row.stay_longer_weeks,
    gapDay: row.gap_day,
    gapDayDiscount: row.gap_day_discount,
    capacityDays: row.capacity_days,
    child: row.child,
    teen: row.teen,
    weekdays,
    stayLimitsMin: row.stay_limits_min,
    stayLimitsMax: row.stay_limits_max,
    cancellation: row.cancellation as CancellationPolicy,
  };
}

function serializeRule(row: RuleRow) {
  const weekdays = {} as PriceRuleAttributes['weekdays'];
  for (const day of WEEKDAYS) {
    const w = row.weekdays[day] ?? { type: 'none', unit: 'percent', value: 0 };
    // an amount is kept in grosze; the division only renders it as the JSON number of the answer
    weekdays[day] = { type: w.type as WeekdayAdjustmentType, unit: w.unit as AdjustmentUnit, value: w.unit === 'amount' ? w.value / 100 : w.value };
  }
  const attributes: PriceRuleAttributes = {
    name: row.name,
    color: row.color as RuleColor,
    lastMinute: row.last_minute,
    lastMinuteDiscount: row.last_minute_discount,
    lastMinuteDays: row.last_minute_days as PriceRuleAttributes['lastMinuteDays'],
    firstMinute: row.first_minute,
    firstMinuteDiscount: row.first_minute_discount,
    firstMinuteDays: row.first_minute_days,
    stayLonger: row.stay_longer,
    stayLongerDiscount: row.stay_longer_discount,
    stayLongerWeeks: row.stay_longer_weeks as PriceRuleAttributes['stayLongerWeeks'],
    gapDay: row.gap_day,
    gapDayDiscount: row.gap_day_discount,
    capacityDays: row.capacity_days,
    child: row.child,
    teen: row.teen,
    weekdays,
    stayLimitsMin: row.stay_limits_min,
    stayLimitsMax: row.stay_limits_max,
    cancellation: row.cancellation as CancellationPolicy,
    futureDays: row.future_days ?? 0,
    readOnly: !!row.elsewhere,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
  return resource('price_rule', row.id, attributes);
}

const DEFAULTS: RuleValues = {
  name: '',
  color: 'blue',
  last_minute: false,
  last_minute_discount: 0,
  last_minute_days: 5,
  first_minute: false,
  first_minute_discount: 0,
  first_minute_days: DEFAULT_FIRST_MINUTE_DAYS,
  stay_longer: false,
  stay_longer_discount: 0,
  stay_longer_weeks: 1,
  gap_day: false,
  gap_day_discount: 0,
  capacity_days: null,
  child: null,
  teen: null,
  weekdays: {},
  stay_limits_min: 1,
  stay_limits_max: DEFAULT_STAY_LIMITS_MAX,
  cancellation: 'flexible',
};

/**
 * The sent fields over the stored ones (or the defaults), checked as a whole. The schema has checked types, ranges and
 * choices; left here is what spans fields or needs exact money: the name, min ≤ max nights, child ≤ teen, and each
 * weekday's value (a whole percentage 0-100, or an amount with at most two decimals).
 */
function ruleValues(body: RuleBody, current: RuleValues = DEFAULTS): RuleValues {
  const sent = body.priceRule ?? body;
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const pick = <T>(value: T | undefined, stored: T): T => (value === undefined ? stored : value);

  const weekdays: RuleValues['weekdays'] = { ...current.weekdays };
  for (const day of WEEKDAYS) {
    const w = sent.weekdays?.[day as Weekday];
    if (!w) continue;
    const field = `weekdays.${day}.value`;
    const stored = current.weekdays[day];
    const type = w.type ?? stored?.type ?? 'none';
    const unit = w.unit ?? stored?.unit ?? 'percent';
    let value: number;
    if (w.value === undefined) value = stored && stored.unit === unit ? stored.value : 0;
    else if (unit === 'percent') {
      if (!Number.isInteger(w.value) || w.value < 0 || w.value > 100) add(field, 'Podaj procent: liczbę całkowitą od 0 do 100');
      value = w.value;
    } else {
      const grosze = toGrosze(w.value);
      if (grosze === null) add(field, 'Podaj kwotę nie mniejszą niż 0, z najwyżej dwoma miejscami po przecinku');
      value = grosze ?? 0;
    }
    weekdays[day] = { type, unit, value };
  }

  const values: RuleValues = {
    name: sent.name === undefined ? current.name : sent.name.trim(),
    color: pick(sent.color, current.color),
    last_minute: pick(sent.lastMinute, current.last_minute),
    last_minute_discount: pick(sent.lastMinuteDiscount, current.last_minute_discount),
    last_minute_days: pick(sent.lastMinuteDays, current.last_minute_days),
    first_minute: pick(sent.firstMinute, current.first_minute),
    first_minute_discount: pick(sent.firstMinuteDiscount, current.first_minute_discount),
    first_minute_days: pick(sent.firstMinuteDays, current.first_minute_days),
    stay_longer: pick(sent.stayLonger, current.stay_longer),
    stay_longer_discount: pick(sent.stayLongerDiscount, current.stay_longer_discount),
    stay_longer_weeks: pick(sent.stayLongerWeeks, current.stay_longer_weeks),
    gap_day: pick(sent.gapDay, current.gap_day),
    gap_day_discount: pick(sent.gapDayDiscount, current.gap_day_discount),
    capacity_days: pick(sent.capacityDays, current.capacity_days),
    child: pick(sent.child, current.child),
    teen: pick(sent.teen, current.teen),
    weekdays,
    stay_limits_min: pick(sent.stayLimitsMin, current.stay_limits_min),
    stay_limits_max: pick(sent.stayLimitsMax, current.stay_limits_max),
    cancellation: pick(sent.cancellation, current.cancellation),
  };
  if (values.name === '') add('name', REQUIRED);
  if (values.stay_limits_min > values.stay_limits_max) add('stayLimitsMax', 'Maksymalna liczba dób nie może być mniejsza niż minimalna');
  if (values.child !== null && values.teen !== null && values.teen < values.child) add('teen', 'Wiek nastolatka nie może być niższy niż wiek dziecka');
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return values;
}

export async function listRules(db: Queryable, scope: Scope) {
  return (await repo.listRules(db, scope.accountId, todayInPoland(), scope.apartmentIds)).map(serializeRule);
}

async function found(db: Queryable, scope: Scope, id: string): Promise<RuleRow> {
  const row = await repo.findRule(db, scope.accountId, id, todayInPoland(), scope.apartmentIds);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

/** A rule set a co-host may change: in their sight, and carried by no day of an apartment not shared with them (403). */
async function changeable(db: Queryable, scope: Scope, id: string): Promise<RuleRow> {
  const row = await found(db, scope, id);
  if (row.elsewhere) throw new ForbiddenError(SHARED_RULE_READ_ONLY);
  return row;
}

export async function getRule(db: Queryable, scope: Scope, id: string) {
  return serializeRule(await found(db, scope, id));
}

export async function createRule(db: Queryable, scope: Scope, body: RuleBody) {
  const id = await repo.insertRule(db, scope.accountId, ruleValues(body));
  return getRule(db, scope, id);
}

/** Only the fields sent change; the result is checked as a whole. */
export async function updateRule(db: Database, scope: Scope, id: string, body: RuleBody) {
  return db.transaction(async (tx) => {
    const current = await changeable(tx, scope, id);
    await repo.updateRule(tx, scope.accountId, id, ruleValues(body, current));
    return getRule(tx, scope, id);
  });
}

/**
 * Deletes a rule. Days from today on that carry it must move to `replacementRuleId` (409 without one, so that no
 * future night silently loses its discounts and limits); past days keep their prices and lose the rule.
 */
export async function deleteRule(db: Database, scope: Scope, id: string, replacementRuleId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rule = await changeable(tx, scope, id);
    if (replacementRuleId !== undefined) {
      if (replacementRuleId === id) throw new ValidationError({ replacementRuleId: ['Wybierz inną regułę niż usuwana'] });
      if (!(await repo.ruleExists(tx, scope.accountId, replacementRuleId, scope.apartmentIds))) throw new NotFoundError('Nie znaleziono reguły zastępczej.');
      await repo.reassignFutureDays(tx, scope.accountId, id, replacementRuleId, todayInPoland());
    } else if ((rule.future_days ?? 0) > 0) {
      throw new ConflictError(`Reguła jest przypisana do ${rule.future_days} przyszłych dni cennika. Wybierz regułę, która ją zastąpi.`, {
        replacementRuleId: ['Wybierz regułę zastępczą'],
      });
    }
    await repo.deleteRule(tx, scope.accountId, id);
  });
}
