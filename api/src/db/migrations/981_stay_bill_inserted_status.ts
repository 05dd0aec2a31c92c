// A reservation's payment status follows its money from its first change on (migration 980): a payment, a refund,
// an edit of its price or a cancellation derive it again. The row inserted keeps the status it is written with:
// the API never writes one (a new stay is unpaid until its first payment, recorded in the same transaction), and the
// demo and import scripts that write a 'paid' stay record its payment right after, which derives it again.
export const sql = `
create or replace function reservation_money_in_step() returns trigger language plpgsql as $$
begin
  new.grand_total := stay_bill_total(new.status, new.total_price, new.cleaning_fee, new.tourist_tax, new.cancellation_fee);
  if new.kind = 'reservation' and tg_op = 'UPDATE' then
    new.payment_status := stay_payment_status(new.grand_total, new.paid);
  end if;
  return new;
end $$;
`;
