import { useQuery } from '@tanstack/react-query';
import type { SwapAsset } from '@xbond/shared/api/swap';
import { SWAP_ASSETS } from '@xbond/shared/values/swap';
import { walletInfoQueryOptions } from '@/features/session/api/get-wallet-info';

/** Every platform asset has 18 decimals until the wallet info names them. */
const DECIMALS = 18;

export interface SwapBalance {
  asset: SwapAsset;
  symbol: string;
  decimals: number;
  /** Null until the wallet info is loaded. */
  available: string | null;
}

/** The user's available X, USDD and TNB, from the wallet info. */
export function useSwapBalances(address: string) {
  const wallet = useQuery(walletInfoQueryOptions(address));
  const balances = SWAP_ASSETS.map((asset): SwapBalance => {
    const b = wallet.data?.balances.find((x) => x.asset === asset);
    return {
      asset,
      symbol: b?.symbol ?? asset,
      decimals: b?.decimals ?? DECIMALS,
      available: b?.available ?? (wallet.data ? '0' : null),
    };
  });
  const of = (asset: SwapAsset | null) => balances.find((b) => b.asset === asset) ?? null;
  return { balances, of, wallet };
}
