import { refreshWallet } from '@/features/session/refresh-wallet';
import { queryClient } from '@/lib/query-client';

/** After LP or X moved: the pools, the user's bonds, the donations, balances and records. */
export async function refreshLiquidityBond(address: string): Promise<void> {
  const owner = address.toLowerCase();
  await Promise.allSettled([
    queryClient.invalidateQueries({ queryKey: ['flowbond_info', owner] }),
    queryClient.invalidateQueries({ queryKey: ['flowbond_orders', owner] }),
    queryClient.invalidateQueries({ queryKey: ['flowbond_records', owner] }),
    queryClient.invalidateQueries({ queryKey: ['financial_detail', owner] }),
    refreshWallet(address),
  ]);
}
