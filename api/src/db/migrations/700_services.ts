// Usługi: service providers with their price lists and logos, cooperations (a provider's work on shared apartments
// on a schedule or after each check-out), the orders planned from them with their status history, and the
// reservations' changes the order generator has still to follow.
export const sql = `
create table service_providers (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  provider_type text not null default 'company' check (provider_type in ('company', 'private_person')),
  name text not null default '',
  email text not null default '',
  phone_number text not null default '',
  street text not null default '',
  house_number text not null default '',
  flat_number text not null default '',
  postal_code text not null default '',
  city text not null default '',
  nip text not null default '',
  first_name text not null default '',
  last_name text not null default '',
  services_performed text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index service_providers_account_idx on service_providers (account_id, lower(city), lower(name));

create table service_provider_logos (
  service_provider_id uuid primary key references service_providers(id) on delete cascade,
  account_id uuid not null references accounts(id) on delete cascade,
  content_type text not null,
  data bytea not null,
  updated_at timestamptz not null default now()
);

create table service_provider_prices (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  service_provider_id uuid not null references service_providers(id) on delete cascade,
  position int not null default 0,
  name text not null,
  gross_amount numeric(10,2) not null check (gross_amount >= 0),
  currency text not null default 'PLN' check (currency in ('PLN', 'EUR', 'GBP', 'USD')),
  duration_minutes int check (duration_minutes between 1 and 1440)
);
create index service_provider_prices_provider_idx on service_provider_prices (service_provider_id, position);

create table cooperations (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  service_provider_id uuid not null references service_providers(id) on delete cascade,
  service_performed text not null check (service_performed in ('cleaning', 'catering', 'washing')),
  message text not null default '',
  status text not null default 'pending' check (status in ('pending', 'accepted', 'ended')),
  -- the sharing: every day, every number_of_days days on day_of_the_week (1 = Monday), every number_of_days days
  -- from start_date, or after each check-out
  every_day boolean not null default false,
  after_check_out boolean not null default false,
  day_of_the_week int check (day_of_the_week between 1 and 7),
  number_of_days int check (number_of_days between 1 and 21),
  start_date date,
  -- the price-list item the orders copy their price from (copied, so that the list may change)
  price_name text,
  price_amount numeric(10,2),
  price_currency text,
  -- the provider's page: a random token (only its hash kept), expiring, revocable by the host
  page_token_hash text unique,
  page_token_expires_at timestamptz,
  created_at timestamptz not null default now(),
  accepted_at timestamptz,
  ended_at timestamptz
);
create index cooperations_account_idx on cooperations (account_id, service_provider_id);
create unique index cooperations_live_key on cooperations (service_provider_id, service_performed) where status <> 'ended';

create table cooperation_apartments (
  cooperation_id uuid not null references cooperations(id) on delete cascade,
  apartment_id uuid not null references apartments(id) on delete cascade,
  account_id uuid not null references accounts(id) on delete cascade,
  primary key (cooperation_id, apartment_id)
);
create index cooperation_apartments_apartment_idx on cooperation_apartments (apartment_id);

create table cooperation_orders (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  cooperation_id uuid not null references cooperations(id) on delete cascade,
  apartment_id uuid not null references apartments(id) on delete cascade,
  -- the day the schedule or the check-out planned it: the generator's key, kept when the host moves the order
  service_date date not null,
  -- when the work is to be done (the host may move it)
  service_at timestamptz not null,
  -- until when the apartment is free: the next check-in (after-check-out orders)
  window_until timestamptz,
  source text not null check (source in ('schedule', 'check_out')),
  reservation_id uuid references reservations(id) on delete set null,
  status text not null default 'planned' check (status in ('planned', 'in_progress', 'rejected', 'completed', 'canceled')),
  moved_by_hand boolean not null default false,
  -- canceled by the generator (a reservation moved away, a schedule changed): brought back if the slot returns
  canceled_by_generator boolean not null default false,
  -- a moved order whose date no longer falls between the check-out and the next check-in
  out_of_window boolean not null default false,
  same_day_turnover boolean not null default false,
  price_name text,
  price_amount numeric(10,2),
  price_currency text,
  rejection_reason text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint cooperation_orders_slot_key unique (cooperation_id, apartment_id, service_date)
);
create index cooperation_orders_account_at_idx on cooperation_orders (account_id, service_at);
create index cooperation_orders_apartment_idx on cooperation_orders (apartment_id, service_at);

create table cooperation_order_events (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references cooperation_orders(id) on delete cascade,
  account_id uuid not null references accounts(id) on delete cascade,
  status text not null,
  service_at timestamptz not null,
  -- who: a user of the account, the provider through their page, or the generator
  actor text not null check (actor in ('user', 'provider', 'system')),
  user_id uuid references users(id) on delete set null,
  note text not null default '',
  created_at timestamptz not null default clock_timestamp()
);
create index cooperation_order_events_order_idx on cooperation_order_events (order_id, created_at);

-- Apartments whose reservations changed: the generator's after-check-out orders follow them (orders.follow).
-- Written by a trigger, so every writer of reservations (the screens, imports, other modules) is followed. No foreign
-- keys: a row written while an account is being deleted must not stop the deletion; the generator skips what is gone.
create table cooperation_reservation_changes (
  apartment_id uuid primary key,
  account_id uuid not null,
  changed_at timestamptz not null default now()
);

create function note_reservation_change_for_orders() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into cooperation_reservation_changes (apartment_id, account_id) values (old.apartment_id, old.account_id)
      on conflict (apartment_id) do update set changed_at = now();
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into cooperation_reservation_changes (apartment_id, account_id) values (new.apartment_id, new.account_id)
      on conflict (apartment_id) do update set changed_at = now();
  end if;
  return null;
end $$;

create trigger reservations_note_change_for_orders
  after insert or delete or update of apartment_id, from_date, to_date, status, kind, adults, children on reservations
  for each row execute function note_reservation_change_for_orders();
`;
