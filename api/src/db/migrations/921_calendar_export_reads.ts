// What each channel has seen of an apartment's calendar (issue 36): every read of an export address (the apartment's
// token, with or without `?for={feedId}`) is recorded with its time, the reader's user agent and the ETag served.
// - calendar_export_addresses: one row per address read, with the stays it was last served (`snapshot`: id, dates,
//   kind), so that the changes the channel has not read yet are the difference between the export now and that.
// - calendar_export_reads: the log of reads (kept 90 days), with how many changes each read carried to the channel
//   and the longest of their waits: the 'Analiza wysyłek' chart and the timing of each address.
// - calendar_feeds: the import's own timing and validators (see below).
export const sql = `
create table calendar_export_addresses (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  apartment_id uuid not null references apartments(id) on delete cascade,
  feed_id uuid references calendar_feeds(id) on delete cascade,
  first_read_at timestamptz not null default now(),
  last_read_at timestamptz not null default now(),
  user_agent text not null default '',
  etag text not null default '',
  reads int not null default 0,
  snapshot jsonb not null default '[]'::jsonb
);
create unique index calendar_export_addresses_key on calendar_export_addresses (apartment_id, coalesce(feed_id, '00000000-0000-0000-0000-000000000000'::uuid));
create index calendar_export_addresses_account_idx on calendar_export_addresses (account_id);
-- a read that changes what the channel has seen changes the calendar's warnings: the kept windows go (migration 303)
create trigger calendar_export_addresses_notify_insert after insert on calendar_export_addresses
  for each row execute function notify_account_change();
create trigger calendar_export_addresses_notify_update after update on calendar_export_addresses
  for each row when (old.snapshot is distinct from new.snapshot) execute function notify_account_change();

create table calendar_export_reads (
  id bigserial primary key,
  address_id uuid not null references calendar_export_addresses(id) on delete cascade,
  account_id uuid not null,
  read_at timestamptz not null default now(),
  user_agent text not null default '',
  etag text not null default '',
  status int not null,
  changes_seen int not null default 0,
  longest_wait_seconds int
);
create index calendar_export_reads_account_idx on calendar_export_reads (account_id, read_at);
create index calendar_export_reads_address_idx on calendar_export_reads (address_id, read_at);

-- Their calendars read more often and cheaper: every 5 minutes by default (per feed), jittered, with conditional
-- requests: the validators the channel's server gave (ETag, Last-Modified), and how the last read went.
alter table calendar_feeds
  add column import_every_minutes int not null default 5 check (import_every_minutes between 5 and 1440),
  add column next_import_at timestamptz,
  add column remote_etag text,
  add column remote_last_modified text,
  add column last_duration_ms int,
  add column last_not_modified boolean not null default false;
create index calendar_feeds_next_import_idx on calendar_feeds (next_import_at);
`;
