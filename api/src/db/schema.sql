-- The schema after all migrations (api/src/db/migrations), generated: do not edit.
-- Regenerate with `npm run schema:sql -w api` (needs PostgreSQL and pg_dump; see docs/testing.md).

CREATE FUNCTION accounts_seed_message_templates() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform seed_message_templates(new.id);
  return new;
end;
$$;

CREATE FUNCTION note_reservation_change_for_orders() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into cooperation_reservation_changes (apartment_id, account_id) values (old.apartment_id, old.account_id)
      on conflict (apartment_id) do update set changed_at = now();
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into cooperation_reservation_changes (apartment_id, account_id) values (new.apartment_id, new.account_id)
      on conflict (apartment_id) do update set changed_at = now();
  end if;
  return null;
end $$;

CREATE FUNCTION notify_account_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform pg_notify('gospodarz_changes', 'account:' || (case when tg_op = 'DELETE' then old.account_id else new.account_id end));
  return null;
end $$;

CREATE FUNCTION notify_account_change_of_rows() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform pg_notify('gospodarz_changes', 'account:' || account_id) from (select distinct account_id from changed_rows) accounts;
  return null;
end $$;

CREATE FUNCTION notify_co_host_apartments_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform pg_notify('gospodarz_changes', 'user:' || (case when tg_op = 'DELETE' then old.user_id else new.user_id end));
  return null;
end $$;

CREATE FUNCTION notify_notification_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform pg_notify('gospodarz_changes', 'notification:' || new.user_id);
  return null;
end $$;

CREATE FUNCTION notify_outbox_insert() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform pg_notify('gospodarz_changes', 'outbox:new');
  return null;
end $$;

CREATE FUNCTION notify_session_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform pg_notify('gospodarz_changes', 'session:' || old.id);
  return null;
end $$;

CREATE FUNCTION notify_user_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform pg_notify('gospodarz_changes', 'user:' || old.id);
  return null;
end $$;

CREATE FUNCTION record_reservation_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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

CREATE FUNCTION report_add_ints(a integer[], b integer[]) RETURNS integer[]
    LANGUAGE sql IMMUTABLE
    AS $$
  select array_agg(x + y order by i) from unnest(a, b) with ordinality as t(x, y, i)
$$;

CREATE FUNCTION report_add_numerics(a numeric[], b numeric[]) RETURNS numeric[]
    LANGUAGE sql IMMUTABLE
    AS $$
  select array_agg(x + y order by i) from unnest(a, b) with ordinality as t(x, y, i)
$$;

CREATE TABLE reservations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    apartment_id uuid NOT NULL,
    client_id uuid,
    kind text DEFAULT 'reservation'::text NOT NULL,
    from_date date NOT NULL,
    to_date date NOT NULL,
    stay daterange GENERATED ALWAYS AS (daterange(from_date, to_date, '[)'::text)) STORED,
    status text DEFAULT 'confirmed'::text NOT NULL,
    payment_status text DEFAULT 'unpaid'::text NOT NULL,
    full_name text DEFAULT ''::text NOT NULL,
    email text DEFAULT ''::text NOT NULL,
    phone_number text DEFAULT ''::text NOT NULL,
    guest_address text DEFAULT ''::text NOT NULL,
    adults integer DEFAULT 1 NOT NULL,
    children integer DEFAULT 0 NOT NULL,
    price_per_night numeric(10,2) DEFAULT 0 NOT NULL,
    total_price numeric(12,2) DEFAULT 0 NOT NULL,
    currency text DEFAULT 'PLN'::text NOT NULL,
    apartment_address text DEFAULT ''::text NOT NULL,
    comments text DEFAULT ''::text NOT NULL,
    source text DEFAULT ''::text NOT NULL,
    payment_source text DEFAULT ''::text NOT NULL,
    invoice_issued boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    price_overridden boolean DEFAULT false NOT NULL,
    cleaning_fee numeric(12,2) DEFAULT 0 NOT NULL,
    tourist_tax numeric(12,2) DEFAULT 0 NOT NULL,
    deposit numeric(12,2) DEFAULT 0 NOT NULL,
    deposit_due date,
    guest_language text DEFAULT 'pol'::text NOT NULL,
    feed_id uuid,
    channel_completed_at timestamp with time zone,
    access_code text DEFAULT ''::text NOT NULL,
    tourist_tax_exemptions jsonb DEFAULT '[]'::jsonb NOT NULL,
    cancellation_fee numeric(12,2),
    night_prices jsonb,
    children_ages text DEFAULT ''::text NOT NULL,
    security_deposit numeric(12,2) DEFAULT 0 NOT NULL,
    grand_total numeric(14,2) DEFAULT 0 NOT NULL,
    paid numeric(14,2) DEFAULT 0 NOT NULL,
    extras jsonb DEFAULT '[]'::jsonb NOT NULL,
    discount numeric(12,2) DEFAULT 0 NOT NULL,
    discount_reason text DEFAULT ''::text NOT NULL,
    CONSTRAINT reservations_adults_check CHECK ((adults >= 0)),
    CONSTRAINT reservations_cancellation_fee_check CHECK ((cancellation_fee >= (0)::numeric)),
    CONSTRAINT reservations_check CHECK ((to_date > from_date)),
    CONSTRAINT reservations_children_check CHECK ((children >= 0)),
    CONSTRAINT reservations_cleaning_fee_check CHECK ((cleaning_fee >= (0)::numeric)),
    CONSTRAINT reservations_deposit_check CHECK ((deposit >= (0)::numeric)),
    CONSTRAINT reservations_discount_check CHECK ((discount >= (0)::numeric)),
    CONSTRAINT reservations_guest_language_check CHECK ((guest_language = ANY (ARRAY['pol'::text, 'eng'::text, 'rus'::text, 'esp'::text]))),
    CONSTRAINT reservations_kind_check CHECK ((kind = ANY (ARRAY['reservation'::text, 'block'::text, 'channel'::text]))),
    CONSTRAINT reservations_payment_status_check CHECK ((payment_status = ANY (ARRAY['paid'::text, 'partly_paid'::text, 'unpaid'::text]))),
    CONSTRAINT reservations_price_per_night_check CHECK ((price_per_night >= (0)::numeric)),
    CONSTRAINT reservations_security_deposit_check CHECK ((security_deposit >= (0)::numeric)),
    CONSTRAINT reservations_status_check CHECK ((status = ANY (ARRAY['new'::text, 'confirmed'::text, 'canceled'::text, 'recent'::text, 'no_show'::text]))),
    CONSTRAINT reservations_total_price_check CHECK ((total_price >= (0)::numeric)),
    CONSTRAINT reservations_tourist_tax_check CHECK ((tourist_tax >= (0)::numeric))
);

CREATE FUNCTION report_months_apply(r reservations, s integer) RETURNS void
    LANGUAGE plpgsql
    AS $$
declare
  nights int := r.to_date - r.from_date;
  sold boolean := r.kind = 'reservation' and r.status not in ('canceled', 'no_show');
  occupied boolean := r.kind in ('reservation', 'channel') and r.status not in ('canceled', 'no_show');
  blocked boolean := r.kind = 'block' and r.status not in ('canceled', 'no_show');
  arrival date := date_trunc('month', r.from_date)::date;
  per_night numeric;
  prices numeric[];
  m date;
  first date;
  stop date;
  n int;
  w int;
  k int;
  revenue numeric;
  p numeric;
  wn int[];
  wr numeric[];
begin
  if nights <= 0 then
    return;
  end if;
  per_night := r.total_price / nights;
  if sold then
    prices := report_night_prices(r, nights);
  end if;
  insert into report_months (apartment_id, month, account_id, reservations, cancellations, other_revenue)
  values (r.apartment_id, arrival, r.account_id,
          case when sold then s else 0 end,
          case when r.kind = 'reservation' and r.status = 'canceled' then s else 0 end,
          s * report_other_revenue(r))
  on conflict (apartment_id, month) do update
     set reservations = report_months.reservations + excluded.reservations,
         cancellations = report_months.cancellations + excluded.cancellations,
         other_revenue = report_months.other_revenue + excluded.other_revenue;
  if sold then
    insert into report_month_sources (apartment_id, month, source, account_id, reservations)
    values (r.apartment_id, arrival, lower(trim(r.source)), r.account_id, s)
    on conflict (apartment_id, month, source) do update set reservations = report_month_sources.reservations + excluded.reservations;
  end if;
  if not (sold or occupied or blocked) then
    return;
  end if;
  m := arrival;
  while m < r.to_date loop
    first := greatest(r.from_date, m);
    stop := least(r.to_date, (m + interval '1 month')::date);
    n := stop - first;
    wn := '{0,0,0,0,0,0,0}';
    wr := '{0,0,0,0,0,0,0}';
    revenue := 0;
    if sold and prices is not null then
      -- each night at its own price
      for d in 0..n - 1 loop
        w := extract(isodow from first + d)::int - 1;
        p := prices[first + d - r.from_date + 1];
        wn[w + 1] := wn[w + 1] + s;
        wr[w + 1] := wr[w + 1] + s * p;
        revenue := revenue + s * p;
      end loop;
    elsif sold then
      -- n nights from weekday w: n / 7 on each weekday, one more on the n mod 7 weekdays from w on
      w := extract(isodow from first)::int - 1;
      for d in 0..6 loop
        k := n / 7 + case when (d - w + 7) % 7 < n % 7 then 1 else 0 end;
        wn[d + 1] := s * k;
        wr[d + 1] := s * k * per_night;
      end loop;
      revenue := s * (r.total_price * n / nights);
    end if;
    insert into report_months (apartment_id, month, account_id, nights_sold, nights_occupied, nights_blocked, revenue, weekday_nights, weekday_revenue)
    values (r.apartment_id, m, r.account_id,
            case when sold then s * n else 0 end,
            case when occupied then s * n else 0 end,
            case when blocked then s * n else 0 end,
            revenue,
            wn, wr)
    on conflict (apartment_id, month) do update
       set nights_sold = report_months.nights_sold + excluded.nights_sold,
           nights_occupied = report_months.nights_occupied + excluded.nights_occupied,
           nights_blocked = report_months.nights_blocked + excluded.nights_blocked,
           revenue = report_months.revenue + excluded.revenue,
           weekday_nights = report_add_ints(report_months.weekday_nights, excluded.weekday_nights),
           weekday_revenue = report_add_numerics(report_months.weekday_revenue, excluded.weekday_revenue);
    m := (m + interval '1 month')::date;
  end loop;
end $$;

CREATE FUNCTION report_months_channel_completed(r reservations, s integer) RETURNS void
    LANGUAGE plpgsql
    AS $$
begin
  if r.kind <> 'channel' or r.channel_completed_at is null then
    return;
  end if;
  perform report_months_apply(report_stay(r), s);
  perform report_months_apply(r, -s);
end $$;

