// The session flow's tests: a scripted API and chain, and the page's wallet and toasts.
import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { toast } from '@/components/ui/Toast/toast-store';
import { createDevWalletProvider } from '@/features/wallet/dev-wallet/dev-wallet';
import { setFallbackProvider } from '@/features/wallet/provider';
import { freshApiPage } from '@/testing/api-page';
import { ok, type RecordedRequest, startApiServer, type TestApiServer } from '@/testing/api-server';
import { SYSTEM_INFO } from '@/testing/session';
import { flowStore } from '../flow-store';
import { cancelInvite, configureSession } from '../session-flow';

export const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'; // dev account 0
export const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'; // dev account 1
export const WALLET_INFO = { address: ALICE, inviteCode: 'ALICE123', referrer: null, balances: [] };

/** The API and the chain's RPC in one real local server (started by withSessionFlowServer). */
export let server: TestApiServer;
/** What a test scripts; each test starts from the defaults. */
export const script = {
  /** The next answers of the login route, in order; then a good token. */
  loginAnswers: [] as ((req: RecordedRequest) => ReturnType<typeof ok>)[],
  /** The wallet read answers once this settles (a test holds it to act mid-sign-in). */
  walletHeld: Promise.resolve(),
};
let nonces = 0;
export const navigateHome = vi.fn();

function route(req: RecordedRequest) {
  const path = req.url.split('?')[0];
  if (path === '/rpc') {
    const { id, method } = req.body as { id: number; method: string };
    if (method === 'eth_chainId') return { body: { jsonrpc: '2.0', id, result: '0x7a69' } };
    return { body: { jsonrpc: '2.0', id, error: { code: -32601, message: method } } };
  }
  switch (path) {
    case '/api/v2/common/system_info':
      return ok({ ...SYSTEM_INFO, rpcUrl: `${server.url}/rpc` });
    case '/api/v2/common/donate_switch':
      return ok({ enabled: true });
    case '/api/v2/user/wallet':
      return script.walletHeld.then(() =>
        req.headers.authorization === 'Bearer good-token'
          ? ok(WALLET_INFO)
          : { status: 401, body: { code: 401, msg: 'Login expired', data: null } },
      );
    case '/api/v2/login/nonce':
      nonces += 1;
      return ok({ nonce: `nonce${nonces}abcdefghijk`, expiresAt: '2099-01-01T00:00:00Z' });
    case '/api/v2/login/address': {
      const next = script.loginAnswers.shift();
      return next ? next(req) : ok({ token: 'good-token', expiresAt: '2099-01-01T00:00:00Z' });
    }
    default:
      return { status: 404, text: 'no' };
  }
}

export const logins = () => server.requests.filter((r) => r.url === '/api/v2/login/address');
/** The body of the n-th login call. */
export const loginBody = (n: number) => (logins()[n]?.body ?? {}) as Record<string, string | null>;
export const messages = () => toast.getAll().map((t) => t.message);

/** The demo's dev wallet as the page's wallet, on account `index`. */
export async function useDevWallet(index = 0) {
  const wallet = await createDevWalletProvider({
    rpcUrl: `${server.url}/rpc`,
    chainId: 31337,
    index,
  });
  window.ethereum = wallet;
  return wallet;
}

/** Starts the server for the test file and gives every test a fresh page, session and script. */
export function withSessionFlowServer() {
  beforeAll(async () => {
    server = await startApiServer(route);
    configureSession({ navigateHome });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    freshApiPage(server, { signedIn: false });
    script.loginAnswers = [];
    script.walletHeld = Promise.resolve();
    window.history.replaceState(null, '', '/');
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    // A flow a test set going (a reconnect's last reads) ends before the next test starts.
    await waitFor(() => expect(flowStore.get().busy).toBe(false));
    cancelInvite();
    window.ethereum = undefined;
    setFallbackProvider(null);
    vi.restoreAllMocks();
    navigateHome.mockClear();
  });
}
