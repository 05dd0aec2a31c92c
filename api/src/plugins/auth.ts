import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Permission } from '@gospodarz/shared/dto';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import { hashToken } from '../lib/tokens';
import { SessionCache } from './sessionCache';

/** Who is calling: the session's user and account. Every repository call takes `accountId` from here. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  accountId: string;
  owner: boolean;
  permissions: Permission[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a live session */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler factory: 403 unless the user is the owner or holds the permission */
    requirePermission(permission: Permission): preHandlerAsyncHookHandler;
  }
}

interface SessionRow {
  session_id: string;
  user_id: string;
  account_id: string;
  owner: boolean;
  permissions: Permission[];
  idle_seconds: number;
}

/** Writing last_seen_at on every request would serialise reads; once a minute is enough for idle expiry. */
const TOUCH_AFTER_SECONDS = 60;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Returns the live session for a token and marks it used; expired or revoked sessions give null. A session read
 * here is kept in `cache` (while the change feed is live) for up to a minute since it was last marked used.
 */
export async function resolveSession(app: FastifyInstance, cache: SessionCache, token: string): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const cached = app.changes.live ? cache.get(tokenHash) : null;
  if (cached) return cached;
  const generation = cache.mark();
  const rows = await app.db.query<SessionRow>(
    `select s.id as session_id, u.id as user_id, u.account_id, u.owner, u.permissions,
            extract(epoch from now() - s.last_seen_at)::int as idle_seconds
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.idle_seconds > app.config.sessionIdleMinutes * 60) {
    await app.db.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [row.session_id]);
    return null;
  }
  let seenAt = Date.now() - row.idle_seconds * 1000;
  if (row.idle_seconds >= TOUCH_AFTER_SECONDS) {
    await app.db.query('update sessions set last_seen_at = now() where id = $1', [row.session_id]);
    seenAt = Date.now();
  }
  const auth: AuthContext = {
    sessionId: row.session_id,
    userId: row.user_id,
    accountId: row.account_id,
    owner: row.owner,
    permissions: row.permissions ?? [],
  };
  if (app.changes.live) cache.put(tokenHash, auth, seenAt, generation);
  return auth;
}

export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  // read again at least once a minute (when it is marked used), and never later than the idle limit
  const sessions = new SessionCache(Math.min(TOUCH_AFTER_SECONDS, app.config.sessionIdleMinutes * 60) * 1000);
  app.changes.on('session', (sessionId) => sessions.forget((auth) => auth.sessionId === sessionId));
  app.changes.on('user', (userId) => sessions.forget((auth) => auth.userId === userId));
  app.changes.onReset(() => sessions.clear());

  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request);
    const auth = token ? await resolveSession(app, sessions, token) : null;
    if (!auth) throw new UnauthorizedError();
    request.auth = auth;
  });

  app.decorate('requirePermission', (permission: Permission) => {
    return async function requirePermission(request: FastifyRequest) {
      const auth = request.auth;
      if (!auth) throw new UnauthorizedError();
      if (!auth.owner && !auth.permissions.includes(permission)) throw new ForbiddenError();
    };
  });
});

/** The caller's context inside an authenticated route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}
