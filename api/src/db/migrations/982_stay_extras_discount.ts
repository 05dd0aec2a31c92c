// The bill's extras and discount (issue 31). A stay may take the listing's extras (breakfast, parking, airport
// transfer: the apartment's breakfast_price, private_parking_price, public_parking_price, airport_transfer_price),
// each kept on the reservation as it was booked: [{kind, quantity, unitPrice}] (unitPrice exact decimal text), so a
// later change of the listing's prices leaves the stay's bill as it was. A discount ('Rabat', with its reason) is
// taken off the nights. Both enter grand_total (stay_bill_total, the same rule as modules/folio/bill.ts); a
// cancelled stay's bill stays its cancellation fee alone.
export const sql = `
alter table reservations add column extras jsonb not null default '[]';
alter table reservations add column discount numeric(12,2) not null default 0 check (discount >= 0);
alter table reservations add column discount_reason text not null default '';

create function stay_extras_total(extras jsonb) returns numeric language sql immutable as $$
  select coalesce(sum(round((e->>'quantity')::numeric * (e->>'unitPrice')::numeric, 2)), 0)
    from jsonb_array_elements(coalesce(extras, '[]'::jsonb)) e
$$;

create function stay_bill_total(status text, nights numeric, cleaning numeric, tax numeric, fee numeric, extras jsonb, discount numeric)
  returns numeric language sql immutable as $$
  select case when status = 'canceled' then coalesce(fee, 0)
              else nights + cleaning + tax + stay_extras_total(extras) - coalesce(discount, 0) end
$$;

create or replace function reservation_money_in_step() returns trigger language plpgsql as $$
begin
  new.grand_total := stay_bill_total(new.status, new.total_price, new.cleaning_fee, new.tourist_tax, new.cancellation_fee, new.extras, new.discount);
  if new.kind = 'reservation' and tg_op = 'UPDATE' then
    new.payment_status := stay_payment_status(new.grand_total, new.paid);
  end if;
  return new;
end $$;
`;
