import type { Database, Queryable } from '../database';
import { hashPassword } from '../../lib/passwords';
import { seedDemoDomain } from './demoDomain';
import { seedDemoAdmin } from './demoAdmin';
import { seedDemoCoHost } from './demoCoHost';
import { seedDemoPricing } from './pricing';

export const DEMO_EMAIL = 'demo@gospodarz.pl';

/**
 * The demo householder on first start: account, owner user, a subscription ending in 12 days, notifications,
 * listings with apartments and rates, guests and reservations. Does nothing when the demo user exists.
 */
export async function seedDemo(db: Database, options: { password: string; email?: string }): Promise<string | null> {
  const email = options.email ?? DEMO_EMAIL;
  const existing = await db.query('select 1 from users where lower(email) = lower($1)', [email]);
  if (existing.length > 0) return null;
  const passwordHash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    const accountId = await createAccount(tx, {
      name: 'Apartamenty Demo',
      email,
      passwordHash,
      firstName: 'Anna',
      lastName: 'Gospodarska',
      phoneNumber: '600100200',
      subscriptionDays: 12,
    });
    await seedNotifications(tx, accountId);
    await seedDemoDomain(tx, accountId);
    await seedDemoAdmin(tx, accountId);
    await seedDemoPricing(tx, accountId);
    await seedDemoCoHost(tx, accountId, passwordHash);
    return accountId;
  });
}

export interface NewAccount {
  name: string;
  email: string;
  passwordHash: string | null;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  subscriptionDays?: number;
}

/** An account with its owner and subscription; returns the account id. Used by the seed and by tests. */
export async function createAccount(db: Queryable, account: NewAccount): Promise<string> {
  const [{ id: accountId }] = await db.query<{ id: string }>('insert into accounts (name) values ($1) returning id', [account.name]);
  await db.query(
    `insert into users (account_id, email, password_hash, first_name, last_name, phone_number, owner)
     values ($1, $2, $3, $4, $5, $6, true)`,
    [accountId, account.email, account.passwordHash, account.firstName ?? '', account.lastName ?? '', account.phoneNumber ?? ''],
  );
  await db.query(`insert into subscriptions (account_id, valid_until) values ($1, current_date + $2::int)`, [
    accountId,
    account.subscriptionDays ?? 30,
  ]);
  return accountId;
}

async function seedNotifications(db: Queryable, accountId: string) {
  const items = [
    ['Nowa rezerwacja', 'Jan Kowalski zarezerwował Apartament Morski.', '/front-desk/reservations', '3 hours'],
    ['Nowa wiadomość', 'Maria Nowak zapytała o parking.', '/front-desk/messages', '1 day'],
    ['Nowy komentarz', 'Piotr Wiśniewski wystawił ocenę 5/5.', '/front-desk/comments', '2 days'],
  ];
  for (const [title, body, link, ago] of items) {
    await db.query(
      `insert into notifications (account_id, title, body, link, created_at) values ($1, $2, $3, $4, now() - $5::interval)`,
      [accountId, title, body, link, ago],
    );
  }
}
