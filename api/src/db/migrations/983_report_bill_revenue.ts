// The reports' revenue is what the guest pays, per the stay's bill (issue 31: the same figure everywhere). The
// nights still count in the month (and on the weekday) each night falls in, at its own price (migration 940); the
// bill's other lines (cleaning fee, tourist tax, extras, the discount taken off, and for a cancelled stay the
// cancellation fee, which is its whole bill) count in the stay's check-in month, kept apart in `other_revenue` so
// that ADR, RevPAR and the best weekdays stay the nights' prices. The other lines are the bill's total
// (grand_total, by stay_bill_total, migrations 980 and 982) less the nights (total_price); no-shows and blocks add
// nothing, as before. The trigger also follows a change of the bill's total (a fee, an extra, a discount).
// The sums are taken afresh from the stays.
export const sql = `
alter table report_months add column other_revenue numeric not null default 0;

-- the bill's lines other than the nights: a sold stay's total less its nights, a cancelled stay's fee
create function report_other_revenue(r reservations) returns numeric language sql immutable as $$
  select case when r.kind <> 'reservation' or r.to_date <= r.from_date then 0
              when r.status = 'canceled' then r.grand_total
              when r.status = 'no_show' then 0
              else r.grand_total - r.total_price end
$$;

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

create or replace function report_months_follow() returns trigger language plpgsql as $$
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

delete from report_months;
delete from report_month_sources;
select report_months_apply(r, 1) from reservations r;
analyze report_months;
analyze report_month_sources;
`;
