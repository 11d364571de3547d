/**
 * Wallet discovery by EIP-6963 (https://eips.ethereum.org/EIPS/eip-6963) through `mipd`: every
 * installed wallet announces itself with a name, an icon and a reverse-DNS id, instead of
 * racing for `window.ethereum`. Loaded when the user connects, or at start when a choice is
 * remembered: creating the store asks the wallets to announce themselves again, and they
 * answer at once, so nothing has to listen from the first load on.
 */
import { createStore, type EIP6963ProviderDetail, type Store } from 'mipd';
import { type Eip1193Provider, setChosenProvider, WALLET_CHOICE_KEY } from './provider';

export interface AnnouncedWallet {
  uuid: string;
  name: string;
  /** A data: URI (allowed by the page's Content-Security-Policy). */
  icon: string;
  rdns: string;
  provider: Eip1193Provider;
}

let store: Store | null = null;

const toWallet = ({ info, provider }: EIP6963ProviderDetail): AnnouncedWallet => ({
  uuid: info.uuid,
  name: info.name,
  icon: info.icon,
  rdns: info.rdns,
  provider: provider as Eip1193Provider,
});

function walletStore(): Store {
  store ??= createStore();
  return store;
}

/** Every wallet that has announced itself, in the order they did. */
export function announcedWallets(): AnnouncedWallet[] {
  return walletStore().getProviders().map(toWallet);
}

/** Calls `listener` whenever another wallet announces itself; returns the unsubscribe. */
export function onWalletsChanged(listener: () => void): () => void {
  return walletStore().subscribe(listener);
}

export function rememberedRdns(): string | null {
  try {
    return window.localStorage.getItem(WALLET_CHOICE_KEY);
  } catch {
    return null;
  }
}

/** The remembered wallet if it has announced itself in this page, else undefined. */
export function rememberedWallet(): AnnouncedWallet | undefined {
  const rdns = rememberedRdns();
  return rdns ? announcedWallets().find((w) => w.rdns === rdns) : undefined;
}

/** Uses `wallet` from now on, and in later visits (localStorage: the choice is the device's). */
export function selectWallet(wallet: AnnouncedWallet): Eip1193Provider {
  try {
    window.localStorage.setItem(WALLET_CHOICE_KEY, wallet.rdns);
  } catch {
    // Storage disabled: the choice holds until the page is left.
  }
  setChosenProvider(wallet.provider);
  return wallet.provider;
}
