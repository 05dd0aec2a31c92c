import fs from 'node:fs';
import path from 'node:path';
import { dumpSchemaSql } from '../src/test/schemaSql';

/**
 * api/src/db/schema.sql is every table's shape in one place, the schema the migrations make: a migration that
 * changes the schema without the file regenerated fails here. SCHEMA_SQL=write regenerates it
 * (`npm run schema:sql -w api`).
 */
const FILE = path.join(__dirname, '../src/db/schema.sql');

describe('api/src/db/schema.sql', () => {
  it('is the schema the migrations make, as pg_dump writes it', async () => {
    const dumped = await dumpSchemaSql();
    if (process.env.SCHEMA_SQL === 'write') fs.writeFileSync(FILE, dumped);
    const committed = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : '';
    if (committed !== dumped) {
      throw new Error('api/src/db/schema.sql is not the schema the migrations make: run `npm run schema:sql -w api` and commit the file');
    }
    expect(committed).toContain('CREATE TABLE reservations');
  }, 120_000);
});
