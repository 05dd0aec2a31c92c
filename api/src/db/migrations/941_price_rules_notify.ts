// The calendar shows what the guest pays for a night: the day's price with its rule set's weekday change
// (modules/calendar/window.ts). A rule set changed or removed changes those prices, so it drops the account's kept
// windows too (migration 303's 'account:<id>').
export const sql = `
create trigger price_rules_notify_change after insert or update or delete on price_rules
  for each row execute function notify_account_change();
`;
