/**
 * Which wallet to connect (loaded when the user connects): the one remembered from an earlier
 * choice if it has announced itself (EIP-6963); the only one announced; the user's pick when
 * several are; else the injected `window.ethereum` or the dev wallet; else none.
 */
import {
  type AnnouncedWallet,
  announcedWallets,
  rememberedWallet,
  selectWallet,
} from '@/features/wallet/discovery';
import { type Eip1193Provider, getProvider } from '@/features/wallet/provider';
import { flowStore } from './flow-store';
import { reconnectWithChosenWallet } from './session-flow';

let answer: ((wallet: AnnouncedWallet | null) => void) | null = null;

/** The wallet to connect with: null when there is none, undefined when the user closed the sheet. */
export async function chooseWallet(): Promise<Eip1193Provider | null | undefined> {
  const remembered = rememberedWallet();
  if (remembered) return selectWallet(remembered);
  const wallets = announcedWallets();
  const [only] = wallets;
  if (only && wallets.length === 1) return selectWallet(only);
  if (wallets.length > 1) {
    const picked = await askForWallet();
    return picked ? selectWallet(picked) : undefined;
  }
  return getProvider();
}

function askForWallet(): Promise<AnnouncedWallet | null> {
  answer?.(null);
  flowStore.set({ walletSheetOpen: true });
  return new Promise((resolve) => {
    answer = resolve;
  });
}

/**
 * The wallet sheet's answer (null: closed without a choice). A sheet a connect is waiting on
 * gives it the choice; one opened from the menu signs in with the chosen wallet at once.
 */
export function answerWalletSheet(wallet: AnnouncedWallet | null): void {
  flowStore.set({ walletSheetOpen: false });
  const waiting = answer;
  answer = null;
  if (waiting) {
    waiting(wallet);
    return;
  }
  if (!wallet) return;
  const before = getProvider();
  selectWallet(wallet);
  if (wallet.provider !== before) void reconnectWithChosenWallet();
}
