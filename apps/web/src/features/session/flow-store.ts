import { createStore } from '@/lib/create-store';

/** UI state of the sign-in flow: which of its popups is open, and whether it is running. */
export const flowStore = createStore({
  busy: false,
  inviteOpen: false,
  /** The chain the wallet must switch to, while the switch prompt is open. */
  networkPrompt: null as { chainId: number } | null,
  devWalletOpen: false,
});
