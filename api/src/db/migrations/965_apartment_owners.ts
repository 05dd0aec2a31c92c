// Issue 41, apartments managed for their owners: the owners (a person or a company, with contact and bank details),
// the agreements (an owner's apartment from a date, at most one owner of an apartment at a time: an exclusion
// constraint over the agreement's days), and the agreement's terms, kept as versions that apply from a date and are
// never rewritten (a change is a new row; a statement reads the version of each day).
export const sql = `
create table apartment_owners (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  kind text not null check (kind in ('person', 'company')),
  company_name text not null default '',
  first_name text not null default '',
  last_name text not null default '',
  nip text not null default '',
  email text not null default '',
  phone text not null default '',
  street text not null default '',
  postal_code text not null default '',
  city text not null default '',
  iban text not null default '',
  bank_name text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index apartment_owners_account on apartment_owners (account_id, lower(company_name || last_name || first_name));

create table owner_agreements (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  owner_id uuid not null references apartment_owners(id) on delete cascade,
  apartment_id uuid not null references apartments(id) on delete cascade,
  starts_on date not null,
  ends_on date,
  days daterange generated always as (daterange(starts_on, ends_on, '[]')) stored,
  created_at timestamptz not null default now(),
  check (ends_on is null or ends_on >= starts_on),
  constraint owner_agreements_one_owner exclude using gist (apartment_id with =, days with &&)
);
create index owner_agreements_owner on owner_agreements (account_id, owner_id);

create table owner_agreement_terms (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  agreement_id uuid not null references owner_agreements(id) on delete cascade,
  valid_from date not null,
  commission_basis_points integer not null check (commission_basis_points between 0 and 10000),
  commission_base text not null check (commission_base in ('nights', 'nights_and_fees')),
  monthly_fee_grosze bigint not null default 0 check (monthly_fee_grosze >= 0),
  owner_bears text[] not null default '{}',
  tourist_tax_passes boolean not null default false,
  statement_basis text not null default 'ended' check (statement_basis in ('ended', 'nights')),
  statement_day integer not null default 1 check (statement_day between 1 and 28),
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  unique (agreement_id, valid_from)
);
create index owner_agreement_terms_account on owner_agreement_terms (account_id);
`;
