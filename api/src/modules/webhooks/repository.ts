import type { Queryable } from '../../db/database';

/** SQL of webhook subscriptions, their deliveries (the outbox the triggers of migration 976 fill) and attempts. */
export interface SubscriptionRow {
  id: string;
  account_id: string;
  url: string;
  secret: string;
  events: string[];
  active: boolean;
  flagged_at: Date | null;
  created_at: Date;
}

export async function listSubscriptions(db: Queryable, accountId: string): Promise<SubscriptionRow[]> {
  return db.query<SubscriptionRow>('select * from webhook_subscriptions where account_id = $1 order by created_at, id', [accountId]);
}

export async function findSubscription(db: Queryable, accountId: string, id: string): Promise<SubscriptionRow | null> {
  const rows = await db.query<SubscriptionRow>('select * from webhook_subscriptions where account_id = $1 and id = $2', [accountId, id]);
  return rows[0] ?? null;
}

export async function insertSubscription(db: Queryable, accountId: string, s: { url: string; secret: string; events: string[] }): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into webhook_subscriptions (account_id, url, secret, events) values ($1, $2, $3, $4) returning id',
    [accountId, s.url, s.secret, s.events],
  );
  return row.id;
}

export async function updateSubscription(db: Queryable, accountId: string, id: string, s: { url: string; events: string[]; active: boolean }): Promise<void> {
  await db.query(
    `update webhook_subscriptions set url = $3, events = $4, active = $5, updated_at = now(),
            flagged_at = case when $5 then null else flagged_at end
      where account_id = $1 and id = $2`,
    [accountId, id, s.url, s.events, s.active],
  );
}

export async function deleteSubscription(db: Queryable, accountId: string, id: string): Promise<void> {
  await db.query('delete from webhook_subscriptions where account_id = $1 and id = $2', [accountId, id]);
}

export interface DeliveryRow {
  id: string;
  account_id: string;
  subscription_id: string;
  event: string;
  payload: unknown;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: Date;
  created_at: Date;
  delivered_at: Date | null;
  age_seconds: number;
}

export interface AttemptRow {
  delivery_id: string;
  started_at: Date;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
}

export async function listDeliveries(db: Queryable, accountId: string, subscriptionId: string): Promise<{ deliveries: DeliveryRow[]; attempts: AttemptRow[] }> {
  const deliveries = await db.query<DeliveryRow>(
    `select d.*, extract(epoch from now() - d.created_at)::float8 as age_seconds from webhook_deliveries d
      where d.account_id = $1 and d.subscription_id = $2 order by d.created_at desc, d.id limit 100`,
    [accountId, subscriptionId],
  );
  const attempts = await db.query<AttemptRow>(
    `select delivery_id, started_at, status_code, duration_ms, error from webhook_attempts
      where account_id = $1 and delivery_id = any($2::uuid[]) order by started_at`,
    [accountId, deliveries.map((d) => d.id)],
  );
  return { deliveries, attempts };
}

export async function findDelivery(db: Queryable, accountId: string, id: string): Promise<DeliveryRow | null> {
  const rows = await db.query<DeliveryRow>(
    `select d.*, extract(epoch from now() - d.created_at)::float8 as age_seconds from webhook_deliveries d where d.account_id = $1 and d.id = $2`,
    [accountId, id],
  );
  return rows[0] ?? null;
}

export async function insertDelivery(db: Queryable, accountId: string, subscriptionId: string, event: string, payload: unknown): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into webhook_deliveries (account_id, subscription_id, event, payload) values ($1, $2, $3, $4) returning id',
    [accountId, subscriptionId, event, JSON.stringify(payload)],
  );
  return row.id;
}

/** Sends a delivery again at once (its id stays: the receiver knows it for the same event). */
export async function requeueDelivery(db: Queryable, accountId: string, id: string): Promise<void> {
  await db.query(`update webhook_deliveries set status = 'pending', next_attempt_at = now() where account_id = $1 and id = $2`, [accountId, id]);
}

/** Due deliveries of working subscriptions, leased for 5 minutes so that no other worker sends them meanwhile. */
export async function claimDue(db: Queryable, limit: number): Promise<Array<DeliveryRow & { url: string; secret: string }>> {
  return db.query(
    `with due as (
       select d.id from webhook_deliveries d join webhook_subscriptions s on s.id = d.subscription_id
        where d.status = 'pending' and d.next_attempt_at <= now() and s.active and s.flagged_at is null
        order by d.next_attempt_at limit $1 for update of d skip locked)
     update webhook_deliveries d set next_attempt_at = now() + interval '5 minutes'
       from due, webhook_subscriptions s
      where d.id = due.id and s.id = d.subscription_id
     returning d.*, extract(epoch from now() - d.created_at)::float8 as age_seconds, s.url, s.secret`,
    [limit],
  );
}

export async function recordAttempt(
  db: Queryable,
  delivery: { id: string; account_id: string },
  outcome: { statusCode: number | null; durationMs: number; error: string | null; delivered: boolean; retryInSeconds: number | null },
): Promise<void> {
  await db.query(
    'insert into webhook_attempts (account_id, delivery_id, status_code, duration_ms, error) values ($1, $2, $3, $4, $5)',
    [delivery.account_id, delivery.id, outcome.statusCode, outcome.durationMs, outcome.error],
  );
  await db.query(
    `update webhook_deliveries set attempts = attempts + 1, last_status_code = $2, last_duration_ms = $3, last_error = $4,
            status = case when $5 then 'delivered' when $6::int is null then 'failed' else 'pending' end,
            delivered_at = case when $5 then now() else delivered_at end,
            next_attempt_at = case when $6::int is null then next_attempt_at else now() + make_interval(secs => $6::int) end
      where id = $1`,
    [delivery.id, outcome.statusCode, outcome.durationMs, outcome.error, outcome.delivered, outcome.retryInSeconds],
  );
}

export async function flagSubscription(db: Queryable, subscriptionId: string): Promise<void> {
  await db.query('update webhook_subscriptions set flagged_at = now() where id = $1 and flagged_at is null', [subscriptionId]);
}
