// Accounts (the householder's organisation), their users, sessions, subscription, notifications and e-mail outbox.
export const sql = `
create extension if not exists btree_gist;

create table accounts (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  created_at timestamptz not null default now()
);

create table users (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  email text not null,
  password_hash text,
  first_name text not null default '',
  last_name text not null default '',
  phone_number text not null default '',
  owner boolean not null default false,
  permissions text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));
create index users_account_idx on users (account_id);

create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index sessions_user_idx on sessions (user_id);

create table subscriptions (
  account_id uuid primary key references accounts(id) on delete cascade,
  valid_until date not null,
  price_per_apartment numeric(10,2) not null default 29.00,
  currency text not null default 'PLN'
);

create table notifications (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  title text not null,
  body text not null default '',
  link text,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index notifications_account_idx on notifications (account_id, created_at desc);

create table outbox_emails (
  id uuid primary key default gen_random_uuid(),
  account_id uuid references accounts(id) on delete set null,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  kind text not null default 'generic',
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts int not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outbox_pending_idx on outbox_emails (status, next_attempt_at);
`;
