import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SwapList, SwapStatus, swapListRoute } from '@xbond/shared/api/swap';
import { api } from '@/lib/api-client';
import { nextPage } from '@/lib/paging';

export const SWAP_LIST_URL: (typeof swapListRoute)['url'] = '/api/v2/swap/list';
export const SWAP_PAGE_SIZE = 10;

/** A Pending Exchange fills on the server's clock: while one is shown, read again this often. */
const PENDING_REFRESH_MS = 10_000;

/** Pages of the user's swaps, newest first, of one status or all. */
export const swapsQueryOptions = (address: string, status: SwapStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: ['swap_list', address.toLowerCase(), status ?? 'all'] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<SwapList>(SWAP_LIST_URL, {
        params: { page: pageParam, pageSize: SWAP_PAGE_SIZE, status },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.items.some((s) => s.status === 'pending'))
        ? PENDING_REFRESH_MS
        : false,
  });

export const useSwaps = (address: string, status: SwapStatus | undefined) =>
  useInfiniteQuery(swapsQueryOptions(address, status));
