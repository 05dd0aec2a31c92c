import type { Queryable } from '../../db/database';
import type { Permission } from '@gospodarz/contracts';

export interface UserRow {
  id: string;
  account_id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone_number: string;
  owner: boolean;
  permissions: Permission[];
}

const COLUMNS = 'id, account_id, email, password_hash, first_name, last_name, phone_number, owner, permissions';

/** Sign-in looks a user up by e-mail across accounts: the only unscoped lookup, and it returns one row. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`select ${COLUMNS} from users where lower(email) = lower($1)`, [email.trim()]);
  return rows[0] ?? null;
}

export async function findUser(db: Queryable, accountId: string, userId: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`select ${COLUMNS} from users where account_id = $1 and id = $2`, [accountId, userId]);
  return rows[0] ?? null;
}

export async function setPasswordHash(db: Queryable, accountId: string, userId: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $3, updated_at = now() where account_id = $1 and id = $2', [accountId, userId, passwordHash]);
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
}

export async function updateProfile(db: Queryable, accountId: string, userId: string, changes: ProfileChanges): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `update users set first_name = coalesce($3, first_name), last_name = coalesce($4, last_name),
            phone_number = coalesce($5, phone_number), updated_at = now()
      where account_id = $1 and id = $2 returning ${COLUMNS}`,
    [accountId, userId, changes.firstName ?? null, changes.lastName ?? null, changes.phoneNumber ?? null],
  );
  return rows[0] ?? null;
}

export async function deleteUser(db: Queryable, accountId: string, userId: string): Promise<void> {
  await db.query('delete from users where account_id = $1 and id = $2', [accountId, userId]);
}
