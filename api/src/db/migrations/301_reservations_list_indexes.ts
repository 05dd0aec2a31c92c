// Reservations found through their apartment (the apartment names filter, an apartment's list, the calendar),
// in date order, without walking the whole account; apartments found by name for that filter.
export const sql = `
create index reservations_apartment_from_idx on reservations (apartment_id, from_date);
create index apartments_account_name_idx on apartments (account_id, name);
`;
