import { walletInfoQueryOptions } from '@/features/session/api/get-wallet-info';
import { sessionStore } from '@/features/session/store';
import { queryClient } from '@/lib/query-client';

/**
 * After a swap or a cancel moved X, USDD or TNB: every query of this user (balances, records,
 * the swap record, and the screens that follow what buying X releases) and the quotes are read
 * again; queries not on screen are only marked stale, so they cost nothing until shown.
 */
export async function refreshSwap(address: string): Promise<void> {
  const owner = address.toLowerCase();
  const wallet = walletInfoQueryOptions(address);
  await Promise.allSettled([
    queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes(owner) }),
    queryClient.invalidateQueries({ queryKey: ['swap_quote'] }),
  ]);
  const walletInfo = queryClient.getQueryData(wallet.queryKey);
  if (walletInfo && sessionStore.getState().address === address) sessionStore.set({ walletInfo });
}
