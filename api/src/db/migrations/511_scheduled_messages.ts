// Automated messages: each triggered template (by name) planned once per reservation, with the moment it is due.
// A row is sent, skipped by the host, or canceled (the stay was cancelled); the host may edit its text before.
export const sql = `
create table scheduled_messages (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  reservation_id uuid not null references reservations(id) on delete cascade,
  template_name text not null,
  trigger text not null,
  send_at timestamptz not null,
  status text not null default 'scheduled' check (status in ('scheduled', 'sent', 'skipped', 'canceled')),
  -- the host's own text for this send (null: the template's, filled when it is sent)
  subject text,
  body text,
  message_id uuid references messages(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index scheduled_messages_once_idx on scheduled_messages (reservation_id, lower(template_name));
create index scheduled_messages_due_idx on scheduled_messages (send_at) where status = 'scheduled';
`;
