/**
 * The test wallet: `window.ethereum` in the page (an init script), answered from Node through
 * an exposed function that forwards to the local chain, whose dev accounts are unlocked
 * (personal_sign and eth_sendTransaction are signed by the node itself). The test decides
 * which account is current and on which chain the wallet is, and can fire accountsChanged
 * and chainChanged like a real wallet.
 */
import type { BrowserContext, Page } from 'playwright-core';

interface WalletState {
  account: string | null;
  chainId: number;
  /** What wallet_switchEthereumChain does: switch, or refuse like a user would (4001). */
  allowSwitch: boolean;
  /** When false, the user rejects every transaction the page asks the wallet to send (4001). */
  allowSend: boolean;
}

type RpcResult = { ok: true; result: unknown } | { ok: false; code: number; message: string };

export interface TestWallet {
  readonly state: WalletState;
  /** Switches account in the wallet and emits accountsChanged to the page. */
  switchAccount(page: Page, account: string): Promise<void>;
}

async function forward(rpcUrl: string, method: string, params: unknown[]): Promise<RpcResult> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as {
    result?: unknown;
    error?: { code: number; message: string };
  };
  return body.error
    ? { ok: false, code: body.error.code, message: body.error.message }
    : { ok: true, result: body.result };
}

export async function installTestWallet(
  context: BrowserContext,
  opts: {
    rpcUrl: string;
    account: string;
    /** The id of the chain at rpcUrl: the only one the wallet can switch to. */
    chainId: number;
    /** The chain the wallet says it is on at first (default: chainId). */
    startOnChainId?: number;
  },
): Promise<TestWallet> {
  const expected = opts.chainId;
  const state: WalletState = {
    account: opts.account,
    chainId: opts.startOnChainId ?? opts.chainId,
    allowSwitch: true,
    allowSend: true,
  };

  await context.exposeFunction(
    '__e2eWalletRequest',
    async (method: string, params: unknown[]): Promise<RpcResult> => {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return { ok: true, result: state.account ? [state.account] : [] };
        case 'eth_chainId':
          return { ok: true, result: `0x${state.chainId.toString(16)}` };
        case 'wallet_switchEthereumChain': {
          const wanted = Number((params[0] as { chainId: string }).chainId);
          if (!state.allowSwitch) return { ok: false, code: 4001, message: 'User rejected' };
          if (wanted !== expected) return { ok: false, code: 4902, message: 'Unknown chain' };
          state.chainId = wanted;
          return { ok: true, result: null };
        }
        case 'eth_sendTransaction':
          if (!state.allowSend) return { ok: false, code: 4001, message: 'User rejected' };
          return forward(opts.rpcUrl, method, params);
        default:
          return forward(opts.rpcUrl, method, params);
      }
    },
  );

  await context.addInitScript(() => {
    type Listener = (...args: unknown[]) => void;
    const listeners = new Map<string, Set<Listener>>();
    const bridge = (window as unknown as Record<string, unknown>).__e2eWalletRequest as (
      method: string,
      params: unknown[],
    ) => Promise<{ ok: boolean; result?: unknown; code?: number; message?: string }>;
    const ethereum = {
      isE2ETestWallet: true,
      async request({ method, params }: { method: string; params?: unknown[] }) {
        const answer = await bridge(method, params ?? []);
        if (!answer.ok) throw Object.assign(new Error(answer.message), { code: answer.code });
        return answer.result;
      },
      on(event: string, listener: Listener) {
        const set = listeners.get(event) ?? new Set<Listener>();
        set.add(listener);
        listeners.set(event, set);
      },
      removeListener(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener);
      },
      __emit(event: string, ...args: unknown[]) {
        for (const listener of listeners.get(event) ?? []) listener(...args);
      },
    };
    Object.defineProperty(window, 'ethereum', { value: ethereum, configurable: true });
  });

  return {
    state,
    async switchAccount(page, account) {
      state.account = account;
      await page.evaluate((a) => {
        const w = window as unknown as { ethereum: { __emit: (e: string, v: unknown) => void } };
        w.ethereum.__emit('accountsChanged', [a]);
      }, account);
    },
  };
}
