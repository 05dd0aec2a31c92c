// Raport kasowy: the cash a user counted in their drawer at a day's start, when they typed it. A day without one
// opens with the previous day's closing (the last typed opening plus the cash taken less the cash given back since),
// so only the days a drawer was counted are stored (modules/takings).
export const sql = `
create table cash_openings (
  account_id uuid not null references accounts(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  currency text not null default 'PLN',
  day date not null,
  amount numeric(12,2) not null check (amount >= 0),
  set_by uuid references users(id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (user_id, currency, day)
);
create index cash_openings_account_idx on cash_openings (account_id, day);
`;
