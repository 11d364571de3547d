/**
 * The light half of the dev wallet: always in the bundle, tiny, and it only *loads* the real
 * one (dev-wallet.ts) behind the compile-time flag `__DEV_WALLET__`. In the production build
 * the flag is `false`, so the dynamic import is dead code and neither the chunk nor the
 * mnemonic is emitted (checked by build.test.ts).
 */
import { setFallbackProvider } from '../provider';
import type { DevWalletProvider } from './dev-wallet';

export type { DevWalletProvider };

const INDEX_KEY = 'xbond.devWallet';

export const devWalletBuild: boolean = __DEV_WALLET__;

export function loadDevWalletModule(): Promise<typeof import('./dev-wallet')> {
  if (!__DEV_WALLET__) return Promise.reject(new Error('This build has no dev wallet'));
  return import('./dev-wallet');
}

let active: DevWalletProvider | null = null;

export const activeDevWallet = (): DevWalletProvider | null => active;

/** The account the user picked in this tab, so a refresh keeps the same wallet. */
export function savedDevWalletIndex(): number | null {
  const raw = window.sessionStorage.getItem(INDEX_KEY);
  const index = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(index) ? index : null;
}

export async function activateDevWallet(opts: {
  rpcUrl: string;
  chainId: number;
  index: number;
}): Promise<DevWalletProvider> {
  const { createDevWalletProvider } = await loadDevWalletModule();
  if (active) {
    if (active.index !== opts.index) await active.setAccount(opts.index);
  } else {
    active = await createDevWalletProvider(opts);
    setFallbackProvider(active);
  }
  window.sessionStorage.setItem(INDEX_KEY, String(opts.index));
  return active;
}
