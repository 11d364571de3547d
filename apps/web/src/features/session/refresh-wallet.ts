import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { walletInfoQueryOptions } from './api/get-wallet-info';
import { sessionStore } from './store';

/**
 * After a balance moved: the wallet info is read again, even when no screen shows it now
 * (sign-in put it in the cache), and kept in the user store's walletInfo too while the same
 * address is signed in.
 */
export async function refreshWallet(address: string): Promise<void> {
  const wallet = walletInfoQueryOptions(address);
  await queryClient.invalidateQueries({ queryKey: wallet.queryKey, refetchType: 'all' });
  const walletInfo = queryClient.getQueryData(wallet.queryKey);
  if (walletInfo && sessionStore.getState().address === address) sessionStore.set({ walletInfo });
}

/**
 * After money moved: the user's own queries named in `mine` (keyed [name, address]), their
 * records, the `shared` keys (public figures, quotes) and the wallet info are read again.
 */
export async function refreshMoved(
  address: string,
  mine: readonly string[],
  shared: readonly QueryKey[] = [],
): Promise<void> {
  const owner = address.toLowerCase();
  const keys = [...[...mine, 'financial_detail'].map((name) => [name, owner]), ...shared];
  await Promise.allSettled([
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    refreshWallet(address),
  ]);
}
