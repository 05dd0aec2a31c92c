// A scheduled message the host moved to a time of their own: planning (which follows the trigger and the stay's
// dates) leaves its moment alone from then on.
export const sql = `
alter table scheduled_messages add column send_at_by_host boolean not null default false;
`;
