import { walletInfoQueryOptions } from '@/features/session/api/get-wallet-info';
import { sessionStore } from '@/features/session/store';
import { queryClient } from '@/lib/query-client';

/**
 * After money moved: the platform balances (also kept in the user store's walletInfo), the
 * wallet's on-chain balances and the records are read again. Invalidation cancels a read
 * still in flight (it could predate the change) and starts a new one.
 */
export async function refreshBalances(address: string): Promise<void> {
  const wallet = walletInfoQueryOptions(address);
  const owner = address.toLowerCase();
  await Promise.allSettled([
    queryClient.getQueryState(wallet.queryKey)
      ? queryClient.invalidateQueries({ queryKey: wallet.queryKey, refetchType: 'all' })
      : queryClient.fetchQuery(wallet),
    queryClient.invalidateQueries({ queryKey: ['token_balance', owner] }),
    queryClient.invalidateQueries({ queryKey: ['financial_detail', owner] }),
  ]);
  const walletInfo = queryClient.getQueryData(wallet.queryKey);
  if (walletInfo && sessionStore.getState().address === address) {
    sessionStore.set({ walletInfo });
  }
}
