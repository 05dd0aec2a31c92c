// Issue 41, owners' monthly statements: a draft (computed again until approved), approved (locked: a later change
// makes a correcting statement of the same month, never a rewrite) and paid. The content is the statement as
// computed (stays with their bills' lines, commission, costs, per-apartment subtotals); the sums are kept beside it
// for lists and reports. due_grosze is what this statement settles: the balance less what the month's earlier
// approved statements already settled.
export const sql = `
create table owner_statements (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  owner_id uuid not null references apartment_owners(id) on delete cascade,
  month date not null check (extract(day from month) = 1),
  sequence integer not null default 1,
  corrects_id uuid references owner_statements(id) on delete set null,
  status text not null default 'draft' check (status in ('draft', 'approved', 'paid')),
  content jsonb not null,
  revenue_grosze bigint not null,
  commission_grosze bigint not null,
  costs_grosze bigint not null,
  balance_grosze bigint not null,
  due_grosze bigint not null,
  approved_at timestamptz,
  approved_by uuid references users(id) on delete set null,
  paid_at timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (owner_id, month, sequence)
);
create index owner_statements_account on owner_statements (account_id, month);
create unique index owner_statements_one_draft on owner_statements (owner_id, month) where status = 'draft';
`;
