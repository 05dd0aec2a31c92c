// Direct bookings (issue 39): one public site per account (/s/{slug}) with its texts in Polish and English, its
// contact, colour and whether it is published; the apartments it shows, each with the prepayment asked at booking
// (a percentage) and whether a booking is confirmed at once or waits for the host; each booking made on the site
// with its prepayment due (amount in grosze and the day it is due: what the transfer side reads), and the
// proof-of-work challenges already spent (a solved challenge books once).
export const sql = `
create table direct_sites (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null unique references accounts(id) on delete cascade,
  slug text not null unique check (slug ~ '^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$'),
  title text not null default '',
  introduction text not null default '',
  title_en text not null default '',
  introduction_en text not null default '',
  phone text not null default '',
  email text not null default '',
  color text not null default '#1f6f5c' check (color ~ '^#[0-9a-f]{6}$'),
  languages text[] not null default '{pl}',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table direct_site_apartments (
  site_id uuid not null references direct_sites(id) on delete cascade,
  account_id uuid not null references accounts(id) on delete cascade,
  apartment_id uuid not null references apartments(id) on delete cascade,
  position integer not null default 0,
  prepayment_percent integer not null default 30 check (prepayment_percent between 0 and 100),
  instant boolean not null default true,
  primary key (site_id, apartment_id)
);
create index direct_site_apartments_apartment on direct_site_apartments (apartment_id);

create table direct_bookings (
  reservation_id uuid primary key references reservations(id) on delete cascade,
  account_id uuid not null references accounts(id) on delete cascade,
  site_id uuid not null references direct_sites(id) on delete cascade,
  language text not null default 'pl' check (language in ('pl', 'en')),
  prepayment_grosze bigint not null check (prepayment_grosze >= 0),
  prepayment_due date not null,
  vat_invoice boolean not null default false,
  company_name text not null default '',
  nip text not null default '',
  country text not null default '',
  created_at timestamptz not null default now()
);
create index direct_bookings_account on direct_bookings (account_id, prepayment_due);

create table direct_booking_challenges (
  signature text primary key,
  used_at timestamptz not null default now()
);
`;
