// Invoices know the payments: the stay's payments an invoice counted as paid toward it when it was issued (or last
// edited), each {date, amount, method}, so that its PDF and FA(3) file say 'Zapłacono' and 'Pozostało do zapłaty'
// as they stood then (modules/invoices/payments.ts).
export const sql = `
alter table invoices add column payments jsonb not null default '[]';
`;
