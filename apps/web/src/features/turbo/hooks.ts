import { useQuery } from '@tanstack/react-query';
import { walletInfoQueryOptions } from '@/features/session/api/get-wallet-info';

/** Every asset of the platform has 18 decimals until the wallet info names them. */
const DECIMALS = 18;

/** The user's available balance of `asset` (null until loaded), from the wallet info. */
export function useAvailable(address: string, asset: 'USDD' | 'X') {
  const wallet = useQuery(walletInfoQueryOptions(address));
  const b = wallet.data?.balances.find((x) => x.asset === asset);
  return { available: b?.available ?? null, decimals: b?.decimals ?? DECIMALS };
}
