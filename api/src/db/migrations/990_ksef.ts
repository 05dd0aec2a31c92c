// KSeF (issue 37): each account's connection to the National e-Invoice System, and each invoice's way there.
// ksef_settings: the environment (TEST, DEMO, PRD), the host's KSeF token encrypted with the server's KSEF_SECRET_KEY
// (AES-256-GCM; never answered, never logged), and whether issuing an invoice sends it.
// invoice_ksef: one row per invoice queued for KSeF: the exact FA(3) document sent (written when it is first sent, so a
// correction carries the KSeF number its invoice got meanwhile) and its SHA-256 (Base64), which
// recognises the same document (never sent twice), the status ('pending' waiting for the job, 'sent' taken by KSeF
// and being verified, 'accepted' with the KSeF number, its date and the UPO, 'rejected' with the Ministry's code and
// description, 'offline' issued in an offline mode with the deadline to send it), and the attempts.
export const sql = `
create table ksef_settings (
  account_id uuid primary key references accounts(id) on delete cascade,
  environment text not null default 'TEST' check (environment in ('TEST', 'DEMO', 'PRD')),
  token_encrypted text,
  auto_send boolean not null default true,
  updated_at timestamptz not null default now()
);

create table invoice_ksef (
  invoice_id uuid primary key references invoices(id) on delete cascade,
  account_id uuid not null references accounts(id) on delete cascade,
  environment text not null check (environment in ('TEST', 'DEMO', 'PRD')),
  status text not null check (status in ('pending', 'sent', 'accepted', 'rejected', 'offline')),
  xml text,
  hash text,
  offline_mode text check (offline_mode in ('offline24', 'offline')),
  offline_until date,
  session_reference text,
  invoice_reference text,
  ksef_number text,
  accepted_at timestamptz,
  upo text,
  error_code integer,
  error_description text,
  attempts integer not null default 0,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index invoice_ksef_account_status on invoice_ksef (account_id, status);
create unique index invoice_ksef_accepted_hash on invoice_ksef (account_id, hash) where status = 'accepted';
`;
