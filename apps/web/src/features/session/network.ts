/**
 * The wallet's network: the switch prompt while signing in, the chain the wallet is on (the
 * top bar shows it, the trust cue of docs/README.md, "Screens") and the one-tap switch back to the
 * product's chain.
 */
import type { SystemInfo } from '@xbond/shared/api/common';
import { toast } from '@/components/ui/Toast/toast-store';
import {
  type Eip1193Provider,
  getChainId,
  getProvider,
  switchChain,
} from '@/features/wallet/provider';
import { i18n } from '@/lib/i18n';
import { flowStore } from './flow-store';
import { sessionStore } from './store';

let networkAnswer: ((accepted: boolean) => void) | null = null;

/** Asks the user to switch network; resolves with their answer (see NetworkPopup). */
function askNetworkSwitch(chainId: number): Promise<boolean> {
  networkAnswer?.(false);
  flowStore.set({ networkPrompt: { chainId } });
  return new Promise((resolve) => {
    networkAnswer = resolve;
  });
}

export function answerNetworkPrompt(accepted: boolean): void {
  flowStore.set({ networkPrompt: null });
  const answer = networkAnswer;
  networkAnswer = null;
  answer?.(accepted);
}

/** Asks the wallet for its chain and notes it; null when the wallet cannot say. */
export async function readWalletChain(provider: Eip1193Provider): Promise<number | null> {
  try {
    const chainId = await getChainId(provider);
    flowStore.set({ walletChainId: chainId });
    return chainId;
  } catch {
    return null;
  }
}

/** Switches the wallet to the product's chain; false (and a toast) when it did not. */
async function switchToChain(provider: Eip1193Provider, system: SystemInfo): Promise<boolean> {
  try {
    await switchChain(
      {
        chainId: system.chainId,
        chainName: system.chainName,
        rpcUrl: system.rpcUrl ? new URL(system.rpcUrl, window.location.href).href : null,
      },
      provider,
    );
    if ((await readWalletChain(provider)) === system.chainId) return true;
  } catch (error) {
    console.error('network switch failed', error);
  }
  toast.error(i18n.t('network.switchFailed'));
  return false;
}

/** True when the wallet is (or was switched) on the product's chain. */
export async function ensureChain(provider: Eip1193Provider, system: SystemInfo): Promise<boolean> {
  const current = await readWalletChain(provider);
  // A wallet that cannot say is not blocked here; its transactions will tell.
  if (current === null || current === system.chainId) return true;
  if (!(await askNetworkSwitch(system.chainId))) return false;
  return switchToChain(provider, system);
}

/** The top bar's one tap on the wrong network. */
export async function switchToProductChain(): Promise<void> {
  const provider = getProvider();
  const system = sessionStore.getState().systemInfo;
  if (provider && system) await switchToChain(provider, system);
}
