import fs from 'node:fs';
import path from 'node:path';
import { addDays } from '@gospodarz/contracts';

/** Every setting of the API, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; when empty the API runs on embedded PGlite under `dataDir` */
  databaseUrl: string | null;
  /** DATABASE_LISTEN_URL: where the LISTEN connection goes (straight to PostgreSQL when queries pass a transaction-pooling PgBouncer); null: databaseUrl */
  databaseListenUrl: string | null;
  /** DATABASE_POOL_SIZE: the most query connections one instance opens (LISTEN takes one more) */
  databasePoolSize: number;
  /** DATABASE_CONNECT_TIMEOUT_MS: the longest wait for a database connection before a request answers 503 */
  databaseConnectTimeoutMs: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: the longest a statement may run (the server cancels it; 503) */
  databaseStatementTimeoutMs: number;
  dataDir: string;
  /** the address people open, used in links sent by e-mail */
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  sessionIdleMinutes: number;
  /** a session older than this is refused however recently it was used */
  sessionMaxDays: number;
  /** multiplies every rate limit (1 in production; the browser tests raise it) */
  rateLimitFactor: number;
  demoPassword: string;
  /**
   * The demo accounts on first start (DEMO_SEED, formerly SEED_DEMO): on by default outside production; in production
   * only with DEMO_SEED=true and a DEMO_PASSWORD the operator chose (`npm start` passes both).
   */
  seedDemo: boolean;
  /** the repository root whose host/ and mfe-*\/ dist folders are served; null serves no apps */
  appsDir: string | null;
  logLevel: string;
  production: boolean;
  /**
   * Which proxies in front of the API may name the client (X-Forwarded-For) and the scheme (X-Forwarded-Proto):
   * false (none: the default), a hop count, or addresses, CIDR ranges and proxy-addr's names (loopback,
   * linklocal, uniquelocal). Every client limit counts by the address this yields.
   */
  trustProxy: false | number | string[];
  /**
   * Development only (DEV_OUTBOX=true): mails, with their reset and invitation links, are readable by anyone at
   * GET /api/v1/dev/outbox and printed in full to the log. Never on because a variable is missing.
   */
  devOutbox: boolean;
  /** this instance runs background jobs (JOB_WORKERS, default true); false: it only queues them for the others */
  jobWorkers: boolean;
  /** the key guest-page tokens are derived from; null: a random key made once and kept in the database */
  guestLinkSecret: string | null;
  /** INBOUND_SMTP_PORT: the port of the SMTP listener taking guests' replies; null: no listener */
  inboundSmtpPort: number | null;
  inboundSmtpHost: string;
  /** the domain of the reply addresses (reply+<token>@domain) */
  inboundMailDomain: string;
  /** the largest reply accepted, in bytes */
  inboundMaxBytes: number;
  /**
   * Calendar feeds (iCal import) may be read from addresses that are not public unicast (loopback, private ranges,
   * link-local, CGNAT, IPv6 unique-local, reserved...): only ICAL_ALLOW_PRIVATE_NETWORK=true, whatever NODE_ENV (the
   * development scripts set it for the demo's feeds, served by the API itself). Off, such a feed is refused (no
   * server-side request forgery).
   */
  icalAllowPrivateNetwork: boolean;
  /**
   * Webhook targets (issue 42) may be plain http and resolve to addresses that are not public unicast: only
   * WEBHOOKS_ALLOW_PRIVATE_NETWORK=true and never in production (development and tests, a receiver on the loopback).
   */
  webhooksAllowPrivateNetwork: boolean;
  /** where uploaded files (listing photos) are kept: the database (default) or S3-compatible storage (S3_BUCKET set) */
  fileStorage: FileStorageConfig;
  /** ICAL_MAX_EVENTS: a feed with more events than this (recurring ones' occurrences included) is refused (default 5000) */
  icalMaxEvents: number;
  /**
   * KSEF_FA3_SCHEMA: the Ministry of Finance's FA(3) schema (schemat.xsd, with the files it imports beside it) that
   * each exported KSeF file is checked against with xmllint before the invoice is marked exported; by default the copy
   * beside the repository (../shared/ksef/FA3) when there is one. Null: the export answers 503 (nothing unchecked).
   */
  ksefSchema: string | null;
  /**
   * KSEF_SECRET_KEY: the key (any text of 32 characters or more; `openssl rand -base64 32`) the hosts' KSeF tokens are
   * encrypted with at rest. Null: a token cannot be saved (the KSeF settings say so) and nothing is sent to KSeF.
   */
  ksefSecretKey: string | null;
  /**
   * KSEF_TEST_URL, KSEF_DEMO_URL, KSEF_PRD_URL: the KSeF API 2.0 address of each environment, by default the
   * Ministry's (srodowiska.md); set only to go through a proxy (or, in tests, the KSeF test server).
   */
  ksefApiUrls: { TEST: string; DEMO: string; PRD: string };
  /**
   * KSEF_ANNOUNCEMENTS: the Ministry's announcements of KSeF's unavailability or failure (BIP), which decide the
   * offline mode and deadline of invoices KSeF cannot take (modules/ksef/offlineModes.ts): a JSON array of
   * `{"environment":"PRD","kind":"unavailability"|"failure"|"total_failure","from":"2026-11-27","until":"2026-11-28"}`
   * (`until` null while it lasts). Unset: none announced (invoices KSeF does not take are offline24).
   */
  ksefAnnouncements: Array<KsefAnnouncement & { environment: 'TEST' | 'DEMO' | 'PRD' }>;
}

