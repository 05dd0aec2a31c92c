import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';
import type { ErrorBody, Pagination } from '../dto';
import { tokenStore } from '../auth/tokenStore';
import { eventBus } from '../events/eventBus';
import { toQueryParams, type QueryValue } from './query';

export type ApiSuccess<T> = {
  ok: true;
  status: number;
  /** the answer's `data` field when it has one, else the whole body */
  data: T;
  pagination?: Pagination;
  /** the answer's `meta` field (e.g. unread counts), when it has one */
  meta?: Record<string, unknown>;
  headers: Record<string, string>;
};
export type ApiFailure = {
  ok: false;
  /** 0 when the server could not be reached */
  status: number;
  body: ErrorBody;
};
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export interface RequestOptions {
  params?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const NETWORK_MESSAGE = 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.';
const GENERIC_MESSAGE = 'Coś poszło nie tak.';

let baseURL = '/api';
let instance: Promise<AxiosInstance> | null = null;

/** Points the client at another API root (default `/api`). */
export function configureApi(options: { baseURL: string }): void {
  baseURL = options.baseURL.replace(/\/$/, '');
  instance = null;
}

/** The full address of an API path, for what axios does not carry (the notifications' live stream). */
export function apiUrl(path: string): string {
  return `${baseURL}${path}`;
}

// axios arrives with the first request, in a chunk of its own: the sign-in page needs none until it is submitted.
function http(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) => axios.create({ baseURL, headers: { Accept: 'application/json' } }));
  return instance;
}

/** Fetches axios before the first request (a page opened with a session kept will ask for the user at once). */
export function preloadApi(): void {
  http().catch(() => {
    // the first request reports it, and fetches it again
    instance = null;
  });
}

function toFailure(error: unknown, sentToken: boolean): ApiFailure {
  const e = error as AxiosError<ErrorBody | undefined>;
  if (!e.response) return { ok: false, status: 0, body: { message: NETWORK_MESSAGE } };
  const { status, data } = e.response;
  if (status === 401 && sentToken) eventBus.emit('auth:expired', {});
  const body: ErrorBody =
    data && typeof data === 'object' && typeof data.message === 'string'
      ? data
      : { message: GENERIC_MESSAGE, ...(data && typeof data === 'object' ? data : {}) };
  return { ok: false, status, body };
}

async function request<T>(config: AxiosRequestConfig, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const token = tokenStore.getToken();
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await (await http()).request({
      ...config,
      headers,
      params: options.params ? toQueryParams(options.params) : undefined,
      signal: options.signal,
    });
    const body = response.data;
    const hasData = body && typeof body === 'object' && 'data' in body;
    return {
      ok: true,
      status: response.status,
      data: (hasData ? body.data : body) as T,
      pagination: hasData ? body.pagination : undefined,
      meta: hasData ? body.meta : undefined,
      headers: Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)])),
    };
  } catch (error) {
    return toFailure(error, Boolean(token));
  }
}

// GETs sent ahead of the screen that needs them (a section's first request, sent while the screen's code is on its
// way): the screen's own identical request, made within AHEAD_MS, takes the answer instead of asking again.
const AHEAD_MS = 5000;
const ahead = new Map<string, { sentAt: number; result: Promise<ApiResult<unknown>> }>();

const aheadKey = (url: string, options: RequestOptions = {}) =>
  JSON.stringify([url, options.params ? toQueryParams(options.params) : null, options.headers ?? null, tokenStore.getToken()]);

function get<T>(url: string, options?: RequestOptions): Promise<ApiResult<T>> {
  const key = aheadKey(url, options);
  const sent = ahead.get(key);
  if (sent) {
    ahead.delete(key);
    if (Date.now() - sent.sentAt < AHEAD_MS) return sent.result as Promise<ApiResult<T>>;
  }
  return request<T>({ method: 'GET', url }, options);
}

/** The one HTTP client of every app: bearer token, `data` unwrapping, failures as results, 401 → `auth:expired`. */
export const api = {
  get,
  /** sends a GET now for a screen that will make the same one shortly (it then takes this one's answer) */
  getAhead: (url: string, options?: RequestOptions): void => {
    ahead.set(aheadKey(url, options), { sentAt: Date.now(), result: request({ method: 'GET', url }, options) });
  },
  delete: <T = unknown>(url: string, options?: RequestOptions) => request<T>({ method: 'DELETE', url }, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>({ method: 'POST', url, data: body }, options),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>({ method: 'PUT', url, data: body }, options),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>({ method: 'PATCH', url, data: body }, options),
};

/** The first message of a failure: a field's first message when there is one, else the body's message. */
export function firstErrorMessage(failure: ApiFailure, field?: string): string {
  const errors = failure.body.errors ?? {};
  const list = field ? errors[field] : Object.values(errors)[0];
  return list?.[0] ?? failure.body.message;
}

/** The bearer token the API sent in the `Authorization` response header. */
export function bearerFrom(headers: Record<string, string>): string | null {
  const value = headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(value);
  return match ? match[1] : null;
}
