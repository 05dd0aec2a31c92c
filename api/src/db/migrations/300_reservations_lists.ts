// Indexes for the reservations and clients lists (the filters and sorts their screens offer) and for matching guests to
// clients by phone. Trigram indexes serve the case-insensitive "contains" filters on names and addresses.
export const sql = `
create extension if not exists pg_trgm with schema public;

create index reservations_account_to_idx on reservations (account_id, to_date);
create index reservations_account_name_idx on reservations (account_id, full_name);
create index reservations_account_total_idx on reservations (account_id, total_price);
create index reservations_account_price_idx on reservations (account_id, price_per_night);
create index reservations_account_nights_idx on reservations (account_id, (to_date - from_date));
create index reservations_account_stay_idx on reservations using gist (account_id, stay);
create index reservations_full_name_trgm_idx on reservations using gin (full_name gin_trgm_ops);
create index reservations_guest_address_trgm_idx on reservations using gin (guest_address gin_trgm_ops);

create index clients_account_phone_key_idx on clients (account_id, right(regexp_replace(phone_number, '\\D', '', 'g'), 9));
`;