CREATE FUNCTION report_months_follow() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  if tg_op = 'UPDATE'
     and (old.apartment_id, old.kind, old.status, old.from_date, old.to_date, old.total_price, old.source, old.night_prices, old.grand_total)
         is not distinct from (new.apartment_id, new.kind, new.status, new.from_date, new.to_date, new.total_price, new.source, new.night_prices, new.grand_total) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform report_months_apply(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform report_months_apply(new, 1);
  end if;
  return null;
end $$;

CREATE FUNCTION report_months_follow_channel() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  if tg_op = 'UPDATE'
     and (old.channel_completed_at is null or old.kind <> 'channel')
     and (new.channel_completed_at is null or new.kind <> 'channel') then
    return null;
  end if;
  if tg_op = 'UPDATE'
     and (old.apartment_id, old.kind, old.status, old.from_date, old.to_date, old.total_price, old.source, to_jsonb(old) -> 'night_prices', to_jsonb(old) -> 'grand_total', old.channel_completed_at is null)
         is not distinct from (new.apartment_id, new.kind, new.status, new.from_date, new.to_date, new.total_price, new.source, to_jsonb(new) -> 'night_prices', to_jsonb(new) -> 'grand_total', new.channel_completed_at is null) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform report_months_channel_completed(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform report_months_channel_completed(new, 1);
  end if;
  return null;
end $$;

CREATE FUNCTION report_night_prices(r reservations, nights integer) RETURNS numeric[]
    LANGUAGE plpgsql IMMUTABLE
    AS $$
declare
  stored jsonb := to_jsonb(r) -> 'night_prices';
  prices numeric[];
begin
  if stored is null or jsonb_typeof(stored) <> 'array' or jsonb_array_length(stored) <> nights then
    return null;
  end if;
  if exists (select 1 from jsonb_array_elements(stored) e
              where jsonb_typeof(e) <> 'number' or (e #>> '{}')::numeric < 0 or (e #>> '{}')::numeric <> trunc((e #>> '{}')::numeric)) then
    return null;
  end if;
  select array_agg((e #>> '{}')::numeric / 100 order by i) into prices from jsonb_array_elements(stored) with ordinality as t(e, i);
  if (select sum(p) from unnest(prices) p) <> r.total_price then
    return null;
  end if;
  return prices;
end $$;

CREATE FUNCTION report_other_revenue(r reservations) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    AS $$
  select case when r.kind <> 'reservation' or r.to_date <= r.from_date then 0
              when r.status = 'canceled' then r.grand_total
              when r.status = 'no_show' then 0
              else r.grand_total - r.total_price end
$$;

CREATE FUNCTION report_stay(r reservations) RETURNS reservations
    LANGUAGE plpgsql IMMUTABLE
    AS $$
begin
  if r.kind = 'channel' and r.channel_completed_at is not null then
    r.kind := 'reservation';
  end if;
  return r;
end $$;

CREATE FUNCTION reservation_change_actor() RETURNS uuid
    LANGUAGE sql STABLE
    AS $$
  select nullif(current_setting('gospodarz.user_id', true), '')::uuid
$$;

CREATE FUNCTION reservation_money_in_step() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  new.grand_total := stay_bill_total(new.status, new.total_price, new.cleaning_fee, new.tourist_tax, new.cancellation_fee, new.extras, new.discount);
  if new.kind = 'reservation' and tg_op = 'UPDATE' then
    new.payment_status := stay_payment_status(new.grand_total, new.paid);
  end if;
  return new;
end $$;

CREATE FUNCTION reservation_paid_in_step() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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

CREATE FUNCTION seed_message_templates(target uuid) RETURNS void
    LANGUAGE plpgsql
    AS $$
begin
  insert into message_templates (account_id, name, language, channel, subject, body, created_at) values
    (target, 'Nowa rezerwacja', 'pol', 'email', 'Potwierdzenie rezerwacji: {{apartmentName}}',
     E'Dzień dobry {{guestName}},\n\ndziękujemy za rezerwację apartamentu {{apartmentName}} w terminie {{from}} – {{to}}.\nZameldowanie od {{checkInFrom}}, wymeldowanie do {{checkOutTo}}.\n\nDo zobaczenia!',
     now() - interval '2 seconds'),
    (target, 'Nowa rezerwacja SMS', 'pol', 'sms', '',
     'Dziękujemy za rezerwację {{apartmentName}} ({{from}} – {{to}}). Do zobaczenia!',
     now() - interval '1 second'),
    (target, 'Anulowanie rezerwacji', 'pol', 'email', 'Anulowanie rezerwacji: {{apartmentName}}',
     E'Dzień dobry {{guestName}},\n\nTwoja rezerwacja apartamentu {{apartmentName}} w terminie {{from}} – {{to}} została anulowana.\n\nPozdrawiamy',
     now());
end;
$$;

CREATE FUNCTION stay_bill_total(status text, nights numeric, cleaning numeric, tax numeric, fee numeric) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    AS $$
  select case when status = 'canceled' then coalesce(fee, 0) else nights + cleaning + tax end
$$;

CREATE FUNCTION stay_bill_total(status text, nights numeric, cleaning numeric, tax numeric, fee numeric, extras jsonb, discount numeric) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    AS $$
  select case when status = 'canceled' then coalesce(fee, 0)
              else nights + cleaning + tax + stay_extras_total(extras) - coalesce(discount, 0) end
$$;

CREATE FUNCTION stay_extras_total(extras jsonb) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    AS $$
  select coalesce(sum(round((e->>'quantity')::numeric * (e->>'unitPrice')::numeric, 2)), 0)
    from jsonb_array_elements(coalesce(extras, '[]'::jsonb)) e
$$;

CREATE FUNCTION stay_payment_status(total numeric, paid numeric) RETURNS text
    LANGUAGE sql IMMUTABLE
    AS $$
  select case when paid <= 0 then 'unpaid' when paid >= total then 'paid' else 'partly_paid' end
$$;

CREATE FUNCTION webhook_enqueue(p_account uuid, p_event text, p_payload jsonb) RETURNS void
    LANGUAGE sql
    AS $$
  insert into webhook_deliveries (account_id, subscription_id, event, payload)
  select p_account, s.id, p_event, p_payload from webhook_subscriptions s
   where s.account_id = p_account and s.active and s.flagged_at is null and p_event = any(s.events);
$$;

CREATE FUNCTION webhook_invoice_event() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform webhook_enqueue(new.account_id, 'invoice.issued', jsonb_build_object(
    'id', new.id, 'type', 'invoice',
    'attributes', jsonb_build_object('number', new.number, 'kind', new.kind, 'reservationId', new.reservation_id,
      'issueDate', new.issue_date, 'grossTotal', new.gross_total::text, 'currency', new.currency)));
  return null;
end;
$$;

CREATE FUNCTION webhook_message_event() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  if new.author = 'guest' then
    perform webhook_enqueue(new.account_id, 'message.received', jsonb_build_object(
      'id', new.id, 'type', 'message',
      'attributes', jsonb_build_object('reservationId', new.reservation_id, 'via', new.via, 'createdAt', new.created_at)));
  end if;
  return null;
end;
$$;

CREATE FUNCTION webhook_payment_event() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform webhook_enqueue(new.account_id, 'payment.recorded', jsonb_build_object(
    'id', new.id, 'type', 'payment',
    'attributes', jsonb_build_object('reservationId', new.reservation_id, 'paidOn', new.paid_on, 'amount', new.amount::text,
      'method', new.method, 'kind', new.kind)));
  return null;
end;
$$;

CREATE FUNCTION webhook_reservation_event() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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

CREATE FUNCTION webhook_review_event() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform webhook_enqueue(new.account_id, 'review.created', jsonb_build_object(
    'id', new.id, 'type', 'review',
    'attributes', jsonb_build_object('apartmentId', new.apartment_id, 'reservationId', new.reservation_id, 'rating', new.rating,
      'source', new.source, 'reviewedOn', new.reviewed_on)));
  return null;
end;
$$;

CREATE TABLE accommodations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    name text DEFAULT ''::text NOT NULL,
    kind text DEFAULT 'apartment'::text NOT NULL,
    status text DEFAULT 'active'::text NOT NULL,
    apartments_number_declaration integer DEFAULT 1 NOT NULL,
    country text DEFAULT 'Polska'::text NOT NULL,
    voivodeship text DEFAULT ''::text NOT NULL,
    city text DEFAULT ''::text NOT NULL,
    zip_code text DEFAULT ''::text NOT NULL,
    street text DEFAULT ''::text NOT NULL,
    house_number text DEFAULT ''::text NOT NULL,
    flat_number text DEFAULT ''::text NOT NULL,
    check_in_from time without time zone DEFAULT '15:00:00'::time without time zone NOT NULL,
    check_in_to time without time zone DEFAULT '22:00:00'::time without time zone NOT NULL,
    check_out_from time without time zone DEFAULT '12:00:00'::time without time zone NOT NULL,
    check_out_to time without time zone DEFAULT '11:00:00'::time without time zone NOT NULL,
    curfew_from time without time zone DEFAULT '12:00:00'::time without time zone NOT NULL,
    curfew_to time without time zone DEFAULT '12:00:00'::time without time zone NOT NULL,
    smoking_allowed boolean DEFAULT false NOT NULL,
    animals_friendly boolean DEFAULT false NOT NULL,
    children_friendly boolean DEFAULT false NOT NULL,
    parties_allowed boolean DEFAULT false NOT NULL,
    settings jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    archived_at timestamp with time zone,
    cleaning_fee numeric(10,2) DEFAULT 0 NOT NULL,
    tourist_tax numeric(10,2) DEFAULT 0 NOT NULL,
    tourist_tax_exempt_age integer,
    emergency_phone text DEFAULT ''::text NOT NULL,
    check_in_reminder boolean DEFAULT true NOT NULL,
    tourist_tax_municipality text DEFAULT ''::text NOT NULL,
    tourist_tax_collector boolean DEFAULT true NOT NULL,
    CONSTRAINT accommodations_apartments_number_declaration_check CHECK (((apartments_number_declaration >= 1) AND (apartments_number_declaration <= 100))),
    CONSTRAINT accommodations_cleaning_fee_check CHECK ((cleaning_fee >= (0)::numeric)),
    CONSTRAINT accommodations_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'active'::text, 'archived'::text]))),
    CONSTRAINT accommodations_tourist_tax_check CHECK ((tourist_tax >= (0)::numeric)),
    CONSTRAINT accommodations_tourist_tax_exempt_age_check CHECK (((tourist_tax_exempt_age >= 0) AND (tourist_tax_exempt_age <= 17)))
);

CREATE TABLE accounts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    retention_months integer DEFAULT 36 NOT NULL,
    CONSTRAINT accounts_retention_months_check CHECK (((retention_months >= 12) AND (retention_months <= 120)))
);

CREATE TABLE apartment_costs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    apartment_id uuid NOT NULL,
    kind text DEFAULT 'repairs'::text NOT NULL,
    reservation_id uuid,
    cost_date date NOT NULL,
    description text NOT NULL,
    amount_grosze bigint NOT NULL,
    vat_rate text NOT NULL,
    document_key text,
    document_name text DEFAULT ''::text NOT NULL,
    document_type text DEFAULT ''::text NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT apartment_costs_amount_grosze_check CHECK ((amount_grosze > 0)),
    CONSTRAINT apartment_costs_kind_check CHECK ((kind = ANY (ARRAY['repairs'::text, 'channel_commission'::text]))),
    CONSTRAINT apartment_costs_vat_rate_check CHECK ((vat_rate = ANY (ARRAY['23'::text, '8'::text, '5'::text, '0'::text, 'zw'::text])))
);

CREATE TABLE apartment_images (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    apartment_id uuid NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    file_name text NOT NULL,
    content_type text NOT NULL,
    size_bytes integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE apartment_owners (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    kind text NOT NULL,
    company_name text DEFAULT ''::text NOT NULL,
    first_name text DEFAULT ''::text NOT NULL,
    last_name text DEFAULT ''::text NOT NULL,
    nip text DEFAULT ''::text NOT NULL,
    email text DEFAULT ''::text NOT NULL,
    phone text DEFAULT ''::text NOT NULL,
    street text DEFAULT ''::text NOT NULL,
    postal_code text DEFAULT ''::text NOT NULL,
    city text DEFAULT ''::text NOT NULL,
    iban text DEFAULT ''::text NOT NULL,
    bank_name text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT apartment_owners_kind_check CHECK ((kind = ANY (ARRAY['person'::text, 'company'::text])))
);

CREATE TABLE apartment_prices (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    apartment_id uuid NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    guest_count integer DEFAULT 1 NOT NULL,
    base_price numeric(10,2) DEFAULT 0 NOT NULL,
    minimal_price numeric(10,2) DEFAULT 1 NOT NULL,
    maximum_price numeric(10,2) DEFAULT 2000 NOT NULL,
    currency text DEFAULT 'PLN'::text NOT NULL,
    smart_price_adjustment boolean DEFAULT false NOT NULL,
    CONSTRAINT apartment_prices_base_price_check CHECK ((base_price >= (0)::numeric)),
    CONSTRAINT apartment_prices_guest_count_check CHECK ((guest_count >= 0))
);

CREATE TABLE apartments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    accommodation_id uuid NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    name text DEFAULT ''::text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    area numeric(8,2),
    guest_number integer DEFAULT 2 NOT NULL,
    bedroom_count integer DEFAULT 1 NOT NULL,
    single_bed_count integer DEFAULT 0 NOT NULL,
    double_bed_count integer DEFAULT 1 NOT NULL,
    separate_kitchen boolean DEFAULT false NOT NULL,
    kitchenette boolean DEFAULT false NOT NULL,
    breakfast boolean DEFAULT false NOT NULL,
    breakfast_price numeric(10,2),
    private_parking boolean DEFAULT false NOT NULL,
    private_parking_price numeric(10,2),
    public_parking boolean DEFAULT false NOT NULL,
    public_parking_price numeric(10,2),
    airport_transfer boolean DEFAULT false NOT NULL,
    airport_transfer_price numeric(10,2),
    amenities jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    settings jsonb DEFAULT '{}'::jsonb NOT NULL,
    lock_password text,
    ical_token uuid DEFAULT gen_random_uuid() NOT NULL,
    archived_at timestamp with time zone,
    registration_number text DEFAULT ''::text NOT NULL,
    registration_authority text DEFAULT ''::text NOT NULL,
    arrival_instructions text DEFAULT ''::text NOT NULL,
    lock_codes text[] DEFAULT '{}'::text[] NOT NULL
);

CREATE TABLE api_tokens (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    user_id uuid NOT NULL,
    name text NOT NULL,
    token_hash text NOT NULL,
    token_start text NOT NULL,
    read_only boolean NOT NULL,
    expires_at timestamp with time zone,
    last_used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    revoked_at timestamp with time zone
);

CREATE TABLE bank_statements (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    format text NOT NULL,
    file_name text DEFAULT ''::text NOT NULL,
    bank_account text DEFAULT ''::text NOT NULL,
    imported_by uuid,
    imported_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT bank_statements_format_check CHECK ((format = ANY (ARRAY['mt940'::text, 'camt053'::text])))
);

