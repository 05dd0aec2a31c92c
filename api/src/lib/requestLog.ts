import type { FastifyRequest } from 'fastify';

/** What stands in the request log for a secret of an address. */
export const REDACTED = '[redacted]';

/**
 * Path segments whose next segment is a secret that opens something without signing in: the guest page
 * (`/guest/<token>`, the app's page and its API), the provider's page (`/provider_page/<token>`), an apartment's iCal
 * export (`/calendars/<token>.ics`) and an invitation or sign-up link's password form (`/users/<token>/set_password`).
 */
const SECRET_AFTER: Record<string, (segments: string[], next: number) => boolean> = {
  guest: () => true,
  provider_page: () => true,
  calendars: () => true,
  users: (segments, next) => segmentName(segments[next + 1] ?? '') === 'set_password',
};

/** A query parameter holding a link's secret: `token` (provider, reset and confirmation pages) or `…_token`/`…Token`. */
const SECRET_PARAM = /token$/i;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A segment as the router reads it (percent-decoded, case-folded, without a `;` suffix). */
function segmentName(segment: string): string {
  return decoded(segment).split(';')[0].toLowerCase();
}

/**
 * The request's URL as the log may keep it: the secrets of public links replaced by `[redacted]`, in the path and in
 * the query, however they are percent-encoded, so that whoever reads the logs cannot open a guest's, a provider's or
 * a calendar's link, or set someone's password.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? null : url.slice(queryAt + 1);

  const segments = path.split('/');
  for (let i = 0; i < segments.length; i++) {
    const secretFollows = SECRET_AFTER[segmentName(segments[i])];
    if (!secretFollows) continue;
    // the next non-empty segment (a doubled slash does not hide it)
    let next = i + 1;
    while (next < segments.length && segments[next] === '') next += 1;
    if (next < segments.length && secretFollows(segments, next)) {
      segments[next] = REDACTED;
      i = next;
    }
  }
  const redactedPath = segments.join('/');
  if (query === null) return redactedPath;
  const params = query.split(/([&;])/).map((part) => {
    const equals = part.indexOf('=');
    if (equals < 0) return part;
    return SECRET_PARAM.test(decoded(part.slice(0, equals).replace(/\+/g, ' ')).trim()) ? `${part.slice(0, equals)}=${REDACTED}` : part;
  });
  return `${redactedPath}?${params.join('')}`;
}

/**
 * The request log's serializer of a request: Fastify's own fields, with the URL redacted. Fastify logs the request
 * (at info level, 'incoming request') through it.
 */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
