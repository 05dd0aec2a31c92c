import type { Database, Queryable } from '../db/database';
import { hashPassword } from '../lib/passwords';
import { seedDemoDomain } from './demoDomain';
import { seedDemoAdmin } from './demoAdmin';
import { seedDemoCoHost } from './demoCoHost';
import { seedDemoMessages } from './demoMessages';
import { seedDemoPricing } from './pricing';
import { seedDemoFrontDesk } from './demoFrontDesk';
import { seedDemoMoney } from './demoMoney';
import { seedDemoCalendar } from './demoCalendar';
import { seedDemoStays } from './demoStays';
import { seedDemoServices } from './demoServices';
import { seedDemoInvoices } from './demoInvoices';
import { seedDemoTakings } from './demoTakings';
import { seedDemoBankTransfers } from './demoBankTransfers';
import { seedDemoKsef } from './demoKsef';
import { seedDemoHostLaw } from './demoHostLaw';
import { seedDemoLegal } from './demoLegal';
import { seedDemoDirectSite } from './demoDirectSite';
import { seedDemoApiTokens } from './demoApiTokens';
import { seedDemoWebhooks } from './demoWebhooks';
import { seedDemoOwners } from './demoOwners';

export const DEMO_EMAIL = 'demo@gospodarz.pl';

/**
 * The demo householder on first start: account, owner user, a subscription ending in 12 days,
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
    await seedDemoDomain(tx, accountId);
    await seedDemoAdmin(tx, accountId);
    await seedDemoPricing(tx, accountId);
    await seedDemoCalendar(tx, accountId);
    await seedDemoCoHost(tx, accountId, passwordHash);
    await seedDemoStays(tx, accountId);
    await seedDemoServices(tx, accountId);
    await seedDemoMessages(tx, accountId);
    await seedDemoFrontDesk(tx, accountId);
    await seedDemoMoney(tx, accountId);
    await seedDemoInvoices(tx, accountId);
    await seedDemoTakings(tx, accountId);
    await seedDemoBankTransfers(tx, accountId);
    await seedDemoKsef(tx, accountId);
    await seedDemoHostLaw(tx, accountId);
    await seedDemoLegal(tx, accountId);
    await seedDemoDirectSite(tx, accountId);
    await seedDemoApiTokens(tx, accountId);
    await seedDemoOwners(tx, accountId);
    await seedDemoWebhooks(tx, accountId);
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