CREATE TABLE bank_transactions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    statement_id uuid NOT NULL,
    bank_key text NOT NULL,
    booked_on date NOT NULL,
    amount_grosze bigint NOT NULL,
    currency text NOT NULL,
    counterparty text DEFAULT ''::text NOT NULL,
    title text DEFAULT ''::text NOT NULL,
    status text NOT NULL,
    match_rule text DEFAULT ''::text NOT NULL,
    reservation_id uuid,
    suggested_reservation_id uuid,
    payment_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT bank_transactions_amount_grosze_check CHECK ((amount_grosze > 0)),
    CONSTRAINT bank_transactions_match_rule_check CHECK ((match_rule = ANY (ARRAY[''::text, 'reference'::text, 'amount_name'::text, 'host'::text]))),
    CONSTRAINT bank_transactions_status_check CHECK ((status = ANY (ARRAY['matched'::text, 'review'::text, 'unmatched'::text, 'ignored'::text])))
);

CREATE TABLE calendar_export_addresses (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    apartment_id uuid NOT NULL,
    feed_id uuid,
    first_read_at timestamp with time zone DEFAULT now() NOT NULL,
    last_read_at timestamp with time zone DEFAULT now() NOT NULL,
    user_agent text DEFAULT ''::text NOT NULL,
    etag text DEFAULT ''::text NOT NULL,
    reads integer DEFAULT 0 NOT NULL,
    snapshot jsonb DEFAULT '[]'::jsonb NOT NULL
);

CREATE TABLE calendar_export_reads (
    id bigint NOT NULL,
    address_id uuid NOT NULL,
    account_id uuid NOT NULL,
    read_at timestamp with time zone DEFAULT now() NOT NULL,
    user_agent text DEFAULT ''::text NOT NULL,
    etag text DEFAULT ''::text NOT NULL,
    status integer NOT NULL,
    changes_seen integer DEFAULT 0 NOT NULL,
    longest_wait_seconds integer,
    changed_at timestamp with time zone[]
);

CREATE SEQUENCE calendar_export_reads_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE calendar_export_reads_id_seq OWNED BY calendar_export_reads.id;

CREATE TABLE calendar_feed_events (
    feed_id uuid NOT NULL,
    uid text NOT NULL,
    account_id uuid NOT NULL,
    apartment_id uuid NOT NULL,
    from_date date NOT NULL,
    to_date date NOT NULL,
    summary text DEFAULT ''::text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    reservation_id uuid,
    conflict_reservation_id uuid,
    CONSTRAINT calendar_feed_events_check CHECK ((to_date > from_date))
);

CREATE TABLE calendar_feeds (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    apartment_id uuid NOT NULL,
    name text DEFAULT ''::text NOT NULL,
    url text NOT NULL,
    last_attempt_at timestamp with time zone,
    last_success_at timestamp with time zone,
    http_status integer,
    event_count integer,
    error text,
    held_reason text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    importing_since timestamp with time zone,
    import_every_minutes integer DEFAULT 5 NOT NULL,
    next_import_at timestamp with time zone,
    remote_etag text,
    remote_last_modified text,
    last_duration_ms integer,
    last_not_modified boolean DEFAULT false NOT NULL,
    CONSTRAINT calendar_feeds_import_every_minutes_check CHECK (((import_every_minutes >= 5) AND (import_every_minutes <= 1440)))
);

CREATE TABLE cash_openings (
    account_id uuid NOT NULL,
    user_id uuid NOT NULL,
    currency text DEFAULT 'PLN'::text NOT NULL,
    day date NOT NULL,
    amount numeric(12,2) NOT NULL,
    set_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT cash_openings_amount_check CHECK ((amount >= (0)::numeric))
);

CREATE TABLE clients (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    full_name text DEFAULT ''::text NOT NULL,
    email text DEFAULT ''::text NOT NULL,
    phone_number text DEFAULT ''::text NOT NULL,
    address text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    anonymised_at timestamp with time zone
);

CREATE TABLE co_host_apartments (
    user_id uuid NOT NULL,
    apartment_id uuid NOT NULL,
    account_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE cooperation_apartments (
    cooperation_id uuid NOT NULL,
    apartment_id uuid NOT NULL,
    account_id uuid NOT NULL
);

CREATE TABLE cooperation_order_events (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    order_id uuid NOT NULL,
    account_id uuid NOT NULL,
    status text NOT NULL,
    service_at timestamp with time zone NOT NULL,
    actor text NOT NULL,
    user_id uuid,
    note text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
    CONSTRAINT cooperation_order_events_actor_check CHECK ((actor = ANY (ARRAY['user'::text, 'provider'::text, 'system'::text])))
);

CREATE TABLE cooperation_orders (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    cooperation_id uuid NOT NULL,
    apartment_id uuid NOT NULL,
    service_date date NOT NULL,
    service_at timestamp with time zone NOT NULL,
    window_until timestamp with time zone,
    source text NOT NULL,
    reservation_id uuid,
    status text DEFAULT 'planned'::text NOT NULL,
    moved_by_hand boolean DEFAULT false NOT NULL,
    canceled_by_generator boolean DEFAULT false NOT NULL,
    out_of_window boolean DEFAULT false NOT NULL,
    same_day_turnover boolean DEFAULT false NOT NULL,
    price_name text,
    price_amount numeric(10,2),
    price_currency text,
    rejection_reason text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT cooperation_orders_source_check CHECK ((source = ANY (ARRAY['schedule'::text, 'check_out'::text]))),
    CONSTRAINT cooperation_orders_status_check CHECK ((status = ANY (ARRAY['planned'::text, 'in_progress'::text, 'rejected'::text, 'completed'::text, 'canceled'::text])))
);

CREATE TABLE cooperation_reservation_changes (
    apartment_id uuid NOT NULL,
    account_id uuid NOT NULL,
    changed_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE cooperations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    service_provider_id uuid NOT NULL,
    service_performed text NOT NULL,
    message text DEFAULT ''::text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    every_day boolean DEFAULT false NOT NULL,
    after_check_out boolean DEFAULT false NOT NULL,
    day_of_the_week integer,
    number_of_days integer,
    start_date date,
    price_name text,
    price_amount numeric(10,2),
    price_currency text,
    page_token_hash text,
    page_token_expires_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    accepted_at timestamp with time zone,
    ended_at timestamp with time zone,
    CONSTRAINT cooperations_day_of_the_week_check CHECK (((day_of_the_week >= 1) AND (day_of_the_week <= 7))),
    CONSTRAINT cooperations_number_of_days_check CHECK (((number_of_days >= 1) AND (number_of_days <= 21))),
    CONSTRAINT cooperations_service_performed_check CHECK ((service_performed = ANY (ARRAY['cleaning'::text, 'catering'::text, 'washing'::text]))),
    CONSTRAINT cooperations_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'accepted'::text, 'ended'::text])))
);

CREATE TABLE day_prices (
    apartment_id uuid NOT NULL,
    day date NOT NULL,
    account_id uuid NOT NULL,
    price_1_2 numeric(10,2),
    price_3_4 numeric(10,2),
    price_5 numeric(10,2),
    rule_id uuid,
    CONSTRAINT day_prices_price_1_2_check CHECK ((price_1_2 >= (0)::numeric)),
    CONSTRAINT day_prices_price_3_4_check CHECK ((price_3_4 >= (0)::numeric)),
    CONSTRAINT day_prices_price_5_check CHECK ((price_5 >= (0)::numeric))
);

CREATE TABLE direct_booking_challenges (
    signature text NOT NULL,
    used_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE direct_bookings (
    reservation_id uuid NOT NULL,
    account_id uuid NOT NULL,
    site_id uuid NOT NULL,
    language text DEFAULT 'pl'::text NOT NULL,
    prepayment_grosze bigint NOT NULL,
    prepayment_due date NOT NULL,
    vat_invoice boolean DEFAULT false NOT NULL,
    company_name text DEFAULT ''::text NOT NULL,
    nip text DEFAULT ''::text NOT NULL,
    country text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT direct_bookings_language_check CHECK ((language = ANY (ARRAY['pl'::text, 'en'::text]))),
    CONSTRAINT direct_bookings_prepayment_grosze_check CHECK ((prepayment_grosze >= 0))
);

CREATE TABLE direct_site_apartments (
    site_id uuid NOT NULL,
    account_id uuid NOT NULL,
    apartment_id uuid NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    prepayment_percent integer DEFAULT 30 NOT NULL,
    instant boolean DEFAULT true NOT NULL,
    CONSTRAINT direct_site_apartments_prepayment_percent_check CHECK (((prepayment_percent >= 0) AND (prepayment_percent <= 100)))
);

CREATE TABLE direct_sites (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    slug text NOT NULL,
    title text DEFAULT ''::text NOT NULL,
    introduction text DEFAULT ''::text NOT NULL,
    title_en text DEFAULT ''::text NOT NULL,
    introduction_en text DEFAULT ''::text NOT NULL,
    phone text DEFAULT ''::text NOT NULL,
    email text DEFAULT ''::text NOT NULL,
    color text DEFAULT '#1f6f5c'::text NOT NULL,
    languages text[] DEFAULT '{pl}'::text[] NOT NULL,
    published_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT direct_sites_color_check CHECK ((color ~ '^#[0-9a-f]{6}$'::text)),
    CONSTRAINT direct_sites_slug_check CHECK ((slug ~ '^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$'::text))
);

CREATE TABLE guest_link_keys (
    id integer NOT NULL,
    secret text NOT NULL,
    CONSTRAINT guest_link_keys_id_check CHECK ((id = 1))
);

CREATE TABLE guest_links (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    reservation_id uuid NOT NULL,
    token_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE house_rules_acceptances (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    reservation_id uuid NOT NULL,
    version_id uuid NOT NULL,
    guest_name text DEFAULT ''::text NOT NULL,
    source text DEFAULT 'guest_page'::text NOT NULL,
    accepted_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT house_rules_acceptances_source_check CHECK ((source = ANY (ARRAY['guest_page'::text, 'booking_page'::text])))
);

CREATE TABLE house_rules_versions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    accommodation_id uuid NOT NULL,
    version integer NOT NULL,
    body text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT house_rules_versions_version_check CHECK ((version >= 1))
);

CREATE TABLE invoice_counters (
    account_id uuid NOT NULL,
    series text NOT NULL,
    period text NOT NULL,
    last_number integer NOT NULL,
    CONSTRAINT invoice_counters_last_number_check CHECK ((last_number >= 0))
);

CREATE TABLE invoice_ksef (
    invoice_id uuid NOT NULL,
    account_id uuid NOT NULL,
    environment text NOT NULL,
    status text NOT NULL,
    xml text,
    hash text,
    offline_mode text,
    offline_until date,
    session_reference text,
    invoice_reference text,
    ksef_number text,
    accepted_at timestamp with time zone,
    upo text,
    error_code integer,
    error_description text,
    attempts integer DEFAULT 0 NOT NULL,
    last_attempt_at timestamp with time zone,
    next_attempt_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT invoice_ksef_environment_check CHECK ((environment = ANY (ARRAY['TEST'::text, 'DEMO'::text, 'PRD'::text]))),
    CONSTRAINT invoice_ksef_offline_mode_check CHECK ((offline_mode = ANY (ARRAY['offline24'::text, 'offline'::text, 'emergency'::text]))),
    CONSTRAINT invoice_ksef_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'accepted'::text, 'rejected'::text, 'offline'::text])))
);

CREATE TABLE invoice_settings (
    account_id uuid NOT NULL,
    currency text DEFAULT 'PLN'::text NOT NULL,
    vat_rate integer DEFAULT 8 NOT NULL,
    payment_term_days integer DEFAULT 14 NOT NULL,
    place_of_issue text DEFAULT ''::text NOT NULL,
    service_name text DEFAULT 'Usługa noclegowa'::text NOT NULL,
    seller_name text DEFAULT ''::text NOT NULL,
    seller_street text DEFAULT ''::text NOT NULL,
    seller_zip_code text DEFAULT ''::text NOT NULL,
    seller_city text DEFAULT ''::text NOT NULL,
    seller_nip text DEFAULT ''::text NOT NULL,
    numbering_pattern text DEFAULT 'FV/{NR}/{MM}/{RRRR}'::text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    bank_account text DEFAULT ''::text NOT NULL,
    vat_exemption text,
    CONSTRAINT invoice_settings_bank_account_check CHECK (((bank_account = ''::text) OR (bank_account ~ '^PL[0-9]{26}$'::text))),
    CONSTRAINT invoice_settings_currency_check CHECK ((currency = ANY (ARRAY['PLN'::text, 'EUR'::text, 'USD'::text]))),
    CONSTRAINT invoice_settings_payment_term_days_check CHECK ((payment_term_days = ANY (ARRAY[30, 14, 7]))),
    CONSTRAINT invoice_settings_vat_exemption_check CHECK ((vat_exemption = ANY (ARRAY['art113'::text, 'art43'::text]))),
    CONSTRAINT invoice_settings_vat_rate_check CHECK ((vat_rate = ANY (ARRAY[23, 8, 5, 0])))
);

