// Apartment names are unique within an account (any case; archived apartments and unnamed drafts aside): the
// booking screens, the reservations filter and 'Historia rezerwacji' tell apartments apart by name. Names already
// repeated get ' (2)', ' (3)', … in the order the apartments were made.
export const sql = `
with repeated as (
  select id, row_number() over (partition by account_id, lower(name) order by created_at, id) as n
    from apartments where archived_at is null and name <> ''
)
update apartments a set name = a.name || ' (' || r.n || ')' from repeated r where r.id = a.id and r.n > 1;
create unique index apartments_account_name_key on apartments (account_id, lower(name)) where archived_at is null and name <> '';
`;
