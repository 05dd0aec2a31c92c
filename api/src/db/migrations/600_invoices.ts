// Invoices (faktury VAT) and their corrections. An issued invoice is a document: its seller, buyer, lines and totals
// are kept as issued (the seller copied from the settings at that moment), never recomputed from today's settings.
// Numbers come from invoice_counters, one row per account, series (the numbering pattern, the correction pattern apart)
// and period (the pattern's smallest date part): the row is incremented inside the transaction that issues the
// invoice, so a rolled-back issue gives its number back and concurrent issues queue on the row (gap-free).
// The settings gain the legal basis of a VAT exemption ('zw' lines); mail gains attachments (the invoice's PDF).
export const sql = `
alter table invoice_settings add column vat_exemption text check (vat_exemption in ('art113', 'art43'));

create table invoice_counters (
  account_id uuid not null references accounts(id) on delete cascade,
  series text not null,
  period text not null,
  last_number int not null check (last_number >= 0),
  primary key (account_id, series, period)
);

create table invoices (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  kind text not null default 'invoice' check (kind in ('invoice', 'correction')),
  series text not null,
  period text not null,
  seq int not null check (seq > 0),
  number text not null,
  reservation_id uuid references reservations(id) on delete set null,
  apartment_id uuid references apartments(id) on delete set null,
  corrected_invoice_id uuid references invoices(id),
  correction_reason text,
  lines_before jsonb,
  issue_date date not null,
  sale_date date not null,
  due_date date not null,
  place_of_issue text not null default '',
  currency text not null default 'PLN' check (currency in ('PLN', 'EUR', 'USD')),
  payment_method text not null check (payment_method in ('cash', 'transfer')),
  payment_status text not null default 'unpaid' check (payment_status in ('paid', 'unpaid')),
  paid_at date,
  seller jsonb not null,
  buyer_name text not null,
  buyer_address text not null default '',
  buyer_nip text not null default '',
  buyer_email text not null default '',
  vat_exemption text check (vat_exemption in ('art113', 'art43')),
  lines jsonb not null,
  net_total numeric(14,2) not null,
  vat_total numeric(14,2) not null,
  gross_total numeric(14,2) not null,
  ksef_number text,
  sent_at timestamptz,
  sent_to text,
  exported_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (account_id, number),
  unique (account_id, series, period, seq),
  check ((kind = 'correction') = (corrected_invoice_id is not null))
);
create index invoices_account_issue_idx on invoices (account_id, issue_date desc);
create index invoices_reservation_idx on invoices (reservation_id);
create index invoices_corrected_idx on invoices (corrected_invoice_id);

create table outbox_attachments (
  id uuid primary key default gen_random_uuid(),
  email_id uuid not null references outbox_emails(id) on delete cascade,
  filename text not null,
  content_type text not null,
  content bytea not null
);
create index outbox_attachments_email_idx on outbox_attachments (email_id);
`;