CREATE TABLE invoices (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    kind text DEFAULT 'invoice'::text NOT NULL,
    series text NOT NULL,
    period text NOT NULL,
    seq integer NOT NULL,
    number text NOT NULL,
    reservation_id uuid,
    apartment_id uuid,
    corrected_invoice_id uuid,
    correction_reason text,
    lines_before jsonb,
    issue_date date NOT NULL,
    sale_date date NOT NULL,
    due_date date NOT NULL,
    place_of_issue text DEFAULT ''::text NOT NULL,
    currency text DEFAULT 'PLN'::text NOT NULL,
    payment_method text NOT NULL,
    payment_status text DEFAULT 'unpaid'::text NOT NULL,
    paid_at date,
    seller jsonb NOT NULL,
    buyer_name text NOT NULL,
    buyer_address text DEFAULT ''::text NOT NULL,
    buyer_nip text DEFAULT ''::text NOT NULL,
    buyer_email text DEFAULT ''::text NOT NULL,
    vat_exemption text,
    lines jsonb NOT NULL,
    net_total numeric(14,2) NOT NULL,
    vat_total numeric(14,2) NOT NULL,
    gross_total numeric(14,2) NOT NULL,
    ksef_number text,
    sent_at timestamp with time zone,
    sent_to text,
    exported_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    payments jsonb DEFAULT '[]'::jsonb NOT NULL,
    CONSTRAINT invoices_check CHECK (((kind = 'correction'::text) = (corrected_invoice_id IS NOT NULL))),
    CONSTRAINT invoices_currency_check CHECK ((currency = ANY (ARRAY['PLN'::text, 'EUR'::text, 'USD'::text]))),
    CONSTRAINT invoices_kind_check CHECK ((kind = ANY (ARRAY['invoice'::text, 'correction'::text]))),
    CONSTRAINT invoices_payment_method_check CHECK ((payment_method = ANY (ARRAY['cash'::text, 'transfer'::text]))),
    CONSTRAINT invoices_payment_status_check CHECK ((payment_status = ANY (ARRAY['paid'::text, 'unpaid'::text]))),
    CONSTRAINT invoices_seq_check CHECK ((seq > 0)),
    CONSTRAINT invoices_vat_exemption_check CHECK ((vat_exemption = ANY (ARRAY['art113'::text, 'art43'::text])))
);

CREATE TABLE ksef_cost_invoices (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    ksef_number text NOT NULL,
    invoice_number text NOT NULL,
    seller_nip text NOT NULL,
    seller_name text DEFAULT ''::text NOT NULL,
    issue_date date NOT NULL,
    acquired_at timestamp with time zone NOT NULL,
    net numeric(14,2) NOT NULL,
    vat numeric(14,2) NOT NULL,
    gross numeric(14,2) NOT NULL,
    currency text DEFAULT 'PLN'::text NOT NULL,
    xml text NOT NULL,
    service_provider_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE ksef_settings (
    account_id uuid NOT NULL,
    environment text DEFAULT 'TEST'::text NOT NULL,
    token_encrypted text,
    auto_send boolean DEFAULT true NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    cost_invoices_read_until timestamp with time zone,
    offline_certificate_encrypted text,
    CONSTRAINT ksef_settings_environment_check CHECK ((environment = ANY (ARRAY['TEST'::text, 'DEMO'::text, 'PRD'::text])))
);

CREATE TABLE message_templates (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    name text NOT NULL,
    language text DEFAULT 'pol'::text NOT NULL,
    channel text DEFAULT 'email'::text NOT NULL,
    subject text DEFAULT ''::text NOT NULL,
    body text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    trigger text,
    trigger_days integer,
    trigger_hour integer,
    CONSTRAINT message_templates_channel_check CHECK ((channel = ANY (ARRAY['email'::text, 'sms'::text]))),
    CONSTRAINT message_templates_language_check CHECK ((language = ANY (ARRAY['pol'::text, 'eng'::text, 'rus'::text, 'esp'::text]))),
    CONSTRAINT message_templates_trigger_check CHECK ((trigger = ANY (ARRAY['booking_confirmed'::text, 'before_check_in'::text, 'check_in_day'::text, 'after_check_out'::text, 'cancellation'::text]))),
    CONSTRAINT message_templates_trigger_days_check CHECK (((trigger_days >= 0) AND (trigger_days <= 365))),
    CONSTRAINT message_templates_trigger_hour_check CHECK (((trigger_hour >= 0) AND (trigger_hour <= 23)))
);

CREATE TABLE messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    reservation_id uuid NOT NULL,
    author text NOT NULL,
    author_user_id uuid,
    subject text DEFAULT ''::text NOT NULL,
    body text NOT NULL,
    via text DEFAULT 'app'::text NOT NULL,
    outbox_email_id uuid,
    undeliverable text,
    read_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
    CONSTRAINT messages_author_check CHECK ((author = ANY (ARRAY['host'::text, 'guest'::text, 'automated'::text]))),
    CONSTRAINT messages_body_check CHECK (((length(body) >= 1) AND (length(body) <= 10000))),
    CONSTRAINT messages_via_check CHECK ((via = ANY (ARRAY['app'::text, 'page'::text, 'email'::text])))
);

CREATE TABLE notification_preferences (
    user_id uuid NOT NULL,
    account_id uuid NOT NULL,
    kind text NOT NULL,
    channel text NOT NULL,
    CONSTRAINT notification_preferences_channel_check CHECK ((channel = ANY (ARRAY['app'::text, 'email'::text, 'off'::text])))
);

CREATE TABLE notifications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    title text NOT NULL,
    body text DEFAULT ''::text NOT NULL,
    link text,
    read_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    user_id uuid NOT NULL,
    kind text DEFAULT 'reservation_created'::text NOT NULL
);

CREATE TABLE online_check_in_reminders (
    reservation_id uuid NOT NULL,
    account_id uuid NOT NULL,
    message_id uuid,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE online_check_ins (
    reservation_id uuid NOT NULL,
    account_id uuid NOT NULL,
    arrival_time time without time zone NOT NULL,
    guests jsonb NOT NULL,
    company jsonb,
    filled_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE outbox_attachments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    email_id uuid NOT NULL,
    filename text NOT NULL,
    content_type text NOT NULL,
    content bytea NOT NULL
);

CREATE TABLE outbox_emails (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid,
    to_address text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text,
    kind text DEFAULT 'generic'::text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    reply_to text,
    attempt_open boolean DEFAULT false NOT NULL,
    interrupted_attempts integer DEFAULT 0 NOT NULL,
    CONSTRAINT outbox_emails_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text, 'logged'::text])))
);

CREATE TABLE owner_agreement_terms (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    agreement_id uuid NOT NULL,
    valid_from date NOT NULL,
    commission_basis_points integer NOT NULL,
    commission_base text NOT NULL,
    monthly_fee_grosze bigint DEFAULT 0 NOT NULL,
    owner_bears text[] DEFAULT '{}'::text[] NOT NULL,
    tourist_tax_passes boolean DEFAULT false NOT NULL,
    statement_basis text DEFAULT 'ended'::text NOT NULL,
    statement_day integer DEFAULT 1 NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT owner_agreement_terms_commission_base_check CHECK ((commission_base = ANY (ARRAY['nights'::text, 'nights_and_fees'::text]))),
    CONSTRAINT owner_agreement_terms_commission_basis_points_check CHECK (((commission_basis_points >= 0) AND (commission_basis_points <= 10000))),
    CONSTRAINT owner_agreement_terms_monthly_fee_grosze_check CHECK ((monthly_fee_grosze >= 0)),
    CONSTRAINT owner_agreement_terms_statement_basis_check CHECK ((statement_basis = ANY (ARRAY['ended'::text, 'nights'::text]))),
    CONSTRAINT owner_agreement_terms_statement_day_check CHECK (((statement_day >= 1) AND (statement_day <= 28)))
);

CREATE TABLE owner_agreements (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    owner_id uuid NOT NULL,
    apartment_id uuid NOT NULL,
    starts_on date NOT NULL,
    ends_on date,
    days daterange GENERATED ALWAYS AS (daterange(starts_on, ends_on, '[]'::text)) STORED,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT owner_agreements_check CHECK (((ends_on IS NULL) OR (ends_on >= starts_on)))
);

CREATE TABLE owner_statements (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    owner_id uuid NOT NULL,
    month date NOT NULL,
    sequence integer DEFAULT 1 NOT NULL,
    corrects_id uuid,
    status text DEFAULT 'draft'::text NOT NULL,
    content jsonb NOT NULL,
    revenue_grosze bigint NOT NULL,
    commission_grosze bigint NOT NULL,
    costs_grosze bigint NOT NULL,
    balance_grosze bigint NOT NULL,
    due_grosze bigint NOT NULL,
    approved_at timestamp with time zone,
    approved_by uuid,
    paid_at timestamp with time zone,
    sent_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT owner_statements_month_check CHECK ((EXTRACT(day FROM month) = (1)::numeric)),
    CONSTRAINT owner_statements_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'approved'::text, 'paid'::text])))
);

CREATE TABLE prepayment_notices (
    account_id uuid NOT NULL,
    reservation_id uuid NOT NULL,
    kind text NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT prepayment_notices_kind_check CHECK ((kind = ANY (ARRAY['reminder'::text, 'cancelled'::text])))
);

CREATE TABLE price_rules (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    name text NOT NULL,
    color text DEFAULT 'blue'::text NOT NULL,
    last_minute boolean DEFAULT false NOT NULL,
    last_minute_discount integer DEFAULT 0 NOT NULL,
    last_minute_days integer DEFAULT 5 NOT NULL,
    first_minute boolean DEFAULT false NOT NULL,
    first_minute_discount integer DEFAULT 0 NOT NULL,
    first_minute_days integer DEFAULT 60 NOT NULL,
    stay_longer boolean DEFAULT false NOT NULL,
    stay_longer_discount integer DEFAULT 0 NOT NULL,
    stay_longer_weeks integer DEFAULT 1 NOT NULL,
    gap_day boolean DEFAULT false NOT NULL,
    gap_day_discount integer DEFAULT 0 NOT NULL,
    capacity_days integer,
    child integer,
    teen integer,
    weekdays jsonb DEFAULT '{}'::jsonb NOT NULL,
    stay_limits_min integer DEFAULT 1 NOT NULL,
    stay_limits_max integer DEFAULT 30 NOT NULL,
    cancellation text DEFAULT 'flexible'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT price_rules_cancellation_check CHECK ((cancellation = ANY (ARRAY['flexible'::text, 'mediumStrict'::text, 'strict'::text, 'veryStrict30'::text, 'veryStrict60'::text, 'veryStrict'::text, 'longterm'::text]))),
    CONSTRAINT price_rules_capacity_days_check CHECK (((capacity_days >= 1) AND (capacity_days <= 1095))),
    CONSTRAINT price_rules_check CHECK ((stay_limits_min <= stay_limits_max)),
    CONSTRAINT price_rules_child_check CHECK (((child >= 0) AND (child <= 17))),
    CONSTRAINT price_rules_color_check CHECK ((color = ANY (ARRAY['red'::text, 'orange'::text, 'yellow'::text, 'green'::text, 'teal'::text, 'blue'::text, 'cyan'::text, 'purple'::text, 'pink'::text]))),
    CONSTRAINT price_rules_first_minute_days_check CHECK (((first_minute_days >= 1) AND (first_minute_days <= 730))),
    CONSTRAINT price_rules_first_minute_discount_check CHECK (((first_minute_discount >= 0) AND (first_minute_discount <= 100))),
    CONSTRAINT price_rules_gap_day_discount_check CHECK (((gap_day_discount >= 0) AND (gap_day_discount <= 100))),
    CONSTRAINT price_rules_last_minute_days_check CHECK ((last_minute_days = ANY (ARRAY[3, 4, 5]))),
    CONSTRAINT price_rules_last_minute_discount_check CHECK (((last_minute_discount >= 0) AND (last_minute_discount <= 100))),
    CONSTRAINT price_rules_stay_limits_max_check CHECK (((stay_limits_max >= 1) AND (stay_limits_max <= 365))),
    CONSTRAINT price_rules_stay_limits_min_check CHECK (((stay_limits_min >= 1) AND (stay_limits_min <= 365))),
    CONSTRAINT price_rules_stay_longer_discount_check CHECK (((stay_longer_discount >= 0) AND (stay_longer_discount <= 100))),
    CONSTRAINT price_rules_stay_longer_weeks_check CHECK ((stay_longer_weeks = ANY (ARRAY[1, 2, 3]))),
    CONSTRAINT price_rules_teen_check CHECK (((teen >= 0) AND (teen <= 17)))
);

CREATE TABLE privacy_log (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    action text NOT NULL,
    client_id uuid,
    user_id uuid,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT privacy_log_action_check CHECK ((action = ANY (ARRAY['retention'::text, 'guest_export'::text, 'guest_erasure'::text, 'account_export'::text])))
);

CREATE TABLE report_month_sources (
    apartment_id uuid NOT NULL,
    month date NOT NULL,
    source text NOT NULL,
    account_id uuid NOT NULL,
    reservations integer DEFAULT 0 NOT NULL
);

