// The reports' monthly sums per apartment, kept by the reservations' own trigger in the transaction that writes a
// stay, so that a report over 24 months reads at most 24 rows per apartment instead of every stay
// (modules/reports/repository.ts). Each row of `report_months` holds, for one apartment and one month:
//   - by the month each night falls in: nights sold, occupied (a channel's stays too), blocked, the revenue (each
//     stay's price spread evenly over its nights), and the nights sold and their revenue by weekday (1 = Monday);
//   - by the month a stay checks in: reservations sold and cancellations.
// `report_month_sources` counts the reservations sold by check-in month and source (trimmed, lower case).
// A changed stay takes its old contribution away and adds its new one; the sums are exact (numeric), so they equal
// what a pass over the stays gives. Stays already here are summed when this migration runs.
export const sql = `
create table report_months (
  apartment_id uuid not null,
  month date not null,
  account_id uuid not null,
  reservations int not null default 0,
  cancellations int not null default 0,
  nights_sold int not null default 0,
  nights_occupied int not null default 0,
  nights_blocked int not null default 0,
  revenue numeric not null default 0,
  weekday_nights int[] not null default '{0,0,0,0,0,0,0}',
  weekday_revenue numeric[] not null default '{0,0,0,0,0,0,0}',
  primary key (apartment_id, month)
);
create index report_months_account on report_months (account_id, month);

create table report_month_sources (
  apartment_id uuid not null,
  month date not null,
  source text not null,
  account_id uuid not null,
  reservations int not null default 0,
  primary key (apartment_id, month, source)
);

create function report_add_ints(a int[], b int[]) returns int[] language sql immutable as $$
  select array_agg(x + y order by i) from unnest(a, b) with ordinality as t(x, y, i)
$$;
create function report_add_numerics(a numeric[], b numeric[]) returns numeric[] language sql immutable as $$
  select array_agg(x + y order by i) from unnest(a, b) with ordinality as t(x, y, i)
$$;

create function report_months_apply(r reservations, s int) returns void language plpgsql as $$
declare
  nights int := r.to_date - r.from_date;
  sold boolean := r.kind = 'reservation' and r.status not in ('canceled', 'no_show');
  occupied boolean := r.kind in ('reservation', 'channel') and r.status not in ('canceled', 'no_show');
  blocked boolean := r.kind = 'block' and r.status not in ('canceled', 'no_show');
  arrival date := date_trunc('month', r.from_date)::date;
  per_night numeric;
  m date;
  first date;
  stop date;
  n int;
  w int;
  k int;
  wn int[];
  wr numeric[];
begin
  if nights <= 0 then
    return;
  end if;
  per_night := r.total_price / nights;
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
    if sold then
      -- n nights from weekday w: n / 7 on each weekday, one more on the n mod 7 weekdays from w on
      w := extract(isodow from first)::int - 1;
      for d in 0..6 loop
        k := n / 7 + case when (d - w + 7) % 7 < n % 7 then 1 else 0 end;
        wn[d + 1] := s * k;
        wr[d + 1] := s * k * per_night;
      end loop;
    end if;
    insert into report_months (apartment_id, month, account_id, nights_sold, nights_occupied, nights_blocked, revenue, weekday_nights, weekday_revenue)
    values (r.apartment_id, m, r.account_id,
            case when sold then s * n else 0 end,
            case when occupied then s * n else 0 end,
            case when blocked then s * n else 0 end,
            case when sold then s * (r.total_price * n / nights) else 0 end,
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

create function report_months_follow() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE'
     and (old.apartment_id, old.kind, old.status, old.from_date, old.to_date, old.total_price, old.source)
         is not distinct from (new.apartment_id, new.kind, new.status, new.from_date, new.to_date, new.total_price, new.source) then
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

create trigger reservations_report_months after insert or update or delete on reservations
  for each row execute function report_months_follow();

select report_months_apply(r, 1) from reservations r;
analyze report_months;
analyze report_month_sources;
`;
