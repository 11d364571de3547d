/**
 * The one HTTP client of the app (spec sections 7 and 8). Every call sends Accept-Language
 * and, when signed in, `Authorization: Bearer <token>`; it times out after 60000 ms
 * (spec section 9) and unwraps the `{code, msg, data}` envelope.
 *
 * The client knows nothing about the session or the UI: the app wires those in once with
 * `configureApi` (lib must not import features).
 */
import { CLIENT_CODES } from '@xbond/shared/error-codes';
import type { Locale } from '@xbond/shared/locales';
import { i18n } from '@/lib/i18n';

export const REQUEST_TIMEOUT_MS = 60_000;

/** The server answered with an envelope whose code is not 1, or with HTTP 401. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly status = 200,
  ) {
    super(message);
  }
}

/** Any other HTTP status: "Request failed with http code N". */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** No answer at all: the connection failed or the time-out passed. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly reason: 'timeout' | 'network',
    message: string,
  ) {
    super(message);
  }
}

export interface ApiConfig {
  /** '' in the browser (same origin); an absolute origin in tests. */
  baseUrl: string;
  getLocale: () => Locale;
  getToken: () => string | null;
  /** HTTP 401: the session handles it (toast 'login expired', reset, home). */
  onUnauthorized: (info: { hadToken: boolean }) => void;
  /** Envelope code not 1: an error toast with the server's (already localized) msg. */
  onError: (message: string) => void;
}

const config: ApiConfig = {
  baseUrl: '',
  getLocale: () => 'en',
  getToken: () => null,
  onUnauthorized: () => {},
  onError: () => {},
};

export function configureApi(partial: Partial<ApiConfig>): void {
  Object.assign(config, partial);
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: Query;
  /** Override the Accept-Language of this one call (the language popup fetches ahead). */
  locale?: Locale;
  /** Envelope codes the caller handles itself: no error toast for them (login's 1001). */
  silentCodes?: readonly number[];
  timeoutMs?: number;
  /** Extra headers of this one call (`Idempotency-Key` of a money-moving POST). */
  headers?: Record<string, string>;
  /** Aborts the call (TanStack Query's, when a newer request makes this one stale). */
  signal?: AbortSignal;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * The time-out and the caller's signal as one. By hand rather than `AbortSignal.any`, which
 * older wallet browsers (Safari before 17.4) lack.
 */
function callSignal(timeoutMs: number, signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  const both = new AbortController();
  for (const s of [timeout, signal]) {
    if (s.aborted) both.abort(s.reason);
    else s.addEventListener('abort', () => both.abort(s.reason), { once: true });
  }
  return both.signal;
}

function queryString(params: Query | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** Where a path of the API is (the same origin in the browser). */
export const apiUrl = (path: string) => `${config.baseUrl}${path}`;

/** Every call's Accept-Language and, when signed in, bearer token (a file download's too). */
export function sessionHeaders(locale?: Locale): Record<string, string> {
  const token = config.getToken();
  return {
    'Accept-Language': locale ?? config.getLocale(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

async function request<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const token = config.getToken();
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    ...sessionHeaders(options.locale),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(apiUrl(`${path}${queryString(options.params)}`), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: callSignal(options.timeoutMs ?? REQUEST_TIMEOUT_MS, options.signal),
    });
  } catch (error) {
    // Aborted by its caller: nobody waits for an answer, so no error of ours either.
    if (options.signal?.aborted) throw error;
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw timedOut
      ? new NetworkError('timeout', i18n.t('errors.timeout'))
      : new NetworkError('network', i18n.t('errors.network'));
  }

  if (res.status === 401) {
    config.onUnauthorized({ hadToken: token !== null });
    throw new ApiError(401, i18n.t('session.loginExpired'), 401);
  }
  if (!res.ok) throw new HttpError(res.status, i18n.t('errors.http', { code: res.status }));

  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new HttpError(res.status, i18n.t('errors.http', { code: res.status }));
  }
  if (envelope.code !== CLIENT_CODES.success) {
    if (!options.silentCodes?.includes(envelope.code)) config.onError(envelope.msg);
    throw new ApiError(envelope.code, envelope.msg);
  }
  return envelope.data;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
};

/**
 * A money-moving call: its body and the attempt's `Idempotency-Key` (lib/attempt.ts), so a
 * retry after a lost answer is the same call.
 */
export const keyedCall =
  <B, T>(url: string, method: 'post' | 'put' = 'post') =>
  (body: B, idempotencyKey: string) =>
    api[method]<T>(url, body, { headers: { 'Idempotency-Key': idempotencyKey } });
