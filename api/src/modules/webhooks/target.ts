import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isPublicAddress } from '../channel-sync';

export const DELIVERY_TIMEOUT_MS = 10_000;
export const REFUSED_PRIVATE = 'Adres webhooka prowadzi do sieci wewnętrznej (adres lokalny, prywatny lub metadanych): niedozwolony.';
export const HTTPS_ONLY = 'Adres webhooka musi zaczynać się od https://.';

/** What a target's address may be: public unicast only, plain http refused, unless `allowPrivate` (dev and tests). */
export interface TargetPolicy {
  allowPrivate: boolean;
}

/** The URL's shape: a valid https address (http too when allowed), not naming a private address outright. */
export function checkTargetUrl(raw: string, policy: TargetPolicy): { url: URL } | { error: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { error: 'Podaj poprawny adres URL.' };
  }
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:')) return { error: HTTPS_ONLY };
  if (url.username || url.password) return { error: 'Adres webhooka nie może zawierać loginu ani hasła.' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivate && net.isIP(host) && !isPublicAddress(host)) return { error: REFUSED_PRIVATE };
  return { url };
}

/** Resolves the target's name: refused when any of its addresses is not public (checked at subscription). */
export async function checkTargetResolves(url: URL, policy: TargetPolicy): Promise<string | null> {
  if (policy.allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return isPublicAddress(host) ? null : REFUSED_PRIVATE;
  try {
    const addresses = await dns.promises.lookup(host, { all: true });
    return addresses.every((a) => isPublicAddress(a.address)) ? null : REFUSED_PRIVATE;
  } catch {
    return 'Nie znaleziono serwera o tej nazwie.';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** The lookup of the delivery's own connection: the address it connects to is the one checked (no DNS rebinding). */
function guardedLookup(policy: TargetPolicy) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as dns.LookupAddress[];
      if (!policy.allowPrivate && list.some((a) => !isPublicAddress(a.address))) return callback(Object.assign(new Error(REFUSED_PRIVATE), { code: 'EPRIVATE' }), '');
      if (options.all) return callback(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}

export interface PostOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/**
 * POSTs the body to the target once: checked again at this delivery (the URL and, in the connection's lookup, the
 * resolved address), redirects not followed (a 3xx is a failure), 10 s at most, the answer's body ignored.
 */
export function postOnce(raw: string, body: string, headers: Record<string, string>, policy: TargetPolicy): Promise<PostOutcome> {
  const started = Date.now();
  const checked = checkTargetUrl(raw, policy);
  if ('error' in checked) return Promise.resolve({ statusCode: null, durationMs: 0, error: checked.error });
  const { url } = checked;
  return new Promise((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, durationMs: Date.now() - started });
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(policy) as never,
        headers: { 'content-type': 'application/json', 'user-agent': 'Gospodarz-Webhooks/1.0', 'content-length': String(Buffer.byteLength(body)), ...headers },
        timeout: DELIVERY_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        const statusCode = response.statusCode ?? 0;
        const ok = statusCode >= 200 && statusCode < 300;
        response.on('end', () => finish({ statusCode, error: ok ? null : statusCode >= 300 && statusCode < 400 ? 'Przekierowanie nie jest obsługiwane.' : `HTTP ${statusCode}` }));
        response.on('error', () => finish({ statusCode, error: 'Przerwana odpowiedź.' }));
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPRIVATE') return finish({ statusCode: null, error: REFUSED_PRIVATE });
      if (error.code === 'ETIMEDOUT') return finish({ statusCode: null, error: `Brak odpowiedzi w ciągu ${DELIVERY_TIMEOUT_MS / 1000} s.` });
      finish({ statusCode: null, error: `Nie udało się połączyć (${error.code ?? 'błąd'}).` });
    });
    request.end(body);
  });
}
