// The price list: rule sets (price rules) and the price of each day of each apartment per party tier (1-2, 3-4, 5+
// persons). A day not in day_prices costs the apartment's rate for the tier (apartment_prices). Discounts are whole
// percentages; weekday adjustments are {type, unit, value} per weekday, an amount in grosze. A rule still carried by
// days from today on is deleted only with a replacement (the API refuses otherwise); past days lose it (set null).
export const sql = `
create table price_rules (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  name text not null,
  color text not null default 'blue'
    check (color in ('red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink')),
  last_minute boolean not null default false,
  last_minute_discount int not null default 0 check (last_minute_discount between 0 and 100),
  last_minute_days int not null default 5 check (last_minute_days in (3, 4, 5)),
  first_minute boolean not null default false,
  first_minute_discount int not null default 0 check (first_minute_discount between 0 and 100),
  first_minute_days int not null default 60 check (first_minute_days between 1 and 730),
  stay_longer boolean not null default false,
  stay_longer_discount int not null default 0 check (stay_longer_discount between 0 and 100),
  stay_longer_weeks int not null default 1 check (stay_longer_weeks in (1, 2, 3)),
  gap_day boolean not null default false,
  gap_day_discount int not null default 0 check (gap_day_discount between 0 and 100),
  capacity_days int check (capacity_days between 1 and 1095),
  child int check (child between 0 and 17),
  teen int check (teen between 0 and 17),
  weekdays jsonb not null default '{}',
  stay_limits_min int not null default 1 check (stay_limits_min between 1 and 365),
  stay_limits_max int not null default 30 check (stay_limits_max between 1 and 365),
  cancellation text not null default 'flexible'
    check (cancellation in ('flexible', 'mediumStrict', 'strict', 'veryStrict30', 'veryStrict60', 'veryStrict', 'longterm')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (stay_limits_min <= stay_limits_max)
);
create index price_rules_account_idx on price_rules (account_id, name);

create table day_prices (
  apartment_id uuid not null references apartments(id) on delete cascade,
  day date not null,
  account_id uuid not null references accounts(id) on delete cascade,
  price_1_2 numeric(10,2) check (price_1_2 >= 0),
  price_3_4 numeric(10,2) check (price_3_4 >= 0),
  price_5 numeric(10,2) check (price_5 >= 0),
  rule_id uuid references price_rules(id) on delete set null,
  primary key (apartment_id, day)
);
create index day_prices_rule_idx on day_prices (rule_id, day) where rule_id is not null;
`;
