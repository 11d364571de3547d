import { useQuery } from '@tanstack/react-query';
import type { SwapAsset } from '@xbond/shared/api/swap';
import { SWAP_ASSETS } from '@xbond/shared/values/swap';
import { walletInfoQueryOptions } from '@/features/session/api/get-wallet-info';
import { type Balance, balanceOf } from '@/features/session/use-balance';

export interface SwapBalance extends Balance {
  asset: SwapAsset;
}

/** The user's available X, USDD and TNB, from the wallet info; none for a visitor (null). */
export function useSwapBalances(address: string | null) {
  const wallet = useQuery({ ...walletInfoQueryOptions(address ?? ''), enabled: address !== null });
  const balances = SWAP_ASSETS.map((asset): SwapBalance => {
    const b = balanceOf(wallet.data, asset);
    // An asset the loaded wallet info does not list has nothing available.
    return { ...b, asset, available: b.available ?? (wallet.data ? '0' : null) };
  });
  const of = (asset: SwapAsset | null) => balances.find((b) => b.asset === asset) ?? null;
  return { balances, of, wallet };
}
