// Co-hosts see only the apartments shared with them: one row per (co-host, apartment), in the co-host's account.
// Sign-up links ('registration') join the single-use links of the password flows. A change of the shared apartments
// notifies 'user:<id>' like a change of the user's permissions, so whatever keeps a session's scope drops it.
export const sql = `
create table co_host_apartments (
  user_id uuid not null references users(id) on delete cascade,
  apartment_id uuid not null references apartments(id) on delete cascade,
  account_id uuid not null references accounts(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, apartment_id)
);
create index co_host_apartments_account_idx on co_host_apartments (account_id, apartment_id);

create function notify_co_host_apartments_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('gospodarz_changes', 'user:' || (case when tg_op = 'DELETE' then old.user_id else new.user_id end));
  return null;
end $$;

create trigger co_host_apartments_notify_change after insert or update or delete on co_host_apartments
  for each row execute function notify_co_host_apartments_change();

alter table user_tokens drop constraint if exists user_tokens_kind_check;
alter table user_tokens add constraint user_tokens_kind_check check (kind in ('reset', 'invitation', 'registration'));
`;
