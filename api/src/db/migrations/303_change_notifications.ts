// Change notifications (NOTIFY gospodarz_changes): each API instance listens and drops what it keeps in memory
// about what changed (api/src/plugins/changes.ts). The payload is 'topic:id':
//   account:<account id>  the account's reservations or apartments changed (the reservations list is cached)
//   session:<session id>  a session was revoked, marked used or removed (sessions are cached by the auth plugin)
//   user:<user id>        a user changed or was removed (their permissions are cached with their sessions)
// PostgreSQL sends a notification only when its transaction commits, once per distinct payload, in commit order.
export const sql = `
create function notify_account_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('gospodarz_changes', 'account:' || (case when tg_op = 'DELETE' then old.account_id else new.account_id end));
  return null;
end $$;

create function notify_session_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('gospodarz_changes', 'session:' || old.id);
  return null;
end $$;

create function notify_user_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('gospodarz_changes', 'user:' || old.id);
  return null;
end $$;

create trigger reservations_notify_change after insert or update or delete on reservations
  for each row execute function notify_account_change();
create trigger apartments_notify_change after insert or update or delete on apartments
  for each row execute function notify_account_change();
create trigger sessions_notify_change after update or delete on sessions
  for each row execute function notify_session_change();
create trigger users_notify_change after update or delete on users
  for each row execute function notify_user_change();
`;
