// Issue 39, payment by transfer: the host's prepayment settings (the share due at once, by when, and whether an
// unpaid booking is cancelled after its deadline), the prepayment's reminder and cancellation kept once per stay,
// and the bank statements imported (MT940, CAMT.053) with each incoming transfer once per account (its bank
// reference or, without one, a hash of its date, amount, counterparty and title), matched to a stay or waiting for
// the host's click.
export const sql = `
create table transfer_settings (
  account_id uuid primary key references accounts(id) on delete cascade,
  prepayment_percent integer not null default 30 check (prepayment_percent between 0 and 100),
  due_days integer not null default 3 check (due_days between 1 and 30),
  cancel_unpaid boolean not null default false,
  updated_at timestamptz not null default now()
);

create table prepayment_notices (
  account_id uuid not null references accounts(id) on delete cascade,
  reservation_id uuid not null references reservations(id) on delete cascade,
  kind text not null check (kind in ('reminder', 'cancelled')),
  sent_at timestamptz not null default now(),
  primary key (reservation_id, kind)
);
create index prepayment_notices_account on prepayment_notices (account_id);

create table bank_statements (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  format text not null check (format in ('mt940', 'camt053')),
  file_name text not null default '',
  bank_account text not null default '',
  imported_by uuid references users(id) on delete set null,
  imported_at timestamptz not null default now()
);
create index bank_statements_account on bank_statements (account_id, imported_at desc);

create table bank_transactions (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  statement_id uuid not null references bank_statements(id) on delete cascade,
  bank_key text not null,
  booked_on date not null,
  amount_grosze bigint not null check (amount_grosze > 0),
  currency text not null,
  counterparty text not null default '',
  title text not null default '',
  status text not null check (status in ('matched', 'review', 'unmatched', 'ignored')),
  match_rule text not null default '' check (match_rule in ('', 'reference', 'amount_name', 'host')),
  reservation_id uuid references reservations(id) on delete set null,
  suggested_reservation_id uuid references reservations(id) on delete set null,
  payment_id uuid references reservation_payments(id) on delete set null,
  created_at timestamptz not null default now(),
  unique (account_id, bank_key)
);
create index bank_transactions_review on bank_transactions (account_id, status, booked_on desc);
`;
