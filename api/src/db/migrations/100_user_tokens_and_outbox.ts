// Single-use tokens of the password flows (reset links: 1 hour; co-host invitations: 7 days), stored hashed,
// and the outbox's 'logged' state (no SMTP configured: the mail went to the server log and stays readable in development).
export const sql = `
create table user_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  kind text not null check (kind in ('reset', 'invitation')),
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index user_tokens_user_idx on user_tokens (user_id);

alter table outbox_emails drop constraint if exists outbox_emails_status_check;
alter table outbox_emails add constraint outbox_emails_status_check check (status in ('pending', 'sent', 'failed', 'logged'));
create index outbox_created_idx on outbox_emails (created_at desc);
`;