CREATE TABLE report_months (
    apartment_id uuid NOT NULL,
    month date NOT NULL,
    account_id uuid NOT NULL,
    reservations integer DEFAULT 0 NOT NULL,
    cancellations integer DEFAULT 0 NOT NULL,
    nights_sold integer DEFAULT 0 NOT NULL,
    nights_occupied integer DEFAULT 0 NOT NULL,
    nights_blocked integer DEFAULT 0 NOT NULL,
    revenue numeric DEFAULT 0 NOT NULL,
    weekday_nights integer[] DEFAULT '{0,0,0,0,0,0,0}'::integer[] NOT NULL,
    weekday_revenue numeric[] DEFAULT '{0,0,0,0,0,0,0}'::numeric[] NOT NULL,
    other_revenue numeric DEFAULT 0 NOT NULL
);

CREATE TABLE reservation_changes (
    id bigint NOT NULL,
    account_id uuid NOT NULL,
    reservation_id uuid NOT NULL,
    user_id uuid,
    action text NOT NULL,
    changes jsonb DEFAULT '{}'::jsonb NOT NULL,
    changed_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
    CONSTRAINT reservation_changes_action_check CHECK ((action = ANY (ARRAY['created'::text, 'updated'::text, 'payment_added'::text, 'payment_removed'::text, 'payment_requested'::text, 'refund_added'::text, 'refund_removed'::text, 'security_deposit_added'::text, 'security_deposit_removed'::text, 'security_deposit_return_added'::text, 'security_deposit_return_removed'::text])))
);

ALTER TABLE reservation_changes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME reservation_changes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE reservation_payments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    reservation_id uuid NOT NULL,
    paid_on date NOT NULL,
    amount numeric(12,2) NOT NULL,
    method text NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    kind text DEFAULT 'payment'::text NOT NULL,
    CONSTRAINT reservation_payments_amount_check CHECK ((amount > (0)::numeric)),
    CONSTRAINT reservation_payments_kind_check CHECK ((kind = ANY (ARRAY['payment'::text, 'refund'::text, 'security_deposit'::text, 'security_deposit_return'::text]))),
    CONSTRAINT reservation_payments_method_check CHECK ((method = ANY (ARRAY['cash'::text, 'transfer'::text, 'card'::text])))
);

CREATE TABLE reviews (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    apartment_id uuid NOT NULL,
    reservation_id uuid,
    source text DEFAULT 'guest_page'::text NOT NULL,
    guest_name text DEFAULT ''::text NOT NULL,
    stay_from date,
    stay_to date,
    reviewed_on date DEFAULT CURRENT_DATE NOT NULL,
    rating integer NOT NULL,
    cleanliness integer,
    location integer,
    communication integer,
    check_in integer,
    value integer,
    pros text DEFAULT ''::text NOT NULL,
    cons text DEFAULT ''::text NOT NULL,
    reply text,
    replied_at timestamp with time zone,
    blocked_at timestamp with time zone,
    block_reason text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT reviews_check_in_check CHECK (((check_in >= 1) AND (check_in <= 5))),
    CONSTRAINT reviews_cleanliness_check CHECK (((cleanliness >= 1) AND (cleanliness <= 5))),
    CONSTRAINT reviews_communication_check CHECK (((communication >= 1) AND (communication <= 5))),
    CONSTRAINT reviews_location_check CHECK (((location >= 1) AND (location <= 5))),
    CONSTRAINT reviews_rating_check CHECK (((rating >= 1) AND (rating <= 5))),
    CONSTRAINT reviews_source_check CHECK ((source = ANY (ARRAY['guest_page'::text, 'booking'::text, 'airbnb'::text, 'google'::text, 'phone'::text, 'other'::text]))),
    CONSTRAINT reviews_value_check CHECK (((value >= 1) AND (value <= 5)))
);

CREATE TABLE scheduled_messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    reservation_id uuid NOT NULL,
    template_name text NOT NULL,
    trigger text NOT NULL,
    send_at timestamp with time zone NOT NULL,
    status text DEFAULT 'scheduled'::text NOT NULL,
    subject text,
    body text,
    message_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    send_at_by_host boolean DEFAULT false NOT NULL,
    CONSTRAINT scheduled_messages_status_check CHECK ((status = ANY (ARRAY['scheduled'::text, 'sent'::text, 'skipped'::text, 'canceled'::text])))
);

CREATE TABLE schema_migrations (
    name text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE service_provider_logos (
    service_provider_id uuid NOT NULL,
    account_id uuid NOT NULL,
    content_type text NOT NULL,
    data bytea NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE service_provider_prices (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    service_provider_id uuid NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    name text NOT NULL,
    gross_amount numeric(10,2) NOT NULL,
    currency text DEFAULT 'PLN'::text NOT NULL,
    duration_minutes integer,
    CONSTRAINT service_provider_prices_currency_check CHECK ((currency = ANY (ARRAY['PLN'::text, 'EUR'::text, 'GBP'::text, 'USD'::text]))),
    CONSTRAINT service_provider_prices_duration_minutes_check CHECK (((duration_minutes >= 1) AND (duration_minutes <= 1440))),
    CONSTRAINT service_provider_prices_gross_amount_check CHECK ((gross_amount >= (0)::numeric))
);

CREATE TABLE service_providers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    provider_type text DEFAULT 'company'::text NOT NULL,
    name text DEFAULT ''::text NOT NULL,
    email text DEFAULT ''::text NOT NULL,
    phone_number text DEFAULT ''::text NOT NULL,
    street text DEFAULT ''::text NOT NULL,
    house_number text DEFAULT ''::text NOT NULL,
    flat_number text DEFAULT ''::text NOT NULL,
    postal_code text DEFAULT ''::text NOT NULL,
    city text DEFAULT ''::text NOT NULL,
    nip text DEFAULT ''::text NOT NULL,
    first_name text DEFAULT ''::text NOT NULL,
    last_name text DEFAULT ''::text NOT NULL,
    services_performed text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT service_providers_provider_type_check CHECK ((provider_type = ANY (ARRAY['company'::text, 'private_person'::text])))
);

CREATE TABLE sessions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    token_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_seen_at timestamp with time zone DEFAULT now() NOT NULL,
    revoked_at timestamp with time zone
);

CREATE TABLE stored_files (
    key text NOT NULL,
    account_id uuid,
    content_type text NOT NULL,
    size_bytes integer NOT NULL,
    data bytea NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE subscriptions (
    account_id uuid NOT NULL,
    valid_until date NOT NULL,
    price_per_apartment numeric(10,2) DEFAULT 29.00 NOT NULL,
    currency text DEFAULT 'PLN'::text NOT NULL
);

CREATE TABLE transfer_settings (
    account_id uuid NOT NULL,
    prepayment_percent integer DEFAULT 30 NOT NULL,
    due_days integer DEFAULT 3 NOT NULL,
    cancel_unpaid boolean DEFAULT false NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT transfer_settings_due_days_check CHECK (((due_days >= 1) AND (due_days <= 30))),
    CONSTRAINT transfer_settings_prepayment_percent_check CHECK (((prepayment_percent >= 0) AND (prepayment_percent <= 100)))
);

CREATE TABLE user_tokens (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    kind text NOT NULL,
    token_hash text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_tokens_kind_check CHECK ((kind = ANY (ARRAY['reset'::text, 'invitation'::text, 'registration'::text])))
);

CREATE TABLE users (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    email text NOT NULL,
    password_hash text,
    first_name text DEFAULT ''::text NOT NULL,
    last_name text DEFAULT ''::text NOT NULL,
    phone_number text DEFAULT ''::text NOT NULL,
    owner boolean DEFAULT false NOT NULL,
    permissions text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE webhook_attempts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    delivery_id uuid NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    status_code integer,
    duration_ms integer NOT NULL,
    error text
);

CREATE TABLE webhook_deliveries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    subscription_id uuid NOT NULL,
    event text NOT NULL,
    payload jsonb NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    last_status_code integer,
    last_duration_ms integer,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    delivered_at timestamp with time zone,
    CONSTRAINT webhook_deliveries_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'delivered'::text, 'failed'::text])))
);

CREATE TABLE webhook_subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    url text NOT NULL,
    secret text NOT NULL,
    events text[] NOT NULL,
    active boolean DEFAULT true NOT NULL,
    flagged_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE ONLY calendar_export_reads ALTER COLUMN id SET DEFAULT nextval('calendar_export_reads_id_seq'::regclass);

ALTER TABLE ONLY accommodations
    ADD CONSTRAINT accommodations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY accounts
    ADD CONSTRAINT accounts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY apartment_costs
    ADD CONSTRAINT apartment_costs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY apartment_images
    ADD CONSTRAINT apartment_images_pkey PRIMARY KEY (id);

ALTER TABLE ONLY apartment_owners
    ADD CONSTRAINT apartment_owners_pkey PRIMARY KEY (id);

ALTER TABLE ONLY apartment_prices
    ADD CONSTRAINT apartment_prices_pkey PRIMARY KEY (id);

ALTER TABLE ONLY apartments
    ADD CONSTRAINT apartments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY api_tokens
    ADD CONSTRAINT api_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY api_tokens
    ADD CONSTRAINT api_tokens_token_hash_key UNIQUE (token_hash);

ALTER TABLE ONLY bank_statements
    ADD CONSTRAINT bank_statements_pkey PRIMARY KEY (id);

ALTER TABLE ONLY bank_transactions
    ADD CONSTRAINT bank_transactions_account_id_bank_key_key UNIQUE (account_id, bank_key);

ALTER TABLE ONLY bank_transactions
    ADD CONSTRAINT bank_transactions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY calendar_export_addresses
    ADD CONSTRAINT calendar_export_addresses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY calendar_export_reads
    ADD CONSTRAINT calendar_export_reads_pkey PRIMARY KEY (id);

ALTER TABLE ONLY calendar_feed_events
    ADD CONSTRAINT calendar_feed_events_pkey PRIMARY KEY (feed_id, uid);

ALTER TABLE ONLY calendar_feeds
    ADD CONSTRAINT calendar_feeds_apartment_id_url_key UNIQUE (apartment_id, url);

ALTER TABLE ONLY calendar_feeds
    ADD CONSTRAINT calendar_feeds_pkey PRIMARY KEY (id);

ALTER TABLE ONLY cash_openings
    ADD CONSTRAINT cash_openings_pkey PRIMARY KEY (user_id, currency, day);

ALTER TABLE ONLY clients
    ADD CONSTRAINT clients_pkey PRIMARY KEY (id);

ALTER TABLE ONLY co_host_apartments
    ADD CONSTRAINT co_host_apartments_pkey PRIMARY KEY (user_id, apartment_id);

ALTER TABLE ONLY cooperation_apartments
    ADD CONSTRAINT cooperation_apartments_pkey PRIMARY KEY (cooperation_id, apartment_id);

ALTER TABLE ONLY cooperation_order_events
    ADD CONSTRAINT cooperation_order_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY cooperation_orders
    ADD CONSTRAINT cooperation_orders_pkey PRIMARY KEY (id);

ALTER TABLE ONLY cooperation_orders
    ADD CONSTRAINT cooperation_orders_slot_key UNIQUE (cooperation_id, apartment_id, service_date);

ALTER TABLE ONLY cooperation_reservation_changes
    ADD CONSTRAINT cooperation_reservation_changes_pkey PRIMARY KEY (apartment_id);

ALTER TABLE ONLY cooperations
    ADD CONSTRAINT cooperations_page_token_hash_key UNIQUE (page_token_hash);

ALTER TABLE ONLY cooperations
    ADD CONSTRAINT cooperations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY day_prices
    ADD CONSTRAINT day_prices_pkey PRIMARY KEY (apartment_id, day);

ALTER TABLE ONLY direct_booking_challenges
    ADD CONSTRAINT direct_booking_challenges_pkey PRIMARY KEY (signature);

ALTER TABLE ONLY direct_bookings
    ADD CONSTRAINT direct_bookings_pkey PRIMARY KEY (reservation_id);

ALTER TABLE ONLY direct_site_apartments
    ADD CONSTRAINT direct_site_apartments_pkey PRIMARY KEY (site_id, apartment_id);

ALTER TABLE ONLY direct_sites
    ADD CONSTRAINT direct_sites_account_id_key UNIQUE (account_id);

ALTER TABLE ONLY direct_sites
    ADD CONSTRAINT direct_sites_pkey PRIMARY KEY (id);

ALTER TABLE ONLY direct_sites
    ADD CONSTRAINT direct_sites_slug_key UNIQUE (slug);

ALTER TABLE ONLY guest_link_keys
    ADD CONSTRAINT guest_link_keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY guest_links
    ADD CONSTRAINT guest_links_pkey PRIMARY KEY (id);

ALTER TABLE ONLY guest_links
    ADD CONSTRAINT guest_links_reservation_id_key UNIQUE (reservation_id);

ALTER TABLE ONLY guest_links
    ADD CONSTRAINT guest_links_token_hash_key UNIQUE (token_hash);

ALTER TABLE ONLY house_rules_acceptances
    ADD CONSTRAINT house_rules_acceptances_pkey PRIMARY KEY (id);

ALTER TABLE ONLY house_rules_versions
    ADD CONSTRAINT house_rules_versions_accommodation_id_version_key UNIQUE (accommodation_id, version);

