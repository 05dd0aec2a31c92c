// The core of the domain every section refers to: listings (accommodations) with their apartments, rates and
// photos; the account's guests (clients); reservations and blocks. Later migrations add columns, never rename these.
export const sql = `
create table accommodations (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  name text not null default '',
  kind text not null default 'apartment',
  status text not null default 'active' check (status in ('draft', 'active')),
  apartments_number_declaration int not null default 1 check (apartments_number_declaration between 1 and 100),
  country text not null default 'Polska',
  voivodeship text not null default '',
  city text not null default '',
  zip_code text not null default '',
  street text not null default '',
  house_number text not null default '',
  flat_number text not null default '',
  check_in_from time not null default '12:00',
  check_in_to time not null default '12:00',
  check_out_from time not null default '12:00',
  check_out_to time not null default '12:00',
  curfew_from time not null default '12:00',
  curfew_to time not null default '12:00',
  smoking_allowed boolean not null default false,
  animals_friendly boolean not null default false,
  children_friendly boolean not null default false,
  parties_allowed boolean not null default false,
  -- locks, channel synchronisation and calendar synchronisation as the host entered them
  settings jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index accommodations_account_idx on accommodations (account_id, status);

create table apartments (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  accommodation_id uuid not null references accommodations(id) on delete cascade,
  position int not null default 0,
  name text not null default '',
  description text not null default '',
  area numeric(8,2),
  guest_number int not null default 2,
  bedroom_count int not null default 1,
  single_bed_count int not null default 0,
  double_bed_count int not null default 1,
  separate_kitchen boolean not null default false,
  kitchenette boolean not null default false,
  breakfast boolean not null default false,
  breakfast_price numeric(10,2),
  private_parking boolean not null default false,
  private_parking_price numeric(10,2),
  public_parking boolean not null default false,
  public_parking_price numeric(10,2),
  airport_transfer boolean not null default false,
  airport_transfer_price numeric(10,2),
  -- the amenity groups (kitchen, rooms, bathroom, security) and their free-text extras
  amenities jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index apartments_account_idx on apartments (account_id, accommodation_id, position);

create table apartment_prices (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  apartment_id uuid not null references apartments(id) on delete cascade,
  position int not null default 0,
  guest_count int not null default 1 check (guest_count >= 0),
  base_price numeric(10,2) not null default 0 check (base_price >= 0),
  minimal_price numeric(10,2) not null default 1,
  maximum_price numeric(10,2) not null default 2000,
  currency text not null default 'PLN',
  smart_price_adjustment boolean not null default false
);
create index apartment_prices_apartment_idx on apartment_prices (apartment_id, guest_count);

create table apartment_images (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  apartment_id uuid not null references apartments(id) on delete cascade,
  position int not null default 0,
  file_name text not null,
  content_type text not null,
  size_bytes int not null,
  created_at timestamptz not null default now()
);
create index apartment_images_apartment_idx on apartment_images (apartment_id, position);

create table clients (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  full_name text not null default '',
  email text not null default '',
  phone_number text not null default '',
  address text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index clients_account_name_idx on clients (account_id, lower(full_name));
create index clients_account_email_idx on clients (account_id, lower(email));
create index clients_account_phone_idx on clients (account_id, phone_number);

-- Reservations and blocks share one table so that one constraint keeps every apartment's stays apart.
create table reservations (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  apartment_id uuid not null references apartments(id) on delete restrict,
  client_id uuid references clients(id) on delete set null,
  kind text not null default 'reservation' check (kind in ('reservation', 'block')),
  from_date date not null,
  to_date date not null,
  stay daterange generated always as (daterange(from_date, to_date, '[)')) stored,
  status text not null default 'confirmed' check (status in ('new', 'confirmed', 'canceled', 'recent', 'no_show')),
  payment_status text not null default 'unpaid' check (payment_status in ('paid', 'partly_paid', 'unpaid')),
  full_name text not null default '',
  email text not null default '',
  phone_number text not null default '',
  guest_address text not null default '',
  adults int not null default 1 check (adults >= 0),
  children int not null default 0 check (children >= 0),
  price_per_night numeric(10,2) not null default 0 check (price_per_night >= 0),
  total_price numeric(12,2) not null default 0 check (total_price >= 0),
  currency text not null default 'PLN',
  apartment_address text not null default '',
  comments text not null default '',
  source text not null default '',
  payment_source text not null default '',
  invoice_issued boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (to_date > from_date),
  constraint reservations_no_overlap exclude using gist (apartment_id with =, stay with &&)
    where (status not in ('canceled', 'no_show'))
);
create index reservations_account_from_idx on reservations (account_id, from_date);
create index reservations_account_created_idx on reservations (account_id, created_at);
create index reservations_client_idx on reservations (client_id);
`;
