/** Today in Poland (yyyy-MM-dd): arrivals, payments and due dates are the host's calendar days, not the server's. */
export function todayInPoland(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(now);
}
