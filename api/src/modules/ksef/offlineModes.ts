import type { KsefAnnouncement } from '../../config';
import { nextWorkingDay } from './workingDays';

/**
 * KSeF's offline modes (tryby-offline.md) and the day an invoice issued in one must reach KSeF by. The product
 * knows two things: its own failed attempts (KSeF not answering: the client's offline24), and the Ministry's
 * announcements (BIP and the interface software), which the operator records in KSEF_ANNOUNCEMENTS (config.ts):
 *  - offline24 (art. 106nda): any time, the taxpayer's choice; due the next working day after the issue date;
 *  - offline (art. 106nh): an announced unavailability of KSeF on the issue date; due the next working day after it
 *    ends;
 *  - emergency ('tryb awaryjny', art. 106nf): an announced failure on the issue date; due within 7 working days after
 *    it ends, counted afresh from the end of another failure announced within them;
 *  - a failure announced while an offline24 or offline invoice waits moves its deadline to 7 working days after the
 *    end of the last such failure; a total failure announced lifts the duty to send at all.
 * While an announced period has no end yet the deadline is not known (null).
 */

export type { KsefAnnouncement } from '../../config';

export type KsefOfflineMode = 'offline24' | 'offline' | 'emergency';

export interface OfflineDecision {
  mode: KsefOfflineMode;
  /** the last day to send it (null: the announced period has not ended, or no duty) */
  until: string | null;
  /** a total failure was announced: the invoice need not reach KSeF */
  dutyLifted: boolean;
}

/** The n-th working day after `day`. */
export function workingDaysAfter(day: string, n: number): string {
  let d = day;
  for (let i = 0; i < n; i++) d = nextWorkingDay(d);
  return d;
}

const covers = (a: KsefAnnouncement, day: string) => a.from <= day && (a.until === null || day <= a.until);

/** The mode an invoice issued on `issueDate` (while KSeF cannot take it) is in, and its deadline. */
export function decideOffline(issueDate: string, announcements: readonly KsefAnnouncement[]): OfflineDecision {
  const sorted = [...announcements].sort((a, b) => a.from.localeCompare(b.from));
  const total = sorted.find((a) => a.kind === 'total_failure' && covers(a, issueDate));
  const failure = sorted.find((a) => a.kind === 'failure' && covers(a, issueDate));
  const unavailable = sorted.find((a) => a.kind === 'unavailability' && covers(a, issueDate));
  let mode: KsefOfflineMode;
  let until: string | null;
  if (failure) {
    mode = 'emergency';
    until = failure.until === null ? null : workingDaysAfter(failure.until, 7);
  } else if (unavailable) {
    mode = 'offline';
    until = unavailable.until === null ? null : nextWorkingDay(unavailable.until);
  } else {
    mode = 'offline24';
    until = nextWorkingDay(issueDate);
  }
  let lifted = !!total;
  // later announcements within the time to send: a failure moves the deadline (from its end), a total failure lifts it
  for (const a of sorted) {
    if (a === failure || a === unavailable || a.from <= issueDate) continue;
    if (until !== null && a.from > until) continue;
    if (a.kind === 'total_failure') lifted = true;
    if (a.kind === 'failure') until = a.until === null ? null : workingDaysAfter(a.until, 7);
  }
  if (lifted) return { mode, until: null, dutyLifted: true };
  return { mode, until, dutyLifted: false };
}
