import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_MAX_REDIRECTS = 3;

/** A feed that could not be read, with the reason in Polish (shown on the detail page) and the HTTP status if any. */
export class FeedFetchError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}

/**
 * Whether a feed may be read from this address: only public unicast, by ipaddr.js's list of special ranges
 * (loopback, private, link-local and cloud metadata, carrier-grade NAT, IPv6 unique-local and link-local, multicast,
 * broadcast, reserved, benchmarking, 6to4, Teredo, NAT64...). An IPv4-mapped IPv6 address is judged as its IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export const isPrivateAddress = (address: string) => !isPublicAddress(address);

const REFUSED_PRIVATE = 'Adres kalendarza prowadzi do sieci wewnętrznej serwera: pobieranie zablokowane.';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * The address lookup of every connection: the name is resolved once, and a private address refuses the connection,
 * so that a name resolving to the server's own network (or changing its answer between a check and the connection)
 * cannot reach it.
 */
function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as dns.LookupAddress[];
      if (!allowPrivate && list.some((a) => isPrivateAddress(a.address))) {
        return callback(Object.assign(new Error(REFUSED_PRIVATE), { code: 'EPRIVATE' }), '');
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}

function checkUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FeedFetchError('Adres kalendarza nie jest poprawnym adresem URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedFetchError('Adres kalendarza musi zaczynać się od http:// lub https://.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && net.isIP(host) && isPrivateAddress(host)) throw new FeedFetchError(REFUSED_PRIVATE);
  return url;
}

/** The validators a feed's server gave with its last answer: sent back, an unchanged feed costs one small 304. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

interface Answer {
  status: number;
  location: string | null;
  body: string;
  validators: Validators;
}

function getOnce(url: URL, allowPrivate: boolean, deadline: number, timeoutMs: number, conditional: Validators | null): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const headers: Record<string, string> = { accept: 'text/calendar, */*', 'user-agent': 'Gospodarz-iCal/1.0' };
    if (conditional?.etag) headers['if-none-match'] = conditional.etag;
    if (conditional?.lastModified) headers['if-modified-since'] = conditional.lastModified;
    const request = client.get(url, { lookup: guardedLookup(allowPrivate) as never, headers }, (response) => {
      const status = response.statusCode ?? 0;
      const validators = { etag: (response.headers.etag as string | undefined) ?? null, lastModified: (response.headers['last-modified'] as string | undefined) ?? null };
      if (status === 304) {
        response.resume();
        return resolve({ status, location: null, body: '', validators });
      }
      if (status >= 300 && status < 400) {
        response.resume();
        return resolve({ status, location: response.headers.location ?? null, body: '', validators });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > FEED_MAX_BYTES) {
          request.destroy(new FeedFetchError('Kalendarz jest większy niż 2 MB.', status));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ status, location: null, body: Buffer.concat(chunks).toString('utf8'), validators }));
      response.on('error', reject);
    });
    const timer = setTimeout(() => request.destroy(new FeedFetchError(`Serwer kalendarza nie odpowiedział w ciągu ${Math.max(1, Math.round(timeoutMs / 1000))} s.`)), Math.max(0, deadline - Date.now()));
    request.on('close', () => clearTimeout(timer));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof FeedFetchError) return reject(error);
      if (error.code === 'EPRIVATE') return reject(new FeedFetchError(REFUSED_PRIVATE));
      reject(new FeedFetchError(`Nie udało się połączyć z serwerem kalendarza (${error.code ?? error.message}).`));
    });
  });
}

/**
 * Reads a feed: http(s) only, never the server's own network unless allowed, 10 s in all, 2 MB at most, up to 3
 * redirects (each checked like the first address). With `conditional` (the validators of the last answer) it asks
 * If-None-Match / If-Modified-Since, and a 304 answers `notModified`. Answers the body of a 2xx answer and its
 * validators; throws FeedFetchError otherwise.
 */
export async function fetchFeed(
  raw: string,
  options: { allowPrivate: boolean; timeoutMs?: number; conditional?: Validators | null },
): Promise<{ status: number; body: string; notModified: boolean; validators: Validators }> {
  const deadline = Date.now() + (options.timeoutMs ?? FEED_TIMEOUT_MS);
  let url = checkUrl(raw, options.allowPrivate);
  for (let redirects = 0; ; redirects++) {
    const answer = await getOnce(url, options.allowPrivate, deadline, options.timeoutMs ?? FEED_TIMEOUT_MS, options.conditional ?? null);
    if (answer.location === null) {
      // not modified since the validators sent: nothing to read or write
      if (answer.status === 304 && options.conditional) return { status: 304, body: '', notModified: true, validators: answer.validators };
      if (answer.status < 200 || answer.status >= 300) throw new FeedFetchError(`Serwer kalendarza odpowiedział błędem HTTP ${answer.status}.`, answer.status);
      return { status: answer.status, body: answer.body, notModified: false, validators: answer.validators };
    }
    if (redirects >= FEED_MAX_REDIRECTS) throw new FeedFetchError('Zbyt wiele przekierowań (więcej niż 3).', answer.status);
    url = checkUrl(new URL(answer.location, url).toString(), options.allowPrivate);
  }
}
