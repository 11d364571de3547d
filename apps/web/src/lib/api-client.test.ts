import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, startApiServer, type TestApiServer } from '@/testing/api-server';
import {
  ApiError,
  api,
  configureApi,
  HttpError,
  NetworkError,
  REQUEST_TIMEOUT_MS,
} from './api-client';

let server: TestApiServer;
const onUnauthorized = vi.fn();
const onError = vi.fn();
let token: string | null = null;

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  token = null;
  server.requests.length = 0;
  configureApi({
    baseUrl: server.url,
    getLocale: () => 'ja',
    getToken: () => token,
    onUnauthorized,
    onError,
  });
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('API client (spec sections 7 and 8)', () => {
  it('times out after 60000 ms (spec section 9)', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it('sends Accept-Language, and no Authorization when signed out', async () => {
    server.handle(() => ok({ a: 1 }));
    await expect(api.get('/api/v2/common/system_info')).resolves.toEqual({ a: 1 });
    const req = server.requests[0];
    expect(req?.headers['accept-language']).toBe('ja');
    expect(req?.headers.authorization).toBeUndefined();
  });

  it('sends the bearer token when signed in', async () => {
    token = 'tok123';
    server.handle(() => ok(null));
    await api.get('/api/v2/user/wallet');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok123');
  });

  it('a per-call locale overrides Accept-Language', async () => {
    server.handle(() => ok(null));
    await api.get('/x', { locale: 'th' });
    expect(server.requests[0]?.headers['accept-language']).toBe('th');
  });

  it('GET parameters travel as query data, POST parameters as a JSON body', async () => {
    server.handle(() => ok('fine'));
    await api.get('/q', { params: { address: '0xabc', empty: undefined, n: 2 } });
    await api.post('/p', { invite_code: 'AB' });
    await api.post('/none');
    expect(server.requests[0]?.url).toBe('/q?address=0xabc&n=2');
    expect(server.requests[1]?.method).toBe('POST');
    expect(server.requests[1]?.headers['content-type']).toBe('application/json');
    expect(server.requests[1]?.body).toEqual({ invite_code: 'AB' });
    expect(server.requests[2]?.headers['content-type']).toBeUndefined();
  });

  it("sends a call's extra headers (Idempotency-Key), never overriding the standard ones", async () => {
    token = 'tok';
    server.handle(() => ok(null));
    await api.post(
      '/w',
      { a: 1 },
      { headers: { 'Idempotency-Key': 'k-1', Authorization: 'Bearer forged' } },
    );
    expect(server.requests[0]?.headers['idempotency-key']).toBe('k-1');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('code not 1: an error toast with the server msg, rejected with code and message', async () => {
    server.handle(() => fail(1100, 'サーバーの説明'));
    const error = await api.get('/e').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1100, message: 'サーバーの説明' });
    expect(onError).toHaveBeenCalledWith('サーバーの説明');
  });

  it('codes the caller handles are rejected without a toast', async () => {
    server.handle(() => fail(1001, 'not registered'));
    await expect(api.post('/login', {}, { silentCodes: [1001] })).rejects.toMatchObject({
      code: 1001,
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('HTTP 401: the session handler runs, and the call is rejected', async () => {
    token = 'old';
    server.handle(() => ({ status: 401, body: { code: 401, msg: 'Login expired', data: null } }));
    const error = await api.get('/api/v2/user/wallet').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 401, status: 401, message: 'Login expired' });
    expect(onUnauthorized).toHaveBeenCalledWith({ hadToken: true });
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([404, 429, 500, 502])(
    'HTTP %i: rejected with "Request failed with http code"',
    async (status) => {
      server.handle(() => ({ status, text: 'nope' }));
      const error = await api.get('/h').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status, message: `Request failed with http code ${status}` });
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it('a body that is not JSON is an HTTP failure, not a crash', async () => {
    server.handle(() => ({ status: 200, text: '<html>' }));
    await expect(api.get('/html')).rejects.toBeInstanceOf(HttpError);
  });

  it('a late answer is a time-out', async () => {
    server.handle(() => ({ ...ok(null), delayMs: 300 }));
    const error = await api.get('/slow', { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ reason: 'timeout' });
  });

  it("a call its caller aborts rejects with the abort, without a time-out's message", async () => {
    server.handle(() => ({ ...ok(null), delayMs: 300 }));
    const caller = new AbortController();
    const call = api.get('/stale', { signal: caller.signal }).catch((e: unknown) => e);
    setTimeout(() => caller.abort(), 20);
    const error = await call;
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ name: 'AbortError' });
    // The time-out still applies beside the caller's signal.
    const late = await api
      .get('/slow', { timeoutMs: 50, signal: new AbortController().signal })
      .catch((e: unknown) => e);
    expect(late).toMatchObject({ name: 'NetworkError', reason: 'timeout' });
  });

  it('no server at all is a network error', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:9' });
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NetworkError', reason: 'network' });
  });
});
