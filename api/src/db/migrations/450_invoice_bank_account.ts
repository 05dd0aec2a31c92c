// The account transfers go to: printed on invoices and in payment request e-mails. A Polish IBAN stored compact
// ('PL' and 26 digits), or '' while the host has not entered one.
export const sql = `
alter table invoice_settings add column bank_account text not null default ''
  check (bank_account = '' or bank_account ~ '^PL[0-9]{26}$');
`;
