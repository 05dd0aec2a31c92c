import type { Database, Queryable } from '../db/database';
import type { Scope } from './scope';
import { setActor } from '../db/catalog';

/**
 * Runs `work` in one transaction that knows who is asking: the reservation history's trigger reads the user from
 * the transaction's setting `gospodarz.user_id`, so every change written here is kept with its author and in the
 * same transaction as the change.
 */
export async function asActor<T>(db: Database, scope: Pick<Scope, 'userId'>, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await setActor(tx, scope.userId ?? '');
    return work(tx);
  });
}
