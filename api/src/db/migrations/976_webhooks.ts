// Issue 42, webhooks (Administracja › Integracje › Webhooki): the owner's subscriptions (an address, its events, the
// secret that signs each delivery), and the deliveries themselves as an outbox: a trigger on the changed table writes
// one delivery per subscription in the change's own transaction, so that no event is lost and none exists for a change
// that rolled back. The job runner sends them (webhooks/jobs.ts), each attempt logged with its status and time.
export const sql = `
create table webhook_subscriptions (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  url text not null,
  secret text not null,
  events text[] not null,
  active boolean not null default true,
  flagged_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index webhook_subscriptions_account on webhook_subscriptions (account_id, created_at);

create table webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  subscription_id uuid not null references webhook_subscriptions(id) on delete cascade,
  event text not null,
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_status_code integer,
  last_duration_ms integer,
  last_error text,
  created_at timestamptz not null default now(),
  delivered_at timestamptz
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_subscription on webhook_deliveries (subscription_id, created_at desc);

create table webhook_attempts (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  delivery_id uuid not null references webhook_deliveries(id) on delete cascade,
  started_at timestamptz not null default now(),
  status_code integer,
  duration_ms integer not null,
  error text
);
create index webhook_attempts_delivery on webhook_attempts (delivery_id, started_at);

-- one delivery per working subscription of the account to the event, in the caller's transaction
create function webhook_enqueue(p_account uuid, p_event text, p_payload jsonb) returns void language sql as $$
  insert into webhook_deliveries (account_id, subscription_id, event, payload)
  select p_account, s.id, p_event, p_payload from webhook_subscriptions s
   where s.account_id = p_account and s.active and s.flagged_at is null and p_event = any(s.events);
$$;

create function webhook_reservation_event() returns trigger language plpgsql as $$
declare
  kind text;
begin
  if tg_op = 'INSERT' then
    kind := 'reservation.created';
  elsif new.status = 'canceled' and old.status is distinct from 'canceled' then
    kind := 'reservation.cancelled';
  elsif (new.apartment_id, new.from_date, new.to_date, new.status, new.adults, new.total_price, new.client_id)
        is distinct from (old.apartment_id, old.from_date, old.to_date, old.status, old.adults, old.total_price, old.client_id) then
    kind := 'reservation.updated';
  else
    return null;
  end if;
  perform webhook_enqueue(new.account_id, kind, jsonb_build_object(
    'id', new.id, 'type', 'reservation',
    'attributes', jsonb_build_object('apartmentId', new.apartment_id, 'clientId', new.client_id, 'from', new.from_date,
      'to', new.to_date, 'status', new.status, 'adults', new.adults, 'totalPrice', new.total_price::text, 'source', new.source)));
  return null;
end;
$$;
create trigger reservations_webhooks after insert or update on reservations
  for each row execute function webhook_reservation_event();

create function webhook_payment_event() returns trigger language plpgsql as $$
begin
  perform webhook_enqueue(new.account_id, 'payment.recorded', jsonb_build_object(
    'id', new.id, 'type', 'payment',
    'attributes', jsonb_build_object('reservationId', new.reservation_id, 'paidOn', new.paid_on, 'amount', new.amount::text,
      'method', new.method, 'kind', new.kind)));
  return null;
end;
$$;
create trigger reservation_payments_webhooks after insert on reservation_payments
  for each row execute function webhook_payment_event();
`;
