// The law of a Polish host (issue 38, first half): each apartment's number in the short-term rental register (free
// text with the issuing authority), its arrival instructions and the lock's list of access codes; each listing's
// 24/7 contact phone, whether guests are reminded of the online check-in, and its house rules, one row per saved
// version (never changed afterwards, so an acceptance always points at the text the guest saw); each stay's access
// code; the guest page's online check-in (names, countries, arrival time, company invoice details, minors' adults; no
// identity document) and the reminder sent for it; each acceptance of the house rules with its version and time.
export const sql = `
alter table apartments
  add column registration_number text not null default '',
  add column registration_authority text not null default '',
  add column arrival_instructions text not null default '',
  add column lock_codes text[] not null default '{}';

alter table accommodations
  add column emergency_phone text not null default '',
  add column check_in_reminder boolean not null default true;

alter table reservations add column access_code text not null default '';

create table house_rules_versions (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  accommodation_id uuid not null references accommodations(id) on delete cascade,
  version integer not null check (version >= 1),
  body text not null,
  created_at timestamptz not null default now(),
  unique (accommodation_id, version)
);

create table house_rules_acceptances (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  reservation_id uuid not null references reservations(id) on delete cascade,
  version_id uuid not null references house_rules_versions(id) on delete cascade,
  guest_name text not null default '',
  source text not null default 'guest_page' check (source in ('guest_page', 'booking_page')),
  accepted_at timestamptz not null default now()
);
create index house_rules_acceptances_reservation on house_rules_acceptances (reservation_id);

create table online_check_ins (
  reservation_id uuid primary key references reservations(id) on delete cascade,
  account_id uuid not null references accounts(id) on delete cascade,
  arrival_time time not null,
  guests jsonb not null,
  company jsonb,
  filled_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table online_check_in_reminders (
  reservation_id uuid primary key references reservations(id) on delete cascade,
  account_id uuid not null references accounts(id) on delete cascade,
  message_id uuid,
  sent_at timestamptz not null default now()
);
`;
