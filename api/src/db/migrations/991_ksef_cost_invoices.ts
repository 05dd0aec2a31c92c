// KSeF cost invoices (issue 37): the invoices others issued to the host's NIP (a cleaning company, a laundry), fetched
// from KSeF by a nightly job (metadata query and download), each once per account by its KSeF number, with its FA(3)
// document, and the service provider of the same NIP when there is one. ksef_settings keeps how far the job has read.
export const sql = `
create table ksef_cost_invoices (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  ksef_number text not null,
  invoice_number text not null,
  seller_nip text not null,
  seller_name text not null default '',
  issue_date date not null,
  acquired_at timestamptz not null,
  net numeric(14, 2) not null,
  vat numeric(14, 2) not null,
  gross numeric(14, 2) not null,
  currency text not null default 'PLN',
  xml text not null,
  service_provider_id uuid references service_providers(id) on delete set null,
  created_at timestamptz not null default now(),
  unique (account_id, ksef_number)
);
create index ksef_cost_invoices_account_issue on ksef_cost_invoices (account_id, issue_date desc);
alter table ksef_settings add column cost_invoices_read_until timestamptz;
`;