ALTER TABLE ONLY house_rules_versions
    ADD CONSTRAINT house_rules_versions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY invoice_counters
    ADD CONSTRAINT invoice_counters_pkey PRIMARY KEY (account_id, series, period);

ALTER TABLE ONLY invoice_ksef
    ADD CONSTRAINT invoice_ksef_pkey PRIMARY KEY (invoice_id);

ALTER TABLE ONLY invoice_settings
    ADD CONSTRAINT invoice_settings_pkey PRIMARY KEY (account_id);

ALTER TABLE ONLY invoices
    ADD CONSTRAINT invoices_account_id_number_key UNIQUE (account_id, number);

ALTER TABLE ONLY invoices
    ADD CONSTRAINT invoices_account_id_series_period_seq_key UNIQUE (account_id, series, period, seq);

ALTER TABLE ONLY invoices
    ADD CONSTRAINT invoices_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ksef_cost_invoices
    ADD CONSTRAINT ksef_cost_invoices_account_id_ksef_number_key UNIQUE (account_id, ksef_number);

ALTER TABLE ONLY ksef_cost_invoices
    ADD CONSTRAINT ksef_cost_invoices_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ksef_settings
    ADD CONSTRAINT ksef_settings_pkey PRIMARY KEY (account_id);

ALTER TABLE ONLY message_templates
    ADD CONSTRAINT message_templates_pkey PRIMARY KEY (id);

ALTER TABLE ONLY messages
    ADD CONSTRAINT messages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY notification_preferences
    ADD CONSTRAINT notification_preferences_pkey PRIMARY KEY (user_id, kind);

ALTER TABLE ONLY notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY online_check_in_reminders
    ADD CONSTRAINT online_check_in_reminders_pkey PRIMARY KEY (reservation_id);

ALTER TABLE ONLY online_check_ins
    ADD CONSTRAINT online_check_ins_pkey PRIMARY KEY (reservation_id);

ALTER TABLE ONLY outbox_attachments
    ADD CONSTRAINT outbox_attachments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY outbox_emails
    ADD CONSTRAINT outbox_emails_pkey PRIMARY KEY (id);

ALTER TABLE ONLY owner_agreement_terms
    ADD CONSTRAINT owner_agreement_terms_agreement_id_valid_from_key UNIQUE (agreement_id, valid_from);

ALTER TABLE ONLY owner_agreement_terms
    ADD CONSTRAINT owner_agreement_terms_pkey PRIMARY KEY (id);

ALTER TABLE ONLY owner_agreements
    ADD CONSTRAINT owner_agreements_one_owner EXCLUDE USING gist (apartment_id WITH =, days WITH &&);

ALTER TABLE ONLY owner_agreements
    ADD CONSTRAINT owner_agreements_pkey PRIMARY KEY (id);

ALTER TABLE ONLY owner_statements
    ADD CONSTRAINT owner_statements_owner_id_month_sequence_key UNIQUE (owner_id, month, sequence);

ALTER TABLE ONLY owner_statements
    ADD CONSTRAINT owner_statements_pkey PRIMARY KEY (id);

ALTER TABLE ONLY prepayment_notices
    ADD CONSTRAINT prepayment_notices_pkey PRIMARY KEY (reservation_id, kind);

ALTER TABLE ONLY price_rules
    ADD CONSTRAINT price_rules_pkey PRIMARY KEY (id);

ALTER TABLE ONLY privacy_log
    ADD CONSTRAINT privacy_log_pkey PRIMARY KEY (id);

ALTER TABLE ONLY report_month_sources
    ADD CONSTRAINT report_month_sources_pkey PRIMARY KEY (apartment_id, month, source);

ALTER TABLE ONLY report_months
    ADD CONSTRAINT report_months_pkey PRIMARY KEY (apartment_id, month);

ALTER TABLE ONLY reservation_changes
    ADD CONSTRAINT reservation_changes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY reservation_payments
    ADD CONSTRAINT reservation_payments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY reservations
    ADD CONSTRAINT reservations_no_overlap EXCLUDE USING gist (apartment_id WITH =, stay WITH &&) WHERE ((status <> ALL (ARRAY['canceled'::text, 'no_show'::text])));

ALTER TABLE ONLY reservations
    ADD CONSTRAINT reservations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY reviews
    ADD CONSTRAINT reviews_pkey PRIMARY KEY (id);

ALTER TABLE ONLY reviews
    ADD CONSTRAINT reviews_reservation_id_key UNIQUE (reservation_id);

ALTER TABLE ONLY scheduled_messages
    ADD CONSTRAINT scheduled_messages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (name);

ALTER TABLE ONLY service_provider_logos
    ADD CONSTRAINT service_provider_logos_pkey PRIMARY KEY (service_provider_id);

ALTER TABLE ONLY service_provider_prices
    ADD CONSTRAINT service_provider_prices_pkey PRIMARY KEY (id);

ALTER TABLE ONLY service_providers
    ADD CONSTRAINT service_providers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sessions
    ADD CONSTRAINT sessions_token_hash_key UNIQUE (token_hash);

ALTER TABLE ONLY stored_files
    ADD CONSTRAINT stored_files_pkey PRIMARY KEY (key);

ALTER TABLE ONLY subscriptions
    ADD CONSTRAINT subscriptions_pkey PRIMARY KEY (account_id);

ALTER TABLE ONLY transfer_settings
    ADD CONSTRAINT transfer_settings_pkey PRIMARY KEY (account_id);

ALTER TABLE ONLY user_tokens
    ADD CONSTRAINT user_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY user_tokens
    ADD CONSTRAINT user_tokens_token_hash_key UNIQUE (token_hash);

ALTER TABLE ONLY users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY webhook_attempts
    ADD CONSTRAINT webhook_attempts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY webhook_deliveries
    ADD CONSTRAINT webhook_deliveries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY webhook_subscriptions
    ADD CONSTRAINT webhook_subscriptions_pkey PRIMARY KEY (id);

CREATE INDEX accommodations_account_idx ON accommodations USING btree (account_id, status);

CREATE INDEX apartment_costs_account ON apartment_costs USING btree (account_id, apartment_id, cost_date);

CREATE INDEX apartment_images_apartment_idx ON apartment_images USING btree (apartment_id, "position");

CREATE INDEX apartment_owners_account ON apartment_owners USING btree (account_id, lower(((company_name || last_name) || first_name)));

CREATE INDEX apartment_prices_apartment_idx ON apartment_prices USING btree (apartment_id, guest_count);

CREATE INDEX apartments_account_idx ON apartments USING btree (account_id, accommodation_id, "position");

CREATE INDEX apartments_account_name_idx ON apartments USING btree (account_id, name);

CREATE UNIQUE INDEX apartments_account_name_key ON apartments USING btree (account_id, lower(name)) WHERE ((archived_at IS NULL) AND (name <> ''::text));

CREATE UNIQUE INDEX apartments_ical_token_idx ON apartments USING btree (ical_token);

CREATE INDEX api_tokens_account ON api_tokens USING btree (account_id, created_at DESC);

CREATE INDEX bank_statements_account ON bank_statements USING btree (account_id, imported_at DESC);

CREATE INDEX bank_transactions_review ON bank_transactions USING btree (account_id, status, booked_on DESC);

CREATE INDEX calendar_export_addresses_account_idx ON calendar_export_addresses USING btree (account_id);

CREATE UNIQUE INDEX calendar_export_addresses_key ON calendar_export_addresses USING btree (apartment_id, COALESCE(feed_id, '00000000-0000-0000-0000-000000000000'::uuid));

CREATE INDEX calendar_export_reads_account_idx ON calendar_export_reads USING btree (account_id, read_at);

CREATE INDEX calendar_export_reads_address_idx ON calendar_export_reads USING btree (address_id, read_at);

CREATE INDEX calendar_feed_events_conflicts_idx ON calendar_feed_events USING btree (account_id, apartment_id) WHERE (conflict_reservation_id IS NOT NULL);

CREATE INDEX calendar_feeds_account_idx ON calendar_feeds USING btree (account_id, apartment_id);

CREATE INDEX calendar_feeds_next_import_idx ON calendar_feeds USING btree (next_import_at);

CREATE INDEX cash_openings_account_idx ON cash_openings USING btree (account_id, day);

CREATE INDEX clients_account_email_idx ON clients USING btree (account_id, lower(email));

CREATE INDEX clients_account_name_idx ON clients USING btree (account_id, lower(full_name));

CREATE INDEX clients_account_phone_idx ON clients USING btree (account_id, phone_number);

CREATE INDEX clients_account_phone_key_idx ON clients USING btree (account_id, "right"(regexp_replace(phone_number, '\D'::text, ''::text, 'g'::text), 9));

CREATE INDEX co_host_apartments_account_idx ON co_host_apartments USING btree (account_id, apartment_id);

CREATE INDEX cooperation_apartments_apartment_idx ON cooperation_apartments USING btree (apartment_id);

CREATE INDEX cooperation_order_events_order_idx ON cooperation_order_events USING btree (order_id, created_at);

CREATE INDEX cooperation_orders_account_at_idx ON cooperation_orders USING btree (account_id, service_at);

CREATE INDEX cooperation_orders_apartment_idx ON cooperation_orders USING btree (apartment_id, service_at);

CREATE INDEX cooperations_account_idx ON cooperations USING btree (account_id, service_provider_id);

CREATE UNIQUE INDEX cooperations_live_key ON cooperations USING btree (service_provider_id, service_performed) WHERE (status <> 'ended'::text);

CREATE INDEX day_prices_rule_idx ON day_prices USING btree (rule_id, day) WHERE (rule_id IS NOT NULL);

CREATE INDEX direct_bookings_account ON direct_bookings USING btree (account_id, prepayment_due);

CREATE INDEX direct_site_apartments_apartment ON direct_site_apartments USING btree (apartment_id);

CREATE INDEX house_rules_acceptances_reservation ON house_rules_acceptances USING btree (reservation_id);

CREATE UNIQUE INDEX invoice_ksef_accepted_hash ON invoice_ksef USING btree (account_id, hash) WHERE (status = 'accepted'::text);

CREATE INDEX invoice_ksef_account_status ON invoice_ksef USING btree (account_id, status);

CREATE INDEX invoices_account_issue_idx ON invoices USING btree (account_id, issue_date DESC);

CREATE INDEX invoices_corrected_idx ON invoices USING btree (corrected_invoice_id);

CREATE INDEX invoices_reservation_idx ON invoices USING btree (reservation_id);

CREATE INDEX ksef_cost_invoices_account_issue ON ksef_cost_invoices USING btree (account_id, issue_date DESC);

CREATE INDEX message_templates_account_idx ON message_templates USING btree (account_id, created_at);

CREATE UNIQUE INDEX message_templates_name_idx ON message_templates USING btree (account_id, lower(name), language);

CREATE INDEX messages_account_recent_idx ON messages USING btree (account_id, created_at DESC);

CREATE INDEX messages_reservation_idx ON messages USING btree (reservation_id, created_at);

CREATE INDEX messages_unread_idx ON messages USING btree (account_id) WHERE ((author = 'guest'::text) AND (read_at IS NULL));

CREATE INDEX notifications_user_idx ON notifications USING btree (user_id, created_at DESC);

CREATE INDEX notifications_user_unread_idx ON notifications USING btree (user_id) WHERE (read_at IS NULL);

CREATE INDEX outbox_attachments_email_idx ON outbox_attachments USING btree (email_id);

CREATE INDEX outbox_created_idx ON outbox_emails USING btree (created_at DESC);

CREATE INDEX outbox_pending_idx ON outbox_emails USING btree (status, next_attempt_at);

CREATE INDEX owner_agreement_terms_account ON owner_agreement_terms USING btree (account_id);

CREATE INDEX owner_agreements_owner ON owner_agreements USING btree (account_id, owner_id);

CREATE INDEX owner_statements_account ON owner_statements USING btree (account_id, month);

CREATE UNIQUE INDEX owner_statements_one_draft ON owner_statements USING btree (owner_id, month) WHERE (status = 'draft'::text);

CREATE INDEX prepayment_notices_account ON prepayment_notices USING btree (account_id);

CREATE INDEX price_rules_account_idx ON price_rules USING btree (account_id, name);

CREATE INDEX privacy_log_account ON privacy_log USING btree (account_id, created_at DESC);

CREATE INDEX report_months_account ON report_months USING btree (account_id, month);

CREATE INDEX reservation_changes_reservation_idx ON reservation_changes USING btree (reservation_id, changed_at);

CREATE INDEX reservation_payments_account_idx ON reservation_payments USING btree (account_id);

CREATE INDEX reservation_payments_paid_on_idx ON reservation_payments USING btree (account_id, paid_on);

CREATE INDEX reservation_payments_reservation_idx ON reservation_payments USING btree (reservation_id, paid_on);

CREATE INDEX reservations_account_created_idx ON reservations USING btree (account_id, created_at);

CREATE INDEX reservations_account_from_idx ON reservations USING btree (account_id, from_date);

CREATE INDEX reservations_account_stay_idx ON reservations USING gist (account_id, stay);

CREATE INDEX reservations_apartment_from_idx ON reservations USING btree (apartment_id, from_date);

CREATE INDEX reservations_client_idx ON reservations USING btree (client_id);