/** DEV_OUTBOX: only the exact word `true` switches it on, and never in production. */
export function parseDevOutbox(value: string | undefined, production: boolean): boolean {
  if ((value ?? '').trim() !== 'true') return false;
  // Whoever reads the outbox can take over any account through its reset links.
  if (production) throw new Error('DEV_OUTBOX=true is refused with NODE_ENV=production: the outbox hands out password-reset links');
  return true;
}

/** S3-compatible object storage (MinIO, Ceph, AWS, OVH, Scaleway…); without S3_BUCKET files are kept in the database. */
export type FileStorageConfig =
  | { kind: 'database' }
  | { kind: 's3'; endpoint: string | null; bucket: string; region: string; accessKeyId: string | null; secretAccessKey: string | null; forcePathStyle: boolean };

export function parseFileStorage(env: NodeJS.ProcessEnv): FileStorageConfig {
  const bucket = (env.S3_BUCKET ?? '').trim();
  if (!bucket) return { kind: 'database' };
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if (!accessKeyId !== !secretAccessKey) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both (or neither, for the SDK\'s own credentials)');
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT || null,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** A setting the API refuses to start with; its message says what to set instead (printed without a stack trace). */
export class ConfigError extends Error {}

/** DEMO_SEED / DEMO_PASSWORD: whether the demo accounts are made at start, and their password (see Config.seedDemo). */
export function parseDemoSeed(env: NodeJS.ProcessEnv, production: boolean): { seedDemo: boolean; demoPassword: string } {
  const asked = (env.DEMO_SEED ?? env.SEED_DEMO ?? '').trim();
  if (!production) return { seedDemo: asked !== 'false', demoPassword: env.DEMO_PASSWORD || 'demo1234' };
  if (asked !== 'true') return { seedDemo: false, demoPassword: '' };
  // A published password on a public server hands the demo account, and whatever is put in it, to anyone.
  if (!env.DEMO_PASSWORD) {
    throw new ConfigError('DEMO_SEED=true with NODE_ENV=production needs DEMO_PASSWORD: choose the demo accounts\' password (or leave DEMO_SEED unset)');
  }
  return { seedDemo: true, demoPassword: env.DEMO_PASSWORD };
}

/** TRUST_PROXY: unset/`false` → trust none; `2` → that many hops; `10.0.0.1, 172.16.0.0/12` → those proxies. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    // Trusting every sender lets any client pick the address its limits are counted by.
    throw new Error('TRUST_PROXY=true is refused: name the proxies (addresses, CIDR ranges) or give a hop count');
  }
  return text.split(',').map((entry) => entry.trim()).filter(Boolean);
}

const repoRoot = path.resolve(__dirname, '..', '..');

/** A whole number above zero, or `fallback` when unset or not one. */
function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    databaseListenUrl: env.DATABASE_LISTEN_URL || null,
    databasePoolSize: positive(env.DATABASE_POOL_SIZE, 10),
    databaseConnectTimeoutMs: positive(env.DATABASE_CONNECT_TIMEOUT_MS, 5_000),
    databaseStatementTimeoutMs: positive(env.DATABASE_STATEMENT_TIMEOUT_MS, 30_000),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Gospodarz <no-reply@gospodarz.pl>',
    redisUrl: env.REDIS_URL || null,
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 8 * 60),
    sessionMaxDays: Number(env.SESSION_MAX_DAYS) > 0 ? Number(env.SESSION_MAX_DAYS) : 30,
    rateLimitFactor: Math.max(1, Number(env.RATE_LIMIT_FACTOR ?? 1) || 1),
    ...parseDemoSeed(env, env.NODE_ENV === 'production'),
    appsDir: env.APPS_DIR === '' ? null : path.resolve(env.APPS_DIR ?? repoRoot),
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    devOutbox: parseDevOutbox(env.DEV_OUTBOX, env.NODE_ENV === 'production'),
    jobWorkers: env.JOB_WORKERS !== 'false',
    guestLinkSecret: env.GUEST_LINK_SECRET || null,
    inboundSmtpPort: Number(env.INBOUND_SMTP_PORT) > 0 ? Number(env.INBOUND_SMTP_PORT) : null,
    inboundSmtpHost: env.INBOUND_SMTP_HOST ?? '0.0.0.0',
    inboundMailDomain: env.INBOUND_MAIL_DOMAIN ?? 'localhost',
    inboundMaxBytes: Number(env.INBOUND_MAX_BYTES) > 0 ? Number(env.INBOUND_MAX_BYTES) : 1024 * 1024,
    icalAllowPrivateNetwork: env.ICAL_ALLOW_PRIVATE_NETWORK === 'true',
    webhooksAllowPrivateNetwork: env.WEBHOOKS_ALLOW_PRIVATE_NETWORK === 'true' && env.NODE_ENV !== 'production',
    fileStorage: parseFileStorage(env),
    icalMaxEvents: Number(env.ICAL_MAX_EVENTS) > 0 ? Math.floor(Number(env.ICAL_MAX_EVENTS)) : 5000,
    ksefSchema: ksefSchemaPath(env),
    ksefSecretKey: ksefSecretKey(env),
    ksefApiUrls: {
      TEST: env.KSEF_TEST_URL || 'https://api-test.ksef.mf.gov.pl/v2',
      DEMO: env.KSEF_DEMO_URL || 'https://api-demo.ksef.mf.gov.pl/v2',
      PRD: env.KSEF_PRD_URL || 'https://api.ksef.mf.gov.pl/v2',
    },
    ksefAnnouncements: ksefAnnouncements(env),
  };
}

