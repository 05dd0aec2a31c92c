// Issue 42, the webhook event of an issued invoice or correction (invoice.issued), written in the issuing transaction
// as those of migrations 976-977: its number, kind, stay and gross total, never the buyer.
export const sql = `
create function webhook_invoice_event() returns trigger language plpgsql as $$
begin
  perform webhook_enqueue(new.account_id, 'invoice.issued', jsonb_build_object(
    'id', new.id, 'type', 'invoice',
    'attributes', jsonb_build_object('number', new.number, 'kind', new.kind, 'reservationId', new.reservation_id,
      'issueDate', new.issue_date, 'grossTotal', new.gross_total::text, 'currency', new.currency)));
  return null;
end;
$$;
create trigger invoices_webhooks after insert on invoices
  for each row execute function webhook_invoice_event();
`;
