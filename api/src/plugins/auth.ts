import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Permission } from '@gospodarz/shared/dto';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import { hashToken } from '../lib/tokens';

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

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** Returns the live session for a token and marks it used; expired or revoked sessions give null. */
export async function resolveSession(app: FastifyInstance, token: string): Promise<AuthContext | null> {
  const rows = await app.db.query<SessionRow>(
    `select s.id as session_id, u.id as user_id, u.account_id, u.owner, u.permissions,
            extract(epoch from now() - s.last_seen_at)::int as idle_seconds
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.idle_seconds > app.config.sessionIdleMinutes * 60) {
    await app.db.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [row.session_id]);
    return null;
  }
  // Writing last_seen_at on every request would serialise reads; once a minute is enough for idle expiry.
  if (row.idle_seconds >= 60) {
    await app.db.query('update sessions set last_seen_at = now() where id = $1', [row.session_id]);
  }
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    accountId: row.account_id,
    owner: row.owner,
    permissions: row.permissions ?? [],
  };
}

export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);

  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request);
    const auth = token ? await resolveSession(app, token) : null;
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
