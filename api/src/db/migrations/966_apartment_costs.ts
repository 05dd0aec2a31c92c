// Issue 41, costs of managed apartments besides the service orders' prices: a repair or a purchase (or a channel's
// commission on one stay) with its date, gross amount in grosze, VAT rate and the receipt's photo or PDF (kept in the
// file store under the account's key). A cost counted in an approved owner's statement is not removed.
export const sql = `
create table apartment_costs (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  apartment_id uuid not null references apartments(id) on delete cascade,
  kind text not null default 'repairs' check (kind in ('repairs', 'channel_commission')),
  reservation_id uuid references reservations(id) on delete set null,
  cost_date date not null,
  description text not null,
  amount_grosze bigint not null check (amount_grosze > 0),
  vat_rate text not null check (vat_rate in ('23', '8', '5', '0', 'zw')),
  document_key text,
  document_name text not null default '',
  document_type text not null default '',
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index apartment_costs_account on apartment_costs (account_id, apartment_id, cost_date);
`;
