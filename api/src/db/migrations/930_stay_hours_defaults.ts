// A listing created without its stay hours gets the common Polish ones: check-in from 15:00 (until 22:00), check-out
// by 11:00, as the listing wizard starts with. Existing listings keep theirs.
export const sql = `
alter table accommodations alter column check_in_from set default '15:00';
alter table accommodations alter column check_in_to set default '22:00';
alter table accommodations alter column check_out_to set default '11:00';
`;
