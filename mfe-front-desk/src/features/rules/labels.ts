import { formatMoney, pluralPl, type CancellationPolicy, type PriceRuleAttributes, type Weekday } from '@gospodarz/shared';
import { CANCELLATION_POLICY_LABELS, WEEKDAYS } from '@gospodarz/shared/dto';

const WEEKDAY_SHORT: Record<Weekday, string> = {
  monday: 'Pn',
  tuesday: 'Wt',
  wednesday: 'Śr',
  thursday: 'Cz',
  friday: 'Pt',
  saturday: 'Sb',
  sunday: 'Nd',
};

const days = (n: number) => `${n} ${pluralPl(n, 'dzień', 'dni', 'dni')}`;

/**
 * What a rule set lacks on its own: it has no dates and no apartments, and prices nothing until days of an apartment
 * carry it ('Aktualny cennik', the days' 'Reguła'). Said on the rules list and after a save.
 */
export const ATTACH_HINT = 'Reguła nie ma własnych dat ani apartamentów: działa na dniach, do których ją przypiszesz w „Aktualny cennik” (zaznacz dni apartamentu i wybierz ją w polu „Reguła”).';

/** 'od 1 tygodnia', 'od 2 tygodni'. */
export const weeksLabel = (n: number) => `od ${n} ${n === 1 ? 'tygodnia' : 'tygodni'}`;

/** The policy's name, without the terms that follow it in the radio's label. */
export const cancellationName = (policy: CancellationPolicy) => CANCELLATION_POLICY_LABELS[policy].split(':')[0];

/** What each column of the rule sets table says of a rule; '—' where the rule does nothing. */
export function ruleSummary(rule: PriceRuleAttributes) {
  const weekdays = WEEKDAYS.flatMap((day) => {
    const w = rule.weekdays[day];
    if (!w || w.type === 'none' || w.value === 0) return [];
    const sign = w.type === 'raise' ? '+' : '−';
    return [`${WEEKDAY_SHORT[day]} ${sign}${w.unit === 'percent' ? `${w.value}%` : formatMoney(w.value)}`];
  });
  const children = [
    rule.child !== null ? `bez opłaty do ${rule.child} lat` : null,
    rule.teen !== null ? `dziecko do ${rule.teen} lat` : null,
  ].filter(Boolean);
  return {
    lastMinute: rule.lastMinute ? `${rule.lastMinuteDiscount}%, najwyżej ${days(rule.lastMinuteDays)} przed przyjazdem` : '—',
    firstMinute: rule.firstMinute ? `${rule.firstMinuteDiscount}%, od ${days(rule.firstMinuteDays)} przed przyjazdem` : '—',
    stayLonger: rule.stayLonger ? `${rule.stayLongerDiscount}% ${weeksLabel(rule.stayLongerWeeks)}` : '—',
    capacityDays: rule.capacityDays === null ? 'Bez limitu' : days(rule.capacityDays),
    children: children.length ? children.join(', ') : '—',
    weekdays: weekdays.length ? weekdays.join(', ') : '—',
    stayLimits: `${rule.stayLimitsMin}–${rule.stayLimitsMax} ${pluralPl(rule.stayLimitsMax, 'doba', 'doby', 'dób')}`,
    cancellation: cancellationName(rule.cancellation),
    futureDays: rule.futureDays > 0 ? `${days(rule.futureDays)} od dziś` : 'Nieprzypisana',
  };
}
