import { ANONYMISED_NAME, RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN, todayInPoland, type PrivacyAction, type PrivacySettings } from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import * as repo from './repository';

export const RETENTION_JOB = 'legal.retention';
/** Clients anonymised in one transaction of the nightly run (a large backlog goes in several). */
const BATCH = 200;

export async function settings(db: Queryable, scope: Scope): Promise<PrivacySettings> {
  const [retentionMonths, log] = [await repo.retentionMonths(db, scope.accountId), await repo.privacyLog(db, scope.accountId, 50)];
  return {
    retentionMonths,
    log: log.map((l) => ({
      id: l.id,
      action: l.action as PrivacyAction,
      clientId: l.client_id,
      details: l.details,
      createdAt: new Date(l.created_at).toISOString(),
    })),
  };
}

export async function updateSettings(db: Queryable, scope: Scope, months: number): Promise<PrivacySettings> {
  if (!Number.isInteger(months) || months < RETENTION_MONTHS_MIN || months > RETENTION_MONTHS_MAX) {
    throw new ValidationError({ retentionMonths: [`Okres przechowywania: od ${RETENTION_MONTHS_MIN} do ${RETENTION_MONTHS_MAX} miesięcy`] });
  }
  await repo.setRetentionMonths(db, scope.accountId, months);
  return settings(db, scope);
}

/** Everything the account holds about one client, as one JSON document (the guest's data on request). */
export async function guestData(db: Database, scope: Scope, clientId: string): Promise<Record<string, unknown>> {
  return db.transaction(async (tx) => {
    const client = await repo.clientOf(tx, scope.accountId, clientId);
    if (!client) throw new NotFoundError();
    const data = await repo.clientData(tx, scope.accountId, clientId);
    await repo.logPrivacy(tx, scope.accountId, 'guest_export', clientId, scope.userId, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.length])));
    return { exportedAt: new Date().toISOString(), client, ...data };
  });
}

/** A client's erasure on request: anonymised with their stays' personal data; invoices kept as the law demands. */
export async function eraseGuest(db: Database, scope: Scope, clientId: string): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const client = await repo.clientOf(tx, scope.accountId, clientId);
    if (!client) throw new NotFoundError();
    const counts = await repo.anonymiseClient(tx, scope.accountId, clientId, ANONYMISED_NAME);
    await repo.logPrivacy(tx, scope.accountId, 'guest_erasure', clientId, scope.userId, counts);
    return counts;
  });
}

/** The day before which a guest's last stay ended for their data to be anonymised: `months` before today. */
export function retentionCutoff(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(d, last));
  return date.toISOString().slice(0, 10);
}

/**
 * The nightly retention run: per account, the clients whose last stay ended more than the account's retention ago
 * are anonymised (their invoices kept), and the invoices of anonymised clients whose keeping ended (the issue year
 * plus 5 whole years) lose their buyer's data. Each account's run is recorded in the privacy log, counts only.
 */
export async function runRetention(db: Database, now = new Date()): Promise<Record<string, number>> {
  const today = todayInPoland(now);
  const year = Number(today.slice(0, 4));
  const total = { accounts: 0, clients: 0, invoices: 0 };
  for (const account of await repo.accountsWithClients(db)) {
    const cutoff = retentionCutoff(today, account.retention_months);
    const sums: Record<string, number> = { clients: 0, reservations: 0, messages: 0, reviews: 0, checkIns: 0, outbox: 0, invoices: 0 };
    for (;;) {
      const done = await db.transaction(async (tx) => {
        const due = await repo.clientsDue(tx, account.id, cutoff, BATCH);
        for (const id of due) {
          const counts = await repo.anonymiseClient(tx, account.id, id, ANONYMISED_NAME);
          for (const [k, v] of Object.entries(counts)) sums[k] = (sums[k] ?? 0) + v;
        }
        return due.length;
      });
      if (done < BATCH) break;
    }
    sums.invoices = await repo.anonymiseExpiredInvoices(db, account.id, year - 5, ANONYMISED_NAME);
    if (sums.clients > 0 || sums.invoices > 0) {
      await repo.logPrivacy(db, account.id, 'retention', null, null, sums);
      total.accounts += 1;
      total.clients += sums.clients;
      total.invoices += sums.invoices;
    }
  }
  return total;
}
