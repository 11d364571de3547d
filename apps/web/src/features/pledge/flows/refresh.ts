import { walletInfoQueryOptions } from '@/features/session/api/get-wallet-info';
import { sessionStore } from '@/features/session/store';
import { queryClient } from '@/lib/query-client';

/**
 * After X or USDD moved: the staking figures, the orders, the insurance pool, the balances
 * (also kept in the user store's walletInfo) and the records are read again.
 */
export async function refreshPledge(address: string): Promise<void> {
  const owner = address.toLowerCase();
  const wallet = walletInfoQueryOptions(address);
  await Promise.allSettled([
    queryClient.invalidateQueries({ queryKey: ['pledge_info', owner] }),
    queryClient.invalidateQueries({ queryKey: ['pledge_orders', owner] }),
    queryClient.invalidateQueries({ queryKey: wallet.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['financial_detail', owner] }),
    queryClient.invalidateQueries({ queryKey: ['insurance_pool', owner] }),
  ]);
  const walletInfo = queryClient.getQueryData(wallet.queryKey);
  if (walletInfo && sessionStore.getState().address === address) {
    sessionStore.set({ walletInfo });
  }
}