CREATE INDEX reservations_full_name_trgm_idx ON reservations USING gin (full_name public.gin_trgm_ops);

CREATE INDEX reservations_guest_address_trgm_idx ON reservations USING gin (guest_address public.gin_trgm_ops);

CREATE INDEX reservations_list_created_idx ON reservations USING btree (account_id, created_at, id) WHERE (kind = 'reservation'::text);

CREATE INDEX reservations_list_from_idx ON reservations USING btree (account_id, from_date, id) WHERE (kind = 'reservation'::text);

CREATE INDEX reservations_list_name_idx ON reservations USING btree (account_id, full_name, id) WHERE (kind = 'reservation'::text);

CREATE INDEX reservations_list_nights_idx ON reservations USING btree (account_id, ((to_date - from_date)), id);

CREATE INDEX reservations_list_price_idx ON reservations USING btree (account_id, price_per_night, id) WHERE (kind = 'reservation'::text);

CREATE INDEX reservations_list_to_idx ON reservations USING btree (account_id, to_date, id) WHERE (kind = 'reservation'::text);

CREATE INDEX reservations_list_total_idx ON reservations USING btree (account_id, total_price, id) WHERE (kind = 'reservation'::text);

CREATE INDEX reviews_account_idx ON reviews USING btree (account_id, reviewed_on DESC);

CREATE INDEX reviews_apartment_idx ON reviews USING btree (apartment_id);

CREATE INDEX scheduled_messages_due_idx ON scheduled_messages USING btree (send_at) WHERE (status = 'scheduled'::text);

CREATE UNIQUE INDEX scheduled_messages_once_idx ON scheduled_messages USING btree (reservation_id, lower(template_name));

CREATE INDEX service_provider_prices_provider_idx ON service_provider_prices USING btree (service_provider_id, "position");

CREATE INDEX service_providers_account_idx ON service_providers USING btree (account_id, lower(city), lower(name));

CREATE INDEX sessions_user_idx ON sessions USING btree (user_id);

CREATE INDEX stored_files_account_idx ON stored_files USING btree (account_id);

CREATE INDEX user_tokens_user_idx ON user_tokens USING btree (user_id);

CREATE INDEX users_account_idx ON users USING btree (account_id);

CREATE UNIQUE INDEX users_email_key ON users USING btree (lower(email));

CREATE INDEX webhook_attempts_delivery ON webhook_attempts USING btree (delivery_id, started_at);

CREATE INDEX webhook_deliveries_due ON webhook_deliveries USING btree (next_attempt_at) WHERE (status = 'pending'::text);

CREATE INDEX webhook_deliveries_subscription ON webhook_deliveries USING btree (subscription_id, created_at DESC);

CREATE INDEX webhook_subscriptions_account ON webhook_subscriptions USING btree (account_id, created_at);

CREATE STATISTICS reservations_source_lower ON lower(source) FROM reservations;

CREATE TRIGGER accommodations_notify_change AFTER INSERT OR DELETE OR UPDATE ON accommodations FOR EACH ROW EXECUTE FUNCTION notify_account_change();

CREATE TRIGGER accounts_seed_message_templates AFTER INSERT ON accounts FOR EACH ROW EXECUTE FUNCTION accounts_seed_message_templates();

CREATE TRIGGER apartment_prices_notify_change AFTER INSERT OR DELETE OR UPDATE ON apartment_prices FOR EACH ROW EXECUTE FUNCTION notify_account_change();

CREATE TRIGGER apartments_notify_change AFTER INSERT OR DELETE OR UPDATE ON apartments FOR EACH ROW EXECUTE FUNCTION notify_account_change();

CREATE TRIGGER calendar_export_addresses_notify_insert AFTER INSERT ON calendar_export_addresses FOR EACH ROW EXECUTE FUNCTION notify_account_change();

CREATE TRIGGER calendar_export_addresses_notify_update AFTER UPDATE ON calendar_export_addresses FOR EACH ROW WHEN ((old.snapshot IS DISTINCT FROM new.snapshot)) EXECUTE FUNCTION notify_account_change();

CREATE TRIGGER co_host_apartments_notify_change AFTER INSERT OR DELETE OR UPDATE ON co_host_apartments FOR EACH ROW EXECUTE FUNCTION notify_co_host_apartments_change();

CREATE TRIGGER cooperation_orders_notify_delete AFTER DELETE ON cooperation_orders REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change_of_rows();

CREATE TRIGGER cooperation_orders_notify_insert AFTER INSERT ON cooperation_orders REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change_of_rows();

CREATE TRIGGER cooperation_orders_notify_update AFTER UPDATE ON cooperation_orders REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change_of_rows();

CREATE TRIGGER cooperations_notify_change AFTER INSERT OR DELETE OR UPDATE ON cooperations FOR EACH ROW EXECUTE FUNCTION notify_account_change();

CREATE TRIGGER day_prices_notify_delete AFTER DELETE ON day_prices REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change_of_rows();

CREATE TRIGGER day_prices_notify_insert AFTER INSERT ON day_prices REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change_of_rows();

CREATE TRIGGER day_prices_notify_update AFTER UPDATE ON day_prices REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change_of_rows();

CREATE TRIGGER invoices_webhooks AFTER INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION webhook_invoice_event();

CREATE TRIGGER messages_webhooks AFTER INSERT ON messages FOR EACH ROW EXECUTE FUNCTION webhook_message_event();

CREATE TRIGGER notifications_notify_change AFTER INSERT OR UPDATE ON notifications FOR EACH ROW EXECUTE FUNCTION notify_notification_change();

CREATE TRIGGER outbox_emails_notify_insert AFTER INSERT ON outbox_emails FOR EACH STATEMENT EXECUTE FUNCTION notify_outbox_insert();

CREATE TRIGGER price_rules_notify_change AFTER INSERT OR DELETE OR UPDATE ON price_rules FOR EACH ROW EXECUTE FUNCTION notify_account_change();

CREATE TRIGGER reservation_payments_paid_in_step AFTER INSERT OR DELETE OR UPDATE ON reservation_payments FOR EACH ROW EXECUTE FUNCTION reservation_paid_in_step();

CREATE TRIGGER reservation_payments_webhooks AFTER INSERT ON reservation_payments FOR EACH ROW EXECUTE FUNCTION webhook_payment_event();

CREATE TRIGGER reservations_money_in_step BEFORE INSERT OR UPDATE ON reservations FOR EACH ROW EXECUTE FUNCTION reservation_money_in_step();

CREATE TRIGGER reservations_note_change_for_orders AFTER INSERT OR DELETE OR UPDATE OF apartment_id, from_date, to_date, status, kind, adults, children ON reservations FOR EACH ROW EXECUTE FUNCTION note_reservation_change_for_orders();

CREATE TRIGGER reservations_notify_change AFTER INSERT OR DELETE OR UPDATE ON reservations FOR EACH ROW EXECUTE FUNCTION notify_account_change();

CREATE TRIGGER reservations_record_change AFTER INSERT OR UPDATE ON reservations FOR EACH ROW EXECUTE FUNCTION record_reservation_change();

CREATE TRIGGER reservations_report_months AFTER INSERT OR DELETE OR UPDATE ON reservations FOR EACH ROW EXECUTE FUNCTION report_months_follow();

CREATE TRIGGER reservations_report_months_channel AFTER INSERT OR DELETE OR UPDATE ON reservations FOR EACH ROW EXECUTE FUNCTION report_months_follow_channel();

CREATE TRIGGER reservations_webhooks AFTER INSERT OR UPDATE ON reservations FOR EACH ROW EXECUTE FUNCTION webhook_reservation_event();

CREATE TRIGGER reviews_webhooks AFTER INSERT ON reviews FOR EACH ROW EXECUTE FUNCTION webhook_review_event();

CREATE TRIGGER service_providers_notify_change AFTER INSERT OR DELETE OR UPDATE ON service_providers FOR EACH ROW EXECUTE FUNCTION notify_account_change();

CREATE TRIGGER sessions_notify_change AFTER DELETE OR UPDATE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_change();

CREATE TRIGGER users_notify_change AFTER DELETE OR UPDATE ON users FOR EACH ROW EXECUTE FUNCTION notify_user_change();

ALTER TABLE ONLY accommodations
    ADD CONSTRAINT accommodations_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY apartment_costs
    ADD CONSTRAINT apartment_costs_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY apartment_costs
    ADD CONSTRAINT apartment_costs_apartment_id_fkey FOREIGN KEY (apartment_id) REFERENCES apartments(id) ON DELETE CASCADE;

ALTER TABLE ONLY apartment_costs
    ADD CONSTRAINT apartment_costs_created_by_fkey FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY apartment_costs
    ADD CONSTRAINT apartment_costs_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations(id) ON DELETE SET NULL;

ALTER TABLE ONLY apartment_images
    ADD CONSTRAINT apartment_images_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY apartment_images
    ADD CONSTRAINT apartment_images_apartment_id_fkey FOREIGN KEY (apartment_id) REFERENCES apartments(id) ON DELETE CASCADE;

ALTER TABLE ONLY apartment_owners
    ADD CONSTRAINT apartment_owners_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY apartment_prices
    ADD CONSTRAINT apartment_prices_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY apartment_prices
    ADD CONSTRAINT apartment_prices_apartment_id_fkey FOREIGN KEY (apartment_id) REFERENCES apartments(id) ON DELETE CASCADE;

ALTER TABLE ONLY apartments
    ADD CONSTRAINT apartments_accommodation_id_fkey FOREIGN KEY (accommodation_id) REFERENCES accommodations(id) ON DELETE CASCADE;

ALTER TABLE ONLY apartments
    ADD CONSTRAINT apartments_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY api_tokens
    ADD CONSTRAINT api_tokens_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY api_tokens
    ADD CONSTRAINT api_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY bank_statements
    ADD CONSTRAINT bank_statements_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY bank_statements
    ADD CONSTRAINT bank_statements_imported_by_fkey FOREIGN KEY (imported_by) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY bank_transactions
    ADD CONSTRAINT bank_transactions_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY bank_transactions
    ADD CONSTRAINT bank_transactions_payment_id_fkey FOREIGN KEY (payment_id) REFERENCES reservation_payments(id) ON DELETE SET NULL;

ALTER TABLE ONLY bank_transactions
    ADD CONSTRAINT bank_transactions_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations(id) ON DELETE SET NULL;

ALTER TABLE ONLY bank_transactions
    ADD CONSTRAINT bank_transactions_statement_id_fkey FOREIGN KEY (statement_id) REFERENCES bank_statements(id) ON DELETE CASCADE;

ALTER TABLE ONLY bank_transactions
    ADD CONSTRAINT bank_transactions_suggested_reservation_id_fkey FOREIGN KEY (suggested_reservation_id) REFERENCES reservations(id) ON DELETE SET NULL;

ALTER TABLE ONLY calendar_export_addresses
    ADD CONSTRAINT calendar_export_addresses_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY calendar_export_addresses
    ADD CONSTRAINT calendar_export_addresses_apartment_id_fkey FOREIGN KEY (apartment_id) REFERENCES apartments(id) ON DELETE CASCADE;

ALTER TABLE ONLY calendar_export_addresses
    ADD CONSTRAINT calendar_export_addresses_feed_id_fkey FOREIGN KEY (feed_id) REFERENCES calendar_feeds(id) ON DELETE CASCADE;

ALTER TABLE ONLY calendar_export_reads
    ADD CONSTRAINT calendar_export_reads_address_id_fkey FOREIGN KEY (address_id) REFERENCES calendar_export_addresses(id) ON DELETE CASCADE;

ALTER TABLE ONLY calendar_feed_events
    ADD CONSTRAINT calendar_feed_events_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY calendar_feed_events
    ADD CONSTRAINT calendar_feed_events_apartment_id_fkey FOREIGN KEY (apartment_id) REFERENCES apartments(id) ON DELETE CASCADE;

ALTER TABLE ONLY calendar_feed_events
    ADD CONSTRAINT calendar_feed_events_conflict_reservation_id_fkey FOREIGN KEY (conflict_reservation_id) REFERENCES reservations(id) ON DELETE SET NULL;

ALTER TABLE ONLY calendar_feed_events
    ADD CONSTRAINT calendar_feed_events_feed_id_fkey FOREIGN KEY (feed_id) REFERENCES calendar_feeds(id) ON DELETE CASCADE;

ALTER TABLE ONLY calendar_feed_events
    ADD CONSTRAINT calendar_feed_events_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations(id) ON DELETE SET NULL;

ALTER TABLE ONLY calendar_feeds
    ADD CONSTRAINT calendar_feeds_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY calendar_feeds
    ADD CONSTRAINT calendar_feeds_apartment_id_fkey FOREIGN KEY (apartment_id) REFERENCES apartments(id) ON DELETE CASCADE;

