import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase } from '../test/harness';
import { UPO_SCHEMA } from '../test/ksefServer';
import { migrate } from '../db/migrate';
import { isValidKsefNumber } from '../modules/ksef';
import { seedDemo } from './index';

jest.setTimeout(120_000);

describe('the demo’s KSeF', () => {
  it('is set on TEST, sends by hand, and has invoices in every KSeF status (the accepted one with a valid number and UPO)', async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      const accountId = (await seedDemo(db, { password: 'demo1234' }))!;
      const [settings] = await db.query<{ environment: string; auto_send: boolean }>('select environment, auto_send from ksef_settings where account_id = $1', [accountId]);
      expect(settings).toEqual({ environment: 'TEST', auto_send: false });
      const rows = await db.query<{ status: string; ksef_number: string | null; upo: string | null; offline_until: string | null; error_code: number | null; number: string | null }>(
        `select k.status, k.ksef_number, k.upo, k.offline_until::text, k.error_code, i.ksef_number as number
           from invoice_ksef k join invoices i on i.id = k.invoice_id where k.account_id = $1 order by k.status`,
        [accountId],
      );
      expect(rows.map((r) => r.status)).toEqual(['accepted', 'offline', 'pending', 'rejected', 'sent']);
      const accepted = rows[0];
      expect(isValidKsefNumber(accepted.ksef_number!)).toBe(true);
      expect(accepted.number).toBe(accepted.ksef_number);
      const file = path.join(os.tmpdir(), `demo-upo-${process.pid}.xml`);
      fs.writeFileSync(file, accepted.upo!);
      execFileSync('xmllint', ['--noout', '--nonet', '--schema', UPO_SCHEMA, file], { stdio: 'pipe' });
      fs.unlinkSync(file);
      expect(rows[1].offline_until).not.toBeNull();
      expect(rows[3].error_code).toBe(450);
      // Faktury › 'Kosztowe': each service provider's invoice of last month, matched to the provider
      const costs = await db.query<{ ksef_number: string; matched: boolean }>('select ksef_number, service_provider_id is not null as matched from ksef_cost_invoices where account_id = $1', [accountId]);
      expect(costs.length).toBe(3);
      expect(costs.every((c) => c.matched && isValidKsefNumber(c.ksef_number))).toBe(true);
    } finally {
      await drop();
    }
  });
});
