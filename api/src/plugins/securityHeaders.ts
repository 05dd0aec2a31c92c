import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * The origins of every URL in a remote registry (`remotes.json`: federation name → remoteEntry.js URL, or an entry
 * object holding it), relative URLs (served by the suite itself) left out.
 */
export function remoteOrigins(registry: unknown): string[] {
  const origins = new Set<string>();
  const stack: unknown[] = [registry];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (/^https?:\/\//i.test(value)) {
        try {
          origins.add(new URL(value).origin);
        } catch {
          // not a URL after all: nothing to allow
        }
      }
    } else if (value && typeof value === 'object') {
      stack.push(...Object.values(value));
    }
  }
  return [...origins].sort();
}

/**
 * The Content-Security-Policy of the suite's pages. Scripts only from the suite itself and the registry's remotes,
 * never inline: the session token lives in localStorage, so any script that runs can read it. Styles also inline:
 * Chakra's emotion writes <style> tags and style attributes at run time; a nonce would need every page rendered per
 * request (nginx serves them as files) and cannot cover style attributes, and a style cannot read the token.
 * Images and fonts may be data:/blob: URLs (photo previews before upload, fonts inlined by the bundler).
 */
export function cspDirectives(remotes: string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes],
    'frame-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
}

/** The policy as one header value, written as helmet wrote it (directives joined by ';' without a space). */
export function cspHeader(remotes: string[]): string {
  return Object.entries(cspDirectives(remotes))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/** The remotes' origins named by the registry the suite serves beside the host's index.html. */
function servedRemoteOrigins(appsDir: string | null): string[] {
  if (!appsDir) return [];
  const file = path.join(appsDir, 'host', 'dist', 'remotes.json');
  try {
    return remoteOrigins(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return [];
  }
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The fixed headers of every answer, as @fastify/helmet 13 (helmet 8) set them with the options this suite used:
 * the CSP above, nosniff, no framing, no referrer (reset links carry their token in the query), cross-origin
 * isolation of the API's answers, and helmet's other defaults. No cross-origin embedder policy: remotes on other
 * origins load without CORP headers of their own.
 */
export function fixedSecurityHeaders(remotes: string[]): Record<string, string> {
  return {
    'content-security-policy': cspHeader(remotes),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Security headers on every answer (pages, scripts, API, errors), set once per request from one object built at
 * start-up (helmet's per-request middleware chain cost a third of the API's throughput on cached pages), in
 * onRequest so that a route may still replace one (a served file's own CSP). HSTS only when the answer goes over
 * TLS: PUBLIC_URL is https, or a trusted proxy says the client used https.
 */
export default fp(async function securityHeadersPlugin(app: FastifyInstance) {
  const fixed = fixedSecurityHeaders(servedRemoteOrigins(app.config.appsDir));
  const names = Object.keys(fixed);
  const publicOverTls = app.config.publicUrl.startsWith('https://');
  app.addHook('onRequest', (request, reply, done) => {
    for (const name of names) reply.header(name, fixed[name]);
    if (publicOverTls || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // A remote's scripts may be loaded by a host on another origin.
    if (request.url.startsWith('/remotes/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    done();
  });
}, { name: 'security-headers', dependencies: ['db'] });
