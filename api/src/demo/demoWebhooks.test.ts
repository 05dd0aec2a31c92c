import { openTestDatabase } from '../test/harness';
import { migrate } from '../db/migrate';
import { seedDemo } from './index';

describe('the demo’s webhook (issue 42)', () => {
  it('has a subscription with a delivery log: statuses, a retried delivery, and nothing queued by the seed itself', async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      const accountId = (await seedDemo(db, { password: 'demo1234' }))!;
      const subs = await db.query<{ url: string; events: string[] }>('select url, events from webhook_subscriptions where account_id = $1', [accountId]);
      expect(subs).toEqual([{ url: 'https://hooks.example.com/gospodarz', events: ['reservation.created', 'reservation.updated', 'reservation.cancelled', 'payment.recorded'] }]);
      const log = await db.query<{ event: string; status: string; codes: number[] }>(
        `select d.event, d.status, array(select a.status_code from webhook_attempts a where a.delivery_id = d.id order by a.started_at) as codes
           from webhook_deliveries d where d.account_id = $1 order by d.created_at`,
        [accountId],
      );
      expect(log).toEqual([
        { event: 'webhook.test', status: 'delivered', codes: [200] },
        { event: 'reservation.created', status: 'delivered', codes: [200] },
        { event: 'payment.recorded', status: 'delivered', codes: [500, 200] },
      ]);
    } finally {
      await drop();
    }
  });
});