/** KSEF_ANNOUNCEMENTS: refused at start when it is not the list it should be. */
function ksefAnnouncements(env: NodeJS.ProcessEnv) {
  try {
    return parseKsefAnnouncements(env.KSEF_ANNOUNCEMENTS);
  } catch (error) {
    throw new ConfigError(error instanceof SyntaxError ? 'KSEF_ANNOUNCEMENTS is not JSON' : (error as Error).message);
  }
}

/** KSEF_SECRET_KEY: a key too short to protect the tokens is refused at start (an unset one leaves KSeF off). */
function ksefSecretKey(env: NodeJS.ProcessEnv): string | null {
  const key = (env.KSEF_SECRET_KEY ?? '').trim();
  if (!key) return null;
  if (key.length < 32) throw new ConfigError('KSEF_SECRET_KEY is too short: use 32 characters or more (e.g. `openssl rand -base64 32`)');
  return key;
}

/** KSEF_FA3_SCHEMA, or the FA(3) schema beside the repository (development and CI) when it is there. */
function ksefSchemaPath(env: NodeJS.ProcessEnv): string | null {
  if (env.KSEF_FA3_SCHEMA) return path.resolve(env.KSEF_FA3_SCHEMA);
  const beside = path.resolve(repoRoot, '..', 'shared', 'ksef', 'FA3', 'schemat.xsd');
  return fs.existsSync(beside) ? beside : null;
}

/** A Ministry's announcement about KSeF (BIP): an unavailability, a failure or a total failure, its first and last day (null: not over). */
export interface KsefAnnouncement {
  kind: 'unavailability' | 'failure' | 'total_failure';
  from: string;
  until: string | null;
}

/** KSEF_ANNOUNCEMENTS: `[{"environment":"PRD","kind":"failure","from":"2026-11-27","until":"2026-11-28"}, …]`. */
export function parseKsefAnnouncements(text: string | undefined): Array<KsefAnnouncement & { environment: 'TEST' | 'DEMO' | 'PRD' }> {
  if (!text || !text.trim()) return [];
  const list = JSON.parse(text) as unknown;
  if (!Array.isArray(list)) throw new Error('KSEF_ANNOUNCEMENTS: a JSON array of {environment, kind, from, until}');
  const day = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && addDays(v, 0) === v;
  return list.map((item: Record<string, unknown>, i) => {
    const ok =
      ['TEST', 'DEMO', 'PRD'].includes(String(item?.environment)) &&
      ['unavailability', 'failure', 'total_failure'].includes(String(item?.kind)) &&
      day(item?.from) &&
      (item?.until === null || item?.until === undefined || (day(item.until) && String(item.until) >= String(item.from)));
    if (!ok) throw new Error(`KSEF_ANNOUNCEMENTS[${i}]: environment TEST|DEMO|PRD, kind unavailability|failure|total_failure, from and until as YYYY-MM-DD (until may be null)`);
    return { environment: item.environment as 'TEST' | 'DEMO' | 'PRD', kind: item.kind as KsefAnnouncement['kind'], from: String(item.from), until: (item.until as string | null | undefined) ?? null };
  });
}
