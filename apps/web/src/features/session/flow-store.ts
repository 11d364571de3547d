import { createStore } from '@/lib/create-store';

/** UI state of the sign-in flow: which of its popups is open, and whether it is running. */
export const flowStore = createStore({
  busy: false,
  inviteOpen: false,
  /** The chain the wallet must switch to, while the switch prompt is open. */
  networkPrompt: null as { chainId: number } | null,
  devWalletOpen: false,
  /** The wallet sheet: the announced wallets to choose from, or the ways to get one. */
  walletSheetOpen: false,
  /** The chain the connected wallet is on, as it last said (null: not asked yet). */
  walletChainId: null as number | null,
});
