import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TokenList, tokenRoute } from '@xbond/shared/api/common';
import { api } from '@/lib/api-client';

export const TOKENS_URL: (typeof tokenRoute)['url'] = '/api/v2/common/token';

/** Every asset with its contract and decimals, and the custody (deposit) address. */
export const getTokens = () => api.get<TokenList>(TOKENS_URL);

export const tokensQueryOptions = () =>
  queryOptions({ queryKey: ['tokens'] as const, queryFn: getTokens, staleTime: 5 * 60_000 });

export const useTokens = () => useQuery(tokensQueryOptions());
