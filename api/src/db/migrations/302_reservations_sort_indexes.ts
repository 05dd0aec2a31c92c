// The list sorts by a column and then by id (so pages never repeat a row): indexes in exactly that order let a
// page stop after its rows even where many rows share a value (prices, dates), and, limited to reservations
// (blocks are never listed), let a deep page skip rows within the index alone. They replace the single-column
// sort indexes of migration 300.
export const sql = `
drop index if exists reservations_account_to_idx;
drop index if exists reservations_account_name_idx;
drop index if exists reservations_account_total_idx;
drop index if exists reservations_account_price_idx;
drop index if exists reservations_account_nights_idx;

create index reservations_list_from_idx on reservations (account_id, from_date, id) where kind = 'reservation';
create index reservations_list_to_idx on reservations (account_id, to_date, id) where kind = 'reservation';
create index reservations_list_name_idx on reservations (account_id, full_name, id) where kind = 'reservation';
create index reservations_list_created_idx on reservations (account_id, created_at, id) where kind = 'reservation';
create index reservations_list_total_idx on reservations (account_id, total_price, id) where kind = 'reservation';
create index reservations_list_price_idx on reservations (account_id, price_per_night, id) where kind = 'reservation';
-- not partial: the planner keeps statistics for this expression only on a full index, and needs them to judge
-- how many stays a nights range matches
create index reservations_list_nights_idx on reservations (account_id, (to_date - from_date), id);
`;
