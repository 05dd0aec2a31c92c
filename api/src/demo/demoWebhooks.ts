import type { Queryable } from '../db/database';

/**
 * Issue 42: the demo owner's webhook (Administracja › Integracje › Webhooki) to a made-up address, with a delivery
 * log: a new reservation delivered at once, a payment delivered on its second attempt after a 500, and a test event.
 * Written last, so that the seed's own reservations queue nothing.
 */
export async function seedDemoWebhooks(db: Queryable, accountId: string): Promise<void> {
  const [sub] = await db.query<{ id: string }>(
    `insert into webhook_subscriptions (account_id, url, secret, events, created_at)
     values ($1, 'https://hooks.example.com/gospodarz', 'whsec_demo_nie_do_uzytku', '{reservation.created,reservation.updated,reservation.cancelled,payment.recorded}', now() - interval '10 days')
     returning id`,
    [accountId],
  );
  const [stay] = await db.query<{ id: string; apartment_id: string; from_date: string; to_date: string }>(
    `select id, apartment_id, from_date::text, to_date::text from reservations where account_id = $1 order by created_at desc limit 1`,
    [accountId],
  );
  const deliveries: Array<{ event: string; payload: unknown; ago: string; attempts: Array<[number, number, string | null]> }> = [
    { event: 'webhook.test', payload: { type: 'test', attributes: { message: 'Testowe zdarzenie z Gospodarza.' } }, ago: '10 days', attempts: [[200, 212, null]] },
    {
      event: 'reservation.created',
      payload: { id: stay?.id, type: 'reservation', attributes: { apartmentId: stay?.apartment_id, from: stay?.from_date, to: stay?.to_date, status: 'confirmed' } },
      ago: '2 days',
      attempts: [[200, 143, null]],
    },
    { event: 'payment.recorded', payload: { id: stay?.id, type: 'payment', attributes: { reservationId: stay?.id, amount: '300.00', method: 'transfer', kind: 'payment' } }, ago: '1 day', attempts: [[500, 87, 'HTTP 500'], [200, 131, null]] },
  ];
  for (const d of deliveries) {
    const [row] = await db.query<{ id: string }>(
      `insert into webhook_deliveries (account_id, subscription_id, event, payload, status, attempts, last_status_code, created_at, delivered_at)
       values ($1, $2, $3, $4, 'delivered', $5, 200, now() - $6::interval, now() - $6::interval + interval '1 minute') returning id`,
      [accountId, sub.id, d.event, JSON.stringify(d.payload), d.attempts.length, d.ago],
    );
    for (const [index, [status, ms, error]] of d.attempts.entries()) {
      await db.query(
        `insert into webhook_attempts (account_id, delivery_id, started_at, status_code, duration_ms, error) values ($1, $2, now() - $3::interval + make_interval(mins => $4), $5, $6, $7)`,
        [accountId, row.id, d.ago, index, status, ms, error],
      );
    }
  }
}
