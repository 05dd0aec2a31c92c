// Payments recorded on a reservation (they set its payment status and balance), and the reservation's change
// history. The history is written by a trigger, so every change of a reservation, through any code path, is kept in
// the same transaction as the change itself. Who made it is read from the transaction's setting
// `gospodarz.user_id` (set by the API before it writes; empty for changes made outside a signed-in request).
export const sql = `
create table reservation_payments (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  reservation_id uuid not null references reservations(id) on delete cascade,
  paid_on date not null,
  amount numeric(12,2) not null check (amount > 0),
  method text not null check (method in ('cash', 'transfer', 'card')),
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index reservation_payments_reservation_idx on reservation_payments (reservation_id, paid_on);
create index reservation_payments_account_idx on reservation_payments (account_id);

create table reservation_changes (
  id bigint generated always as identity primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  reservation_id uuid not null references reservations(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  action text not null check (action in ('created', 'updated', 'payment_added', 'payment_removed', 'payment_requested')),
  changes jsonb not null default '{}',
  changed_at timestamptz not null default clock_timestamp()
);
create index reservation_changes_reservation_idx on reservation_changes (reservation_id, changed_at);

create function reservation_change_actor() returns uuid language sql stable as $$
  select nullif(current_setting('gospodarz.user_id', true), '')::uuid
$$;

create function record_reservation_change() returns trigger language plpgsql as $$
declare
  diff jsonb;
begin
  if new.kind <> 'reservation' then
    return null;
  end if;
  if tg_op = 'INSERT' then
    insert into reservation_changes (account_id, reservation_id, user_id, action)
      values (new.account_id, new.id, reservation_change_actor(), 'created');
    return null;
  end if;
  select coalesce(jsonb_object_agg(o.key, jsonb_build_array(o.value, n.value)), '{}')
    into diff
    from jsonb_each(to_jsonb(old)) o
    join jsonb_each(to_jsonb(new)) n on n.key = o.key
   where o.value is distinct from n.value
     and o.key not in ('id', 'account_id', 'kind', 'stay', 'created_at', 'updated_at');
  if diff <> '{}' then
    insert into reservation_changes (account_id, reservation_id, user_id, action, changes)
      values (new.account_id, new.id, reservation_change_actor(), 'updated', diff);
  end if;
  return null;
end $$;

create trigger reservations_record_change after insert or update on reservations
  for each row execute function record_reservation_change();
`;
