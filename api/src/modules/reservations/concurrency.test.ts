import type { Queryable } from '../../db/database';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';

jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('concurrent bookings of the same nights', () => {
  it('stores exactly one of 50 simultaneous creates; the other 49 get 409', async () => {
    const owner = await signedInOwner(api);
    const apartmentId = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski' });

    // Count transactions that are open at the same moment, to prove the database (not the process) decided.
    const original = api.db.transaction.bind(api.db);
    let open = 0;
    let peak = 0;
    api.db.transaction = <T>(fn: (tx: Queryable) => Promise<T>) =>
      original(async (tx) => {
        open += 1;
        peak = Math.max(peak, open);
        try {
          return await fn(tx);
        } finally {
          open -= 1;
        }
      });

    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          api.app.inject({
            method: 'POST',
            url: '/api/v1/householder/reservations',
            headers: owner.auth,
            payload: {
              reservation: {
                fullName: `Gość ${i}`,
                email: `gosc${i}@example.pl`,
                apartmentId,
                from: '2031-02-10',
                to: '2031-02-14',
                pricePerNight: 100,
              },
            },
          }),
        ),
      );
      // a tally, so that a failure shows what the other answers were
      const tally: Record<number, number> = {};
      for (const a of answers) tally[a.statusCode] = (tally[a.statusCode] ?? 0) + 1;
      expect(tally).toEqual({ 201: 1, 409: 49 });
      for (const a of answers.filter((x) => x.statusCode === 409)) {
        expect(a.json()).toEqual({ message: 'Apartament jest już zajęty w tym terminie.' });
      }
    } finally {
      api.db.transaction = original;
    }

    const [{ count }] = await api.db.query<{ count: number }>(
      `select count(*)::int as count from reservations where account_id = $1 and apartment_id = $2`,
      [owner.accountId, apartmentId],
    );
    expect(count).toBe(1);
    // the losers' guests were rolled back with their reservations
    const [{ clients }] = await api.db.query<{ clients: number }>(`select count(*)::int as clients from clients where account_id = $1`, [owner.accountId]);
    expect(clients).toBe(1);
    if (api.db.kind === 'postgres') {
      // on the server the pool really ran them side by side (PGlite has one connection and runs them in turn)
      expect(peak).toBeGreaterThanOrEqual(10);
    } else {
      expect(peak).toBeGreaterThanOrEqual(1);
    }
  });
});
