// A stay's bill (folio), the one source of its money. The reservation keeps its lines' amounts as before (the nights'
// total_price with each night's price in night_prices, cleaning_fee, tourist_tax) plus the fee a cancellation keeps
// (cancellation_fee: set when the stay is cancelled through the bill; a cancelled stay's bill is that fee alone).
// Money operations are the rows of reservation_payments, now of a kind: a payment, a refund (both move `paid`),
// a security deposit (kaucja) held or returned (kept apart from the bill).
// Two columns are derived, never written by the application: grand_total (what the guest pays, by
// stay_bill_total) and paid (payments less refunds, kept by the payments' trigger); payment_status of a reservation
// follows them (stay_payment_status), so no status can contradict the money, whoever writes the row.
export const sql = `
alter table reservation_payments add column kind text not null default 'payment'
  check (kind in ('payment', 'refund', 'security_deposit', 'security_deposit_return'));
create index reservation_payments_paid_on_idx on reservation_payments (account_id, paid_on);

alter table reservations add column cancellation_fee numeric(12,2) check (cancellation_fee >= 0);
alter table reservations add column night_prices jsonb;
alter table reservations add column children_ages text not null default '';
alter table reservations add column security_deposit numeric(12,2) not null default 0 check (security_deposit >= 0);
alter table reservations add column grand_total numeric(14,2) not null default 0;
alter table reservations add column paid numeric(14,2) not null default 0;

create function stay_bill_total(status text, nights numeric, cleaning numeric, tax numeric, fee numeric) returns numeric
  language sql immutable as $$
  select case when status = 'canceled' then coalesce(fee, 0) else nights + cleaning + tax end
$$;

create function stay_payment_status(total numeric, paid numeric) returns text language sql immutable as $$
  select case when paid <= 0 then 'unpaid' when paid >= total then 'paid' else 'partly_paid' end
$$;

create function reservation_money_in_step() returns trigger language plpgsql as $$
begin
  new.grand_total := stay_bill_total(new.status, new.total_price, new.cleaning_fee, new.tourist_tax, new.cancellation_fee);
  if new.kind = 'reservation' then
    new.payment_status := stay_payment_status(new.grand_total, new.paid);
  end if;
  return new;
end $$;

create trigger reservations_money_in_step before insert or update on reservations
  for each row execute function reservation_money_in_step();

create function reservation_paid_in_step() returns trigger language plpgsql as $$
declare
  rid uuid;
begin
  if tg_op = 'DELETE' then rid := old.reservation_id; else rid := new.reservation_id; end if;
  update reservations set paid = (
    select coalesce(sum(case p.kind when 'payment' then p.amount when 'refund' then -p.amount else 0 end), 0)
      from reservation_payments p where p.reservation_id = rid)
   where id = rid;
  if tg_op = 'UPDATE' and old.reservation_id <> new.reservation_id then
    update reservations set paid = (
      select coalesce(sum(case p.kind when 'payment' then p.amount when 'refund' then -p.amount else 0 end), 0)
        from reservation_payments p where p.reservation_id = old.reservation_id)
     where id = old.reservation_id;
  end if;
  return null;
end $$;

create trigger reservation_payments_paid_in_step after insert or update or delete on reservation_payments
  for each row execute function reservation_paid_in_step();

alter table reservation_changes drop constraint reservation_changes_action_check;
alter table reservation_changes add constraint reservation_changes_action_check check (action in (
  'created', 'updated', 'payment_added', 'payment_removed', 'payment_requested', 'refund_added', 'refund_removed',
  'security_deposit_added', 'security_deposit_removed', 'security_deposit_return_added', 'security_deposit_return_removed'));

-- the derived columns are not changes of the stay: its history shows the payments and the status instead
create or replace function record_reservation_change() returns trigger language plpgsql as $$
declare
  diff jsonb;
begin
  if new.kind <> 'reservation' then
    return null;
  end if;
  if tg_op = 'INSERT' then
    insert into reservation_changes (account_id, reservation_id, user_id, action)
      values (new.account_id, new.id, reservation_change_actor(), 'created');
    return null;
  end if;
  select coalesce(jsonb_object_agg(o.key, jsonb_build_array(o.value, n.value)), '{}')
    into diff
    from jsonb_each(to_jsonb(old)) o
    join jsonb_each(to_jsonb(new)) n on n.key = o.key
   where o.value is distinct from n.value
     and o.key not in ('id', 'account_id', 'kind', 'stay', 'created_at', 'updated_at', 'grand_total', 'paid', 'night_prices');
  if diff <> '{}' then
    insert into reservation_changes (account_id, reservation_id, user_id, action, changes)
      values (new.account_id, new.id, reservation_change_actor(), 'updated', diff);
  end if;
  return null;
end $$;

alter table reservations disable trigger reservations_record_change;
update reservations r set paid = coalesce((select sum(p.amount) from reservation_payments p where p.reservation_id = r.id), 0);
alter table reservations enable trigger reservations_record_change;
`;
