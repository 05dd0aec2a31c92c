// The reports' sums (migration 910) take each night at its own price: a stay priced by the engine keeps its nights'
// prices in night_prices (grosze, one per night, migration 980), so a Saturday dearer than a Tuesday counts so in
// the best-weekdays report and in the month a night falls in. A stay without them (typed by hand, imported, or
// whose prices no longer add up to total_price) is still spread evenly, as the bill does (modules/folio/bill.ts).
// The trigger now also follows a change of night_prices (the booking writes them just after the stay's row).
// night_prices is read through to_jsonb(r): on a new database this migration runs before 980 adds the column.
// The sums are taken afresh from the stays.
export const sql = `
create function report_night_prices(r reservations, nights int) returns numeric[] language plpgsql immutable as $$
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

create or replace function report_months_apply(r reservations, s int) returns void language plpgsql as $$
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
  insert into report_months (apartment_id, month, account_id, reservations, cancellations)
  values (r.apartment_id, arrival, r.account_id,
          case when sold then s else 0 end,
          case when r.kind = 'reservation' and r.status = 'canceled' then s else 0 end)
  on conflict (apartment_id, month) do update
     set reservations = report_months.reservations + excluded.reservations,
         cancellations = report_months.cancellations + excluded.cancellations;
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

create or replace function report_months_follow() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE'
     and (old.apartment_id, old.kind, old.status, old.from_date, old.to_date, old.total_price, old.source, to_jsonb(old) -> 'night_prices')
         is not distinct from (new.apartment_id, new.kind, new.status, new.from_date, new.to_date, new.total_price, new.source, to_jsonb(new) -> 'night_prices') then
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

delete from report_months;
delete from report_month_sources;
select report_months_apply(r, 1) from reservations r;
analyze report_months;
analyze report_month_sources;
`;
