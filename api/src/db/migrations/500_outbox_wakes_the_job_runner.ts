// A mail queued in the outbox wakes the job runner at once: the statement's commit notifies 'outbox:new' on the change
// channel, and the instances running jobs queue one delivery pass (mail/routes.ts). A cron pass every minute catches
// the retries and anything queued while no instance was listening.
export const sql = `
create function notify_outbox_insert() returns trigger language plpgsql as $$
begin
  perform pg_notify('gospodarz_changes', 'outbox:new');
  return null;
end $$;

create trigger outbox_emails_notify_insert after insert on outbox_emails
  for each statement execute function notify_outbox_insert();
`;
