import { useQuery } from '@tanstack/react-query';
import type { TokenInfo } from '@xbond/shared/api/common';
import type { AssetBalance } from '@xbond/shared/api/user';
import type { Asset } from '@xbond/shared/assets';
import { useEffect } from 'react';
import { walletInfoQueryOptions } from '@/features/session/api/get-wallet-info';
import { sessionStore } from '@/features/session/store';
import { useTokens } from '@/features/system/api/get-tokens';

export interface AssetRow {
  token: TokenInfo;
  /** Null until the platform balances are loaded. */
  balance: AssetBalance | null;
}

/** Every asset (the token list) with its platform balance; `only` narrows to one asset. */
export function useAssets(address: string, only?: Asset) {
  const tokens = useTokens();
  const wallet = useQuery(walletInfoQueryOptions(address));
  const symbolOf = useSymbolOf();

  // The user store keeps walletInfo too (spec section 3): follow every fresh read.
  useEffect(() => {
    if (wallet.data && sessionStore.getState().address === address) {
      sessionStore.set({ walletInfo: wallet.data });
    }
  }, [wallet.data, address]);

  const rows: AssetRow[] = (tokens.data?.tokens ?? [])
    .filter((token) => !only || token.asset === only)
    .map((token) => ({
      token,
      balance: wallet.data?.balances.find((b) => b.asset === token.asset) ?? null,
    }));
  return {
    rows,
    walletInfo: wallet.data ?? null,
    custody: tokens.data?.custodyAddress ?? null,
    isPending: tokens.isPending || wallet.isPending,
    isError: tokens.isError || wallet.isError,
    refetch: () => Promise.all([tokens.refetch(), wallet.refetch()]),
    symbolOf,
  };
}

/** The symbol of an asset from the token list (the asset's name until it is loaded). */
export function useSymbolOf(): (asset: Asset) => string {
  const tokens = useTokens();
  return (asset) => tokens.data?.tokens.find((token) => token.asset === asset)?.symbol ?? asset;
}
