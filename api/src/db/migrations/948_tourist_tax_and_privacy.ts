// The law of a Polish host (issue 38, second half). Tourist tax (opłata miejscowa): each listing's municipality and
// whether the host collects the tax for it (inkasent; when not, the guest pays the municipality and the bill carries
// no tourist-tax line); the rate and the exempt age stay the listing's tourist_tax and tourist_tax_exempt_age. Each
// stay keeps the statutory exemptions the host applied, one per exempt guest with the reason
// ([{guest, reason, note}]), which the stay's tourist tax leaves out. RODO: the account's retention (months after a
// guest's last stay before their personal data is anonymised), when a client was anonymised, and a log of what was
// done (retention runs, a guest's data given, an erasure, an account export) that holds counts and ids, never
// personal data.
export const sql = `
alter table accommodations
  add column tourist_tax_municipality text not null default '',
  add column tourist_tax_collector boolean not null default true;

alter table reservations add column tourist_tax_exemptions jsonb not null default '[]';

alter table accounts add column retention_months integer not null default 36 check (retention_months between 12 and 120);

alter table clients add column anonymised_at timestamptz;

create table privacy_log (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  action text not null check (action in ('retention', 'guest_export', 'guest_erasure', 'account_export')),
  client_id uuid,
  user_id uuid,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index privacy_log_account on privacy_log (account_id, created_at desc);
`;
