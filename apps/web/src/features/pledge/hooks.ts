import { useQuery } from '@tanstack/react-query';
import { walletInfoQueryOptions } from '@/features/session/api/get-wallet-info';

/** X's decimals until the wallet info names them (the token list's value). */
const X_DECIMALS = 18;

/** The user's available X (null until loaded) from the wallet info the app already reads. */
export function useAvailableX(address: string) {
  const wallet = useQuery(walletInfoQueryOptions(address));
  const x = wallet.data?.balances.find((b) => b.asset === 'X');
  return {
    available: x?.available ?? null,
    symbol: x?.symbol ?? 'X',
    decimals: x?.decimals ?? X_DECIMALS,
  };
}
