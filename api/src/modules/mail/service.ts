import type { Queryable } from '../../db/database';
import { listLatestEmails, type OutboxRow } from './repository';

/** The development outbox: the latest mails, newest first, only those to one address when given. */
export function latestEmails(db: Queryable, limit: number, to?: string): Promise<OutboxRow[]> {
  return listLatestEmails(db, limit, to);
}
