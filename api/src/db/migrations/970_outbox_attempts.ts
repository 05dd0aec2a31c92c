// A mail's attempt is open from its claim until its outcome is written: a claim that finds the previous attempt still
// open knows that attempt was cut short (its instance died mid-send), counts it, and sends the mail again under the
// same Message-ID (the outbox id), so that the recipient's mail system can recognise the copy.
export const sql = `
alter table outbox_emails add column attempt_open boolean not null default false;
alter table outbox_emails add column interrupted_attempts integer not null default 0;
`;
