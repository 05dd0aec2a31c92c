// A channel's stay completed by the host (issue 36: guest, party and price typed, migration 922) is a stay sold here:
// the reports count it as a reservation (its nights sold, its price as revenue, its check-in, its channel as the
// source), while it keeps its kind 'channel' and its feed. The monthly sums' own trigger (report_months_apply,
// migrations 910, 940, 983) counts a channel's stay as nights occupied only; a second trigger adds, for a completed
// one, the difference: the stay counted as the reservation it is (report_stay) less the stay counted as a channel's.
// Whatever the latest report_months_apply is, it is called by name, so this follows its rules. A migration that sums
// report_months afresh from the stays must add report_months_channel_completed(r, 1) for them too. night_prices and
// grand_total are read through to_jsonb: on a new database this migration runs before 980 adds them.
export const sql = `
-- the stay as the reports and the desktop count it: a completed channel's stay as a reservation
create function report_stay(r reservations) returns reservations language plpgsql immutable as $$
begin
  if r.kind = 'channel' and r.channel_completed_at is not null then
    r.kind := 'reservation';
  end if;
  return r;
end $$;

create function report_months_channel_completed(r reservations, s int) returns void language plpgsql as $$
begin
  if r.kind <> 'channel' or r.channel_completed_at is null then
    return;
  end if;
  perform report_months_apply(report_stay(r), s);
  perform report_months_apply(r, -s);
end $$;

create function report_months_follow_channel() returns trigger language plpgsql as $$
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

create trigger reservations_report_months_channel after insert or update or delete on reservations
  for each row execute function report_months_follow_channel();

-- the stays completed so far
select report_months_channel_completed(r, 1) from reservations r where r.kind = 'channel' and r.channel_completed_at is not null;
`;
