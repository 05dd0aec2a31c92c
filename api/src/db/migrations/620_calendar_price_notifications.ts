// The calendar keeps its windows in memory until the account changes (modules/calendar/windowCache.ts). Its day
// prices come from day_prices, apartment_prices and the listings, so their changes notify too (migration 303's
// 'account:<id>'). day_prices is written thousands of rows at a time: its triggers run once per statement and notify
// once per account in it.
export const sql = `
create function notify_account_change_of_rows() returns trigger language plpgsql as $$
begin
  perform pg_notify('gospodarz_changes', 'account:' || account_id) from (select distinct account_id from changed_rows) accounts;
  return null;
end $$;

create trigger day_prices_notify_insert after insert on day_prices
  referencing new table as changed_rows for each statement execute function notify_account_change_of_rows();
create trigger day_prices_notify_update after update on day_prices
  referencing new table as changed_rows for each statement execute function notify_account_change_of_rows();
create trigger day_prices_notify_delete after delete on day_prices
  referencing old table as changed_rows for each statement execute function notify_account_change_of_rows();
create trigger apartment_prices_notify_change after insert or update or delete on apartment_prices
  for each row execute function notify_account_change();
create trigger accommodations_notify_change after insert or update or delete on accommodations
  for each row execute function notify_account_change();
`;
