import type { Queryable } from '../db/database';

export const DEMO_CO_HOST_EMAIL = 'recepcja@gospodarz.pl';

/**
 * The demo's co-host: the reception, signing in with the demo password, with the front desk's daily permissions on
 * the account's first two apartments, so that what a co-host sees can be tried beside the owner: the bookings, their
 * prices ('Cennik', as every co-host who had 'Rezerwacja' before it was split) and the services (a reception morning
 * plans around the cleanings).
 */
export async function seedDemoCoHost(db: Queryable, accountId: string, passwordHash: string): Promise<void> {
  const [{ id: userId }] = await db.query<{ id: string }>(
    `insert into users (account_id, email, password_hash, first_name, last_name, phone_number, owner, permissions)
     values ($1, $2, $3, 'Ewa', 'Recepcyjna', '600300400', false, $4::text[]) returning id`,
    [accountId, DEMO_CO_HOST_EMAIL, passwordHash, ['reservations', 'prices', 'clients', 'conversations', 'cooperations']],
  );
  await db.query(
    `insert into co_host_apartments (user_id, apartment_id, account_id)
     select $2, a.id, $1 from apartments a join accommodations l on l.id = a.accommodation_id
      where a.account_id = $1 order by l.name, a.position limit 2`,
    [accountId, userId],
  );
}
