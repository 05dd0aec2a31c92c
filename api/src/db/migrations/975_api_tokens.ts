// Issue 42, personal access tokens (Mój profil › Tokeny API): a user's named token for their own tools, used as
// `Authorization: Bearer gzp_…`. Only its hash is stored (as of sessions); its first characters stay to tell tokens
// apart in the list. It acts as its user does at the time of each call (a co-host's permissions and apartments as they
// are then), read-only or read-write, until it expires (never when expires_at is null) or is revoked.
export const sql = `
create table api_tokens (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  name text not null,
  token_hash text not null unique,
  token_start text not null,
  read_only boolean not null,
  expires_at timestamptz,
  last_used_at timestamptz,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index api_tokens_account on api_tokens (account_id, created_at desc);
`;
