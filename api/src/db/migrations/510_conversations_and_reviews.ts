// Talking to guests: the guest's language on the reservation, one conversation per reservation (its messages keyed
// by the reservation), the guest page's link (one per reservation, only a hash of its token stored), reviews (from
// the guest page or added by the host from another channel), and the triggers of automated message templates.
export const sql = `
-- a guest's answer to a message goes to its reply address (reply+<token>@INBOUND_MAIL_DOMAIN)
alter table outbox_emails add column reply_to text;

alter table reservations add column guest_language text not null default 'pol'
  check (guest_language in ('pol', 'eng', 'rus', 'esp'));

create table messages (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  reservation_id uuid not null references reservations(id) on delete cascade,
  author text not null check (author in ('host', 'guest', 'automated')),
  author_user_id uuid references users(id) on delete set null,
  subject text not null default '',
  body text not null check (length(body) between 1 and 10000),
  -- where a guest's message came from: the guest page or a reply by e-mail
  via text not null default 'app' check (via in ('app', 'page', 'email')),
  outbox_email_id uuid references outbox_emails(id) on delete set null,
  -- why the message could not be e-mailed (no address); delivery otherwise follows its outbox mail
  undeliverable text,
  -- a guest's message read by the host
  read_at timestamptz,
  created_at timestamptz not null default clock_timestamp()
);
create index messages_reservation_idx on messages (reservation_id, created_at);
create index messages_account_recent_idx on messages (account_id, created_at desc);
create index messages_unread_idx on messages (account_id) where author = 'guest' and read_at is null;

create table guest_links (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  reservation_id uuid not null unique references reservations(id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now()
);

-- The key the guest links' tokens are derived from (HMAC of the link's id), made once; GUEST_LINK_SECRET overrides it.
create table guest_link_keys (
  id int primary key check (id = 1),
  secret text not null
);

create table reviews (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  apartment_id uuid not null references apartments(id) on delete cascade,
  -- one review per reservation; null for a review the host copied from another channel
  reservation_id uuid unique references reservations(id) on delete set null,
  source text not null default 'guest_page' check (source in ('guest_page', 'booking', 'airbnb', 'google', 'phone', 'other')),
  guest_name text not null default '',
  stay_from date,
  stay_to date,
  reviewed_on date not null default current_date,
  rating int not null check (rating between 1 and 5),
  cleanliness int check (cleanliness between 1 and 5),
  location int check (location between 1 and 5),
  communication int check (communication between 1 and 5),
  check_in int check (check_in between 1 and 5),
  value int check (value between 1 and 5),
  pros text not null default '',
  cons text not null default '',
  reply text,
  replied_at timestamptz,
  blocked_at timestamptz,
  block_reason text,
  created_at timestamptz not null default now()
);
create index reviews_account_idx on reviews (account_id, reviewed_on desc);
create index reviews_apartment_idx on reviews (apartment_id);

-- A template's name is unique in its language; the same name in another language is that template's version there.
with named as (
  select id, row_number() over (partition by account_id, lower(name), language order by created_at, id) as n
    from message_templates
)
update message_templates t set name = t.name || ' (' || named.n || ')' from named where named.id = t.id and named.n > 1;
create unique index message_templates_name_idx on message_templates (account_id, lower(name), language);

alter table message_templates
  add column trigger text check (trigger in ('booking_confirmed', 'before_check_in', 'check_in_day', 'after_check_out', 'cancellation')),
  add column trigger_days int check (trigger_days between 0 and 365),
  add column trigger_hour int check (trigger_hour between 0 and 23);
`;