ALTER TABLE ONLY cash_openings
    ADD CONSTRAINT cash_openings_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY cash_openings
    ADD CONSTRAINT cash_openings_set_by_fkey FOREIGN KEY (set_by) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY cash_openings
    ADD CONSTRAINT cash_openings_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY clients
    ADD CONSTRAINT clients_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY co_host_apartments
    ADD CONSTRAINT co_host_apartments_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY co_host_apartments
    ADD CONSTRAINT co_host_apartments_apartment_id_fkey FOREIGN KEY (apartment_id) REFERENCES apartments(id) ON DELETE CASCADE;

ALTER TABLE ONLY co_host_apartments
    ADD CONSTRAINT co_host_apartments_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY cooperation_apartments
    ADD CONSTRAINT cooperation_apartments_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY cooperation_apartments
    ADD CONSTRAINT cooperation_apartments_apartment_id_fkey FOREIGN KEY (apartment_id) REFERENCES apartments(id) ON DELETE CASCADE;

ALTER TABLE ONLY cooperation_apartments
    ADD CONSTRAINT cooperation_apartments_cooperation_id_fkey FOREIGN KEY (cooperation_id) REFERENCES cooperations(id) ON DELETE CASCADE;

ALTER TABLE ONLY cooperation_order_events
    ADD CONSTRAINT cooperation_order_events_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY cooperation_order_events
    ADD CONSTRAINT cooperation_order_events_order_id_fkey FOREIGN KEY (order_id) REFERENCES cooperation_orders(id) ON DELETE CASCADE;

ALTER TABLE ONLY cooperation_order_events
    ADD CONSTRAINT cooperation_order_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY cooperation_orders
    ADD CONSTRAINT cooperation_orders_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY cooperation_orders
    ADD CONSTRAINT cooperation_orders_apartment_id_fkey FOREIGN KEY (apartment_id) REFERENCES apartments(id) ON DELETE CASCADE;

ALTER TABLE ONLY cooperation_orders
    ADD CONSTRAINT cooperation_orders_cooperation_id_fkey FOREIGN KEY (cooperation_id) REFERENCES cooperations(id) ON DELETE CASCADE;

ALTER TABLE ONLY cooperation_orders
    ADD CONSTRAINT cooperation_orders_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations(id) ON DELETE SET NULL;

ALTER TABLE ONLY cooperations
    ADD CONSTRAINT cooperations_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY cooperations
    ADD CONSTRAINT cooperations_service_provider_id_fkey FOREIGN KEY (service_provider_id) REFERENCES service_providers(id) ON DELETE CASCADE;

ALTER TABLE ONLY day_prices
    ADD CONSTRAINT day_prices_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY day_prices
    ADD CONSTRAINT day_prices_apartment_id_fkey FOREIGN KEY (apartment_id) REFERENCES apartments(id) ON DELETE CASCADE;

ALTER TABLE ONLY day_prices
    ADD CONSTRAINT day_prices_rule_id_fkey FOREIGN KEY (rule_id) REFERENCES price_rules(id) ON DELETE SET NULL;

ALTER TABLE ONLY direct_bookings
    ADD CONSTRAINT direct_bookings_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY direct_bookings
    ADD CONSTRAINT direct_bookings_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations(id) ON DELETE CASCADE;

ALTER TABLE ONLY direct_bookings
    ADD CONSTRAINT direct_bookings_site_id_fkey FOREIGN KEY (site_id) REFERENCES direct_sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY direct_site_apartments
    ADD CONSTRAINT direct_site_apartments_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY direct_site_apartments
    ADD CONSTRAINT direct_site_apartments_apartment_id_fkey FOREIGN KEY (apartment_id) REFERENCES apartments(id) ON DELETE CASCADE;

ALTER TABLE ONLY direct_site_apartments
    ADD CONSTRAINT direct_site_apartments_site_id_fkey FOREIGN KEY (site_id) REFERENCES direct_sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY direct_sites
    ADD CONSTRAINT direct_sites_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY guest_links
    ADD CONSTRAINT guest_links_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY guest_links
    ADD CONSTRAINT guest_links_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations(id) ON DELETE CASCADE;

ALTER TABLE ONLY house_rules_acceptances
    ADD CONSTRAINT house_rules_acceptances_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY house_rules_acceptances
    ADD CONSTRAINT house_rules_acceptances_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations(id) ON DELETE CASCADE;

ALTER TABLE ONLY house_rules_acceptances
    ADD CONSTRAINT house_rules_acceptances_version_id_fkey FOREIGN KEY (version_id) REFERENCES house_rules_versions(id) ON DELETE CASCADE;

ALTER TABLE ONLY house_rules_versions
    ADD CONSTRAINT house_rules_versions_accommodation_id_fkey FOREIGN KEY (accommodation_id) REFERENCES accommodations(id) ON DELETE CASCADE;

ALTER TABLE ONLY house_rules_versions
    ADD CONSTRAINT house_rules_versions_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY invoice_counters
    ADD CONSTRAINT invoice_counters_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY invoice_ksef
    ADD CONSTRAINT invoice_ksef_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY invoice_ksef
    ADD CONSTRAINT invoice_ksef_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES invoices(id) ON DELETE CASCADE;

ALTER TABLE ONLY invoice_settings
    ADD CONSTRAINT invoice_settings_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY invoices
    ADD CONSTRAINT invoices_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY invoices
    ADD CONSTRAINT invoices_apartment_id_fkey FOREIGN KEY (apartment_id) REFERENCES apartments(id) ON DELETE SET NULL;

ALTER TABLE ONLY invoices
    ADD CONSTRAINT invoices_corrected_invoice_id_fkey FOREIGN KEY (corrected_invoice_id) REFERENCES invoices(id);

ALTER TABLE ONLY invoices
    ADD CONSTRAINT invoices_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations(id) ON DELETE SET NULL;

ALTER TABLE ONLY ksef_cost_invoices
    ADD CONSTRAINT ksef_cost_invoices_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY ksef_cost_invoices
    ADD CONSTRAINT ksef_cost_invoices_service_provider_id_fkey FOREIGN KEY (service_provider_id) REFERENCES service_providers(id) ON DELETE SET NULL;

ALTER TABLE ONLY ksef_settings
    ADD CONSTRAINT ksef_settings_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY message_templates
    ADD CONSTRAINT message_templates_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY messages
    ADD CONSTRAINT messages_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY messages
    ADD CONSTRAINT messages_author_user_id_fkey FOREIGN KEY (author_user_id) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY messages
    ADD CONSTRAINT messages_outbox_email_id_fkey FOREIGN KEY (outbox_email_id) REFERENCES outbox_emails(id) ON DELETE SET NULL;

ALTER TABLE ONLY messages
    ADD CONSTRAINT messages_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations(id) ON DELETE CASCADE;

ALTER TABLE ONLY notification_preferences
    ADD CONSTRAINT notification_preferences_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY notification_preferences
    ADD CONSTRAINT notification_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY notifications
    ADD CONSTRAINT notifications_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY notifications
    ADD CONSTRAINT notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY online_check_in_reminders
    ADD CONSTRAINT online_check_in_reminders_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY online_check_in_reminders
    ADD CONSTRAINT online_check_in_reminders_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations(id) ON DELETE CASCADE;

ALTER TABLE ONLY online_check_ins
    ADD CONSTRAINT online_check_ins_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY online_check_ins
    ADD CONSTRAINT online_check_ins_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations(id) ON DELETE CASCADE;

ALTER TABLE ONLY outbox_attachments
    ADD CONSTRAINT outbox_attachments_email_id_fkey FOREIGN KEY (email_id) REFERENCES outbox_emails(id) ON DELETE CASCADE;

ALTER TABLE ONLY outbox_emails
    ADD CONSTRAINT outbox_emails_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE SET NULL;

ALTER TABLE ONLY owner_agreement_terms
    ADD CONSTRAINT owner_agreement_terms_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY owner_agreement_terms
    ADD CONSTRAINT owner_agreement_terms_agreement_id_fkey FOREIGN KEY (agreement_id) REFERENCES owner_agreements(id) ON DELETE CASCADE;

ALTER TABLE ONLY owner_agreement_terms
    ADD CONSTRAINT owner_agreement_terms_created_by_fkey FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY owner_agreements
    ADD CONSTRAINT owner_agreements_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY owner_agreements
    ADD CONSTRAINT owner_agreements_apartment_id_fkey FOREIGN KEY (apartment_id) REFERENCES apartments(id) ON DELETE CASCADE;

ALTER TABLE ONLY owner_agreements
    ADD CONSTRAINT owner_agreements_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES apartment_owners(id) ON DELETE CASCADE;

ALTER TABLE ONLY owner_statements
    ADD CONSTRAINT owner_statements_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY owner_statements
    ADD CONSTRAINT owner_statements_approved_by_fkey FOREIGN KEY (approved_by) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY owner_statements
    ADD CONSTRAINT owner_statements_corrects_id_fkey FOREIGN KEY (corrects_id) REFERENCES owner_statements(id) ON DELETE SET NULL;

ALTER TABLE ONLY owner_statements
    ADD CONSTRAINT owner_statements_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES apartment_owners(id) ON DELETE CASCADE;

ALTER TABLE ONLY prepayment_notices
    ADD CONSTRAINT prepayment_notices_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY prepayment_notices
    ADD CONSTRAINT prepayment_notices_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations(id) ON DELETE CASCADE;

ALTER TABLE ONLY price_rules
    ADD CONSTRAINT price_rules_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY privacy_log
    ADD CONSTRAINT privacy_log_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY reservation_changes
    ADD CONSTRAINT reservation_changes_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY reservation_changes
    ADD CONSTRAINT reservation_changes_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations(id) ON DELETE CASCADE;

ALTER TABLE ONLY reservation_changes
    ADD CONSTRAINT reservation_changes_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY reservation_payments
    ADD CONSTRAINT reservation_payments_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY reservation_payments
    ADD CONSTRAINT reservation_payments_created_by_fkey FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY reservation_payments
    ADD CONSTRAINT reservation_payments_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations(id) ON DELETE CASCADE;

ALTER TABLE ONLY reservations
    ADD CONSTRAINT reservations_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY reservations
    ADD CONSTRAINT reservations_apartment_id_fkey FOREIGN KEY (apartment_id) REFERENCES apartments(id) ON DELETE RESTRICT;

ALTER TABLE ONLY reservations
    ADD CONSTRAINT reservations_client_id_fkey FOREIGN KEY (client_id) REFERENCES clients(id) ON DELETE SET NULL;

ALTER TABLE ONLY reservations
    ADD CONSTRAINT reservations_feed_id_fkey FOREIGN KEY (feed_id) REFERENCES calendar_feeds(id) ON DELETE SET NULL;

ALTER TABLE ONLY reviews
    ADD CONSTRAINT reviews_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY reviews
    ADD CONSTRAINT reviews_apartment_id_fkey FOREIGN KEY (apartment_id) REFERENCES apartments(id) ON DELETE CASCADE;

ALTER TABLE ONLY reviews
    ADD CONSTRAINT reviews_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations(id) ON DELETE SET NULL;

ALTER TABLE ONLY scheduled_messages
    ADD CONSTRAINT scheduled_messages_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY scheduled_messages
    ADD CONSTRAINT scheduled_messages_message_id_fkey FOREIGN KEY (message_id) REFERENCES messages(id) ON DELETE SET NULL;

ALTER TABLE ONLY scheduled_messages
    ADD CONSTRAINT scheduled_messages_reservation_id_fkey FOREIGN KEY (reservation_id) REFERENCES reservations(id) ON DELETE CASCADE;

ALTER TABLE ONLY service_provider_logos
    ADD CONSTRAINT service_provider_logos_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY service_provider_logos
    ADD CONSTRAINT service_provider_logos_service_provider_id_fkey FOREIGN KEY (service_provider_id) REFERENCES service_providers(id) ON DELETE CASCADE;

ALTER TABLE ONLY service_provider_prices
    ADD CONSTRAINT service_provider_prices_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY service_provider_prices
    ADD CONSTRAINT service_provider_prices_service_provider_id_fkey FOREIGN KEY (service_provider_id) REFERENCES service_providers(id) ON DELETE CASCADE;

ALTER TABLE ONLY service_providers
    ADD CONSTRAINT service_providers_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY sessions
    ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY stored_files
    ADD CONSTRAINT stored_files_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY subscriptions
    ADD CONSTRAINT subscriptions_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY transfer_settings
    ADD CONSTRAINT transfer_settings_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY user_tokens
    ADD CONSTRAINT user_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY users
    ADD CONSTRAINT users_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY webhook_attempts
    ADD CONSTRAINT webhook_attempts_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY webhook_attempts
    ADD CONSTRAINT webhook_attempts_delivery_id_fkey FOREIGN KEY (delivery_id) REFERENCES webhook_deliveries(id) ON DELETE CASCADE;

ALTER TABLE ONLY webhook_deliveries
    ADD CONSTRAINT webhook_deliveries_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY webhook_deliveries
    ADD CONSTRAINT webhook_deliveries_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES webhook_subscriptions(id) ON DELETE CASCADE;

ALTER TABLE ONLY webhook_subscriptions
    ADD CONSTRAINT webhook_subscriptions_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;
