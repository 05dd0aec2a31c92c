// Uploaded files (listing photos, and whatever is uploaded later) kept in the database, so that every API instance
// serves them (lib/fileStore.ts); with S3_BUCKET set they go to object storage instead and this table stays empty.
// An account's files go with it (deleting an account deletes every row that references it).
export const sql = `
create table stored_files (
  key text primary key,
  account_id uuid references accounts(id) on delete cascade,
  content_type text not null,
  size_bytes integer not null,
  data bytea not null,
  created_at timestamptz not null default now()
);
create index stored_files_account_idx on stored_files (account_id);
`;
