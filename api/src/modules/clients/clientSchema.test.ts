import { Value } from 'typebox/value';
import { ClientAttributes } from '@gospodarz/contracts';
import { openTestDatabase } from '../../test/harness';
import { migrate } from '../../db/migrate';
import { seedDemo } from '../../demo';
import { findClient } from './repository';
import { Client } from './schemas';
import { toClientDto } from './serialize';

// The client is declared once (contracts' ClientAttributes schema): every demo guest's row, serialised, is a value
// that schema accepts, as the API's resource (its answers) and as the contract's attributes (what the apps read).
describe('the client resource: one declaration, and the rows fit it', () => {
  it('accepts every demo client as serialised from its repository row', async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      const accountId = (await seedDemo(db, { password: 'demo1234' }))!;
      const ids = await db.query<{ id: string }>('select id from clients where account_id = $1 order by id', [accountId]);
      expect(ids.length).toBeGreaterThan(3);
      for (const { id } of ids) {
        const row = await findClient(db, accountId, null, id);
        const dto = toClientDto(row!);
        expect([id, [...Value.Errors(Client, dto)].map((e) => `${e.instancePath} ${e.message}`)]).toEqual([id, []]);
        expect(Value.Check(ClientAttributes, dto.attributes)).toBe(true);
      }
      // and a value that breaks the contract is refused, so the check can fail
      const [{ id }] = ids;
      const broken = { ...toClientDto((await findClient(db, accountId, null, id))!) };
      expect(Value.Check(Client, { ...broken, attributes: { ...broken.attributes, reservationsCount: 'trzy' } })).toBe(false);
    } finally {
      await drop();
    }
  }, 120_000);
});
