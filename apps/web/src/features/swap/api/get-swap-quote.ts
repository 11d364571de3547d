import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SwapQuote, SwapQuoteQuery, swapQuoteRoute } from '@xbond/shared/api/swap';
import { api } from '@/lib/api-client';

export const SWAP_QUOTE_URL: (typeof swapQuoteRoute)['url'] = '/api/v2/swap/quote';

/**
 * The refusals a quote meets while the user types (errors.ts: the currencies, an amount that
 * buys nothing, a stale price, the slippage): shown in place, not toasted at every keystroke.
 */
const QUOTE_REFUSALS = [2401, 2402, 2403, 2405] as const;

/** Asked again this often while shown: the pairs' prices are read every 15 s on the server. */
const QUOTE_REFRESH_MS = 15_000;

/**
 * What the typed swap gets now; null `query` asks nothing. A newer query aborts the request
 * of the older one (TanStack passes the signal; the client forwards it to fetch).
 */
export const useSwapQuote = (query: SwapQuoteQuery | null) =>
  useQuery({
    queryKey: ['swap_quote', query] as const,
    queryFn: ({ signal }) =>
      api.get<SwapQuote>(SWAP_QUOTE_URL, {
        params: { ...(query as SwapQuoteQuery) },
        silentCodes: QUOTE_REFUSALS,
        signal,
      }),
    enabled: query !== null,
    staleTime: 0,
    retry: false,
    refetchInterval: QUOTE_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
