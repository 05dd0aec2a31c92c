// Notifications belong to one user (each reads and marks their own), carry the kind the profile's preferences name,
// and announce themselves: an insert or a change notifies 'notification:<user id>' on gospodarz_changes, which every
// API instance hears (plugins/changes.ts) and passes to that user's open live streams (the bell's badge).
// The samples the first seed wrote went to the account; they are given to its owner.
export const sql = `
alter table notifications add column user_id uuid references users(id) on delete cascade;
alter table notifications add column kind text not null default 'reservation_created';
update notifications n set user_id = (select u.id from users u where u.account_id = n.account_id and u.owner order by u.created_at limit 1);
delete from notifications where user_id is null;
alter table notifications alter column user_id set not null;
drop index if exists notifications_account_idx;
create index notifications_user_idx on notifications (user_id, created_at desc);
create index notifications_user_unread_idx on notifications (user_id) where read_at is null;

create table notification_preferences (
  user_id uuid not null references users(id) on delete cascade,
  account_id uuid not null references accounts(id) on delete cascade,
  kind text not null,
  channel text not null check (channel in ('app', 'email', 'off')),
  primary key (user_id, kind)
);

create function notify_notification_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('gospodarz_changes', 'notification:' || new.user_id);
  return null;
end $$;

create trigger notifications_notify_change after insert or update on notifications
  for each row execute function notify_notification_change();
`;
