import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { freshSchema, POSTGRES_URL } from './postgresForTest';

const run = promisify(execFile);

/**
 * The database's shape after every migration, as api/src/db/schema.sql holds it: the migrations run into a scratch
 * schema of their own on the test server, `pg_dump --schema-only` dumps it, and the text is made stable (the
 * scratch schema's name, pg_dump's settings, comments and random \restrict keys go; blank lines are folded), so the
 * same migrations always give the same file.
 */
export async function dumpSchemaSql(): Promise<string> {
  const scratch = await freshSchema();
  try {
    const { stdout } = await run('pg_dump', ['--schema-only', '--no-owner', '--no-privileges', '--no-comments', `--schema=${scratch.schema}`, POSTGRES_URL], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return normalise(stdout, scratch.schema);
  } finally {
    await scratch.drop();
  }
}

function normalise(dump: string, schema: string): string {
  const lines = dump
    .replaceAll(`"${schema}".`, '')
    .replaceAll(`${schema}.`, '')
    .split('\n')
    .filter((line) => !line.startsWith('--'))
    .filter((line) => !/^\\(un)?restrict\b/.test(line))
    .filter((line) => !/^SET |^SELECT pg_catalog\.set_config/.test(line))
    .filter((line) => !/^CREATE SCHEMA /.test(line))
    .map((line) => line.trimEnd());
  const text = lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  return `-- The schema after all migrations (api/src/db/migrations), generated: do not edit.\n-- Regenerate with \`npm run schema:sql -w api\` (needs PostgreSQL and pg_dump; see docs/testing.md).\n\n${text}\n`;
}
