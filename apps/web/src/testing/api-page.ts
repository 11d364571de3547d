/**
 * A page test's API: the fake API server started once per file, and a fresh page before each
 * test (stores, caches, the API client on that server, the system info, Alice signed in).
 */
import type { SystemInfo } from '@xbond/shared/api/common';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { toast } from '@/components/ui/Toast/toast-store';
import { handleUnauthorized } from '@/features/session/session-flow';
import { sessionStore } from '@/features/session/store';
import { configureApi } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { type Handler, startApiServer, type TestApiServer } from './api-server';
import { resetStores, SYSTEM_INFO } from './session';

export const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A fresh page: stores, caches, the recorded requests, the API client on `server`. */
export function freshApiPage(
  server: TestApiServer,
  {
    signedIn = true,
    systemInfo = SYSTEM_INFO,
  }: { signedIn?: boolean; systemInfo?: SystemInfo } = {},
): void {
  resetStores();
  queryClient.clear();
  server.requests.length = 0;
  configureApi({
    baseUrl: server.url,
    getLocale: () => sessionStore.getState().applicationLocale,
    getToken: () => sessionStore.getState().token,
    onUnauthorized: handleUnauthorized,
    onError: (m) => toast.error(m),
  });
  sessionStore.set({ systemInfo });
  if (signedIn) sessionStore.set({ address: ALICE, token: 'good-token' });
}

/** The requests `server` received for one path (any query). */
export const requestsTo = (server: TestApiServer, path: string) =>
  server.requests.filter((r) => r.url.split('?')[0] === path);

/**
 * Starts `route`'s server for this test file, gives every test a fresh page (`freshPage`) with
 * console errors silenced, and clears the route after it. The server returned is usable from
 * the first test on.
 */
export function setupApiPage(
  route: Handler,
  freshPage: (server: TestApiServer) => void,
): TestApiServer {
  let started: TestApiServer | undefined;
  const real = () => {
    if (!started) throw new Error('the API server starts before the first test');
    return started;
  };
  const server: TestApiServer = {
    get url() {
      return real().url;
    },
    get requests() {
      return real().requests;
    },
    handle: (handler) => real().handle(handler),
    close: () => real().close(),
  };
  beforeAll(async () => {
    started = await startApiServer(route);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    freshPage(server);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    window.location.hash = '';
    vi.restoreAllMocks();
  });
  return server;
}
