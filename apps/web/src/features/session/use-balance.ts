import { useQuery } from '@tanstack/react-query';
import type { WalletInfo } from '@xbond/shared/api/user';
import { walletInfoQueryOptions } from './api/get-wallet-info';

/** Every asset of the platform has 18 decimals until the wallet info names them. */
const DECIMALS = 18;

export interface Balance {
  /** Null until the wallet info is loaded. */
  available: string | null;
  symbol: string;
  decimals: number;
}

/** One asset's available balance in the wallet info (`info` undefined while it loads). */
export function balanceOf(info: WalletInfo | undefined, asset: string): Balance {
  const b = info?.balances.find((x) => x.asset === asset);
  return {
    available: b?.available ?? null,
    symbol: b?.symbol ?? asset,
    decimals: b?.decimals ?? DECIMALS,
  };
}

/**
 * The user's available balance of `asset`, from the wallet info every screen shares; a
 * visitor (null) has none to show.
 */
export function useBalance(address: string | null, asset: string): Balance {
  const wallet = useQuery({ ...walletInfoQueryOptions(address ?? ''), enabled: address !== null });
  return balanceOf(wallet.data, asset);
}
