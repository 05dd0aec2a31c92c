/**
 * Moments in Poland, where the hosts are (today's date itself is @gospodarz/contracts' todayInPoland, shared with the
 * apps). The formatter is built once: building an Intl.DateTimeFormat costs far more than using one.
 */
import { WARSAW } from '@gospodarz/contracts';

export { WARSAW };
const dateTimeFormat = new Intl.DateTimeFormat('pl-PL', { timeZone: WARSAW, dateStyle: 'short', timeStyle: 'short' });

/** A moment as Warsaw's short date and time ('24.11.2026, 14:30'). */
export function warsawDateTime(at: Date): string {
  return dateTimeFormat.format(at);
}
