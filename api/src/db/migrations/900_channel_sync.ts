// Channel sync (iCal): the feeds a host imports per apartment, with their state, and the events read from them.
// - An imported event becomes a stay of kind 'channel' (it shares the reservations' exclusion constraint, so it can
//   never overlap a stay here); `reservations.feed_id` says which feed it came from, so that the export for that
//   channel leaves it out.
// - An event that overlaps a stay here is kept without a stay, naming the stay it clashes with: a conflict.
// - The feeds a host entered stay in the apartment's settings (the wizard writes them); calendar_feeds keeps one row
//   per entered URL with its state, matched on every read and import.
export const sql = `
alter table reservations drop constraint reservations_kind_check;
alter table reservations add constraint reservations_kind_check check (kind in ('reservation', 'block', 'channel'));

create table calendar_feeds (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  apartment_id uuid not null references apartments(id) on delete cascade,
  name text not null default '',
  url text not null,
  last_attempt_at timestamptz,
  last_success_at timestamptz,
  http_status int,
  event_count int,
  error text,
  held_reason text,
  created_at timestamptz not null default now(),
  unique (apartment_id, url)
);
create index calendar_feeds_account_idx on calendar_feeds (account_id, apartment_id);

alter table reservations add column feed_id uuid references calendar_feeds(id) on delete set null;

create table calendar_feed_events (
  feed_id uuid not null references calendar_feeds(id) on delete cascade,
  uid text not null,
  account_id uuid not null references accounts(id) on delete cascade,
  apartment_id uuid not null references apartments(id) on delete cascade,
  from_date date not null,
  to_date date not null,
  summary text not null default '',
  description text not null default '',
  reservation_id uuid references reservations(id) on delete set null,
  conflict_reservation_id uuid references reservations(id) on delete set null,
  primary key (feed_id, uid),
  check (to_date > from_date)
);
create index calendar_feed_events_conflicts_idx on calendar_feed_events (account_id, apartment_id) where conflict_reservation_id is not null;
`;
