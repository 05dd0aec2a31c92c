import { todayInPoland } from '@gospodarz/contracts';

// When the guest page may show the arrival instructions and the access code: from the listing's check-in hour on the
// arrival day (Warsaw time) until the departure day's end; never before, whatever the device's clock says (the API
// decides and sends nothing earlier).

let warsawTime: Intl.DateTimeFormat | undefined;

/** The time of day in Warsaw, 'HH:mm'. */
export function timeInPoland(now: Date): string {
  warsawTime ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return warsawTime.format(now);
}

export function instructionsRevealed(stay: { from: string; to: string; checkInFrom: string; status: string }, now: Date = new Date()): boolean {
  if (['canceled', 'no_show'].includes(stay.status)) return false;
  const today = todayInPoland(now);
  if (today > stay.to) return false;
  if (today > stay.from) return true;
  return today === stay.from && timeInPoland(now) >= stay.checkInFrom.slice(0, 5);
}
