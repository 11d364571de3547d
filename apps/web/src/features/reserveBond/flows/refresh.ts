import { refreshWallet } from '@/features/session/refresh-wallet';
import { queryClient } from '@/lib/query-client';

/** After USDD or X moved: the bond figures, quotes, the user's bonds, balances and records. */
export async function refreshReserveBond(address: string): Promise<void> {
  const owner = address.toLowerCase();
  await Promise.allSettled([
    queryClient.invalidateQueries({ queryKey: ['bond_info'] }),
    queryClient.invalidateQueries({ queryKey: ['bond_quote'] }),
    queryClient.invalidateQueries({ queryKey: ['bond_orders', owner] }),
    queryClient.invalidateQueries({ queryKey: ['financial_detail', owner] }),
    refreshWallet(address),
  ]);
}
