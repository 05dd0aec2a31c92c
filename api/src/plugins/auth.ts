import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Permission } from '@gospodarz/contracts';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import type { Scope } from '../lib/scope';
import { hashToken } from '../lib/tokens';
import { liveSession, touchAfterSeconds } from '../modules/session';
import { isApiToken, liveApiToken, READ_ONLY_REFUSED } from '../modules/api-tokens';
import { SessionCache } from './sessionCache';

/**
 * Who may call a route: anyone, any signed-in user, the account's owner alone (administration, the account itself),
 * or a user holding a module's permission (the owner holds all).
 */
export type Access = 'public' | 'signedIn' | 'owner' | Permission;

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: Access;
}

/** The route options that make a route answer 401/403 before its body is even read. */
export interface RouteGuard {
  onRequest: onRequestAsyncHookHandler[];
  config: { access: Access };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** who is asking; set by the guard of a signed-in route */
    scope: Scope | null;
  }
  interface FastifyInstance {
    /**
     * Every route registered after the auth plugin, with who may call it as its guard declared it (public when it
     * has none). The access matrix test holds it against the declared access table.
     */
    routeAccess: RouteAccessEntry[];
    /**
     * The options fragment of a signed-in route: `app.get(url, { ...app.guard('reservations'), schema }, handler)`.
     * It authenticates (401) and checks the permission (403) in onRequest, so that a refused caller never reaches
     * body parsing or validation. Without a permission, any signed-in user may call the route; with 'owner', only
     * the account's owner (a co-host gets 403).
     */
    guard(permission?: Permission | 'owner'): RouteGuard;
  }
  interface FastifyContextConfig {
    /** who may call the route, as its guard declared it (absent: public) */
    access?: Access;
  }
}

/** What a personal access token may never do, whatever its access: change the password, close the account. */
const SESSION_ONLY = new Set(['PATCH /api/v1/me/password', 'DELETE /api/v1/me']);
const SESSION_ONLY_REFUSED = 'Tego nie można zrobić tokenem API: zaloguj się w aplikacji.';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * The scope of a live session for a token; null when there is none. A session read from the database is kept in
 * `cache` (while the change feed is live) until it is due to be marked used again (`touchAfterSeconds`).
 */
export async function resolveSession(app: FastifyInstance, cache: SessionCache, token: string): Promise<Scope | null> {
  const tokenHash = hashToken(token);
  const cached = app.changes.live ? cache.get(tokenHash) : null;
  if (cached) return cached;
  const generation = cache.mark();
  const live = await liveSession(app.db, tokenHash, app.config.sessionIdleMinutes * 60, app.config.sessionMaxDays * 86_400);
  if (!live) return null;
  if (app.changes.live) cache.put(tokenHash, live.scope, live.seenAt, generation);
  return live.scope;
}

export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('scope', null);
  const routes: RouteAccessEntry[] = [];
  app.decorate('routeAccess', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access: route.config?.access ?? 'public' });
  });
  // read again (and marked used) as often as the idle clock needs it: a use within the idle limit always extends it
  const sessions = new SessionCache(touchAfterSeconds(app.config.sessionIdleMinutes * 60) * 1000);
  app.changes.on('session', (sessionId) => sessions.forget((scope) => scope.sessionId === sessionId));
  app.changes.on('user', (userId) => sessions.forget((scope) => scope.userId === userId));
  app.changes.onReset(() => sessions.clear());

  const authenticate: onRequestAsyncHookHandler = async function authenticate(request, reply) {
    if (request.scope) return;
    const token = bearerToken(request);
    if (token && isApiToken(token)) {
      // a personal access token (issue 42): read each time (a revocation counts at once), limited per token
      const scope = await liveApiToken(app.db, token);
      if (!scope?.apiToken) throw new UnauthorizedError('Token API jest nieprawidłowy, wygasł albo został unieważniony.');
      await app.throttle('apiToken', () => scope.apiToken!.id).call(app, request, reply);
      if (scope.apiToken.readOnly && request.method !== 'GET' && request.method !== 'HEAD') throw new ForbiddenError(READ_ONLY_REFUSED);
      if (SESSION_ONLY.has(`${request.method} ${request.routeOptions.url}`)) throw new ForbiddenError(SESSION_ONLY_REFUSED);
      request.scope = scope;
      return;
    }
    const scope = token ? await resolveSession(app, sessions, token) : null;
    if (!scope) throw new UnauthorizedError();
    request.scope = scope;
  };

  const requirePermission = (permission: Permission | 'owner'): onRequestAsyncHookHandler =>
    async function requirePermission(request) {
      const scope = request.scope;
      if (!scope) throw new UnauthorizedError();
      if (scope.owner) return;
      if (permission === 'owner' || !scope.permissions.includes(permission)) throw new ForbiddenError();
    };

  app.decorate('guard', (permission?: Permission | 'owner'): RouteGuard => ({
    onRequest: permission ? [authenticate, requirePermission(permission)] : [authenticate],
    config: { access: permission ?? 'signedIn' },
  }));
}, { name: 'auth', dependencies: ['db', 'changes'] });

/** Who is asking, inside a guarded route. */
export function scopeOf(request: FastifyRequest): Scope {
  if (!request.scope) throw new UnauthorizedError();
  return request.scope;
}
