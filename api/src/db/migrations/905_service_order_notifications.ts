// The calendar keeps its windows in memory until the account changes (modules/calendar/windowCache.ts), service
// tasks included: the orders, their cooperations and their providers notify 'account:<id>' like the stays (migration
// 303). The order planner writes many orders in one statement: their triggers run once per statement and notify once
// per account in it (migration 620's function).
export const sql = `
create trigger cooperation_orders_notify_insert after insert on cooperation_orders
  referencing new table as changed_rows for each statement execute function notify_account_change_of_rows();
create trigger cooperation_orders_notify_update after update on cooperation_orders
  referencing new table as changed_rows for each statement execute function notify_account_change_of_rows();
create trigger cooperation_orders_notify_delete after delete on cooperation_orders
  referencing old table as changed_rows for each statement execute function notify_account_change_of_rows();
create trigger cooperations_notify_change after insert or update or delete on cooperations
  for each row execute function notify_account_change();
create trigger service_providers_notify_change after insert or update or delete on service_providers
  for each row execute function notify_account_change();
`;
