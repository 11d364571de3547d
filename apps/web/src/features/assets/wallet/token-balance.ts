import { queryOptions } from '@tanstack/react-query';
import type { TokenInfo } from '@xbond/shared/api/common';

/** The owner's balance of a token, read on chain through the wallet (helpers load lazily). */
export const tokenBalanceQueryOptions = (
  owner: string,
  token: Pick<TokenInfo, 'contractAddress' | 'decimals'>,
) =>
  queryOptions({
    queryKey: ['token_balance', owner.toLowerCase(), token.contractAddress.toLowerCase()] as const,
    queryFn: async () => {
      const { getTokenBalance } = await import('@/features/wallet/helpers');
      return getTokenBalance({
        contractAddress: token.contractAddress,
        address: owner,
        decimals: token.decimals,
      });
    },
    staleTime: 15_000,
    retry: false,
  });
