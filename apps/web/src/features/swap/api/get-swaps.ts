import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SwapList, SwapStatus, swapListRoute } from '@xbond/shared/api/swap';
import { api } from '@/lib/api-client';

export const SWAP_LIST_URL: (typeof swapListRoute)['url'] = '/api/v2/swap/list';
export const SWAP_PAGE_SIZE = 10;

/** A Pending Exchange fills on the server's clock: while one is shown, read again this often. */
const PENDING_REFRESH_MS = 10_000;

const shown = (pages: SwapList[]) => pages.reduce((n, p) => n + p.items.length, 0);

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
    getNextPageParam: (last: SwapList, pages: SwapList[]) =>
      shown(pages) < last.total && last.items.length > 0 ? last.page + 1 : undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.items.some((s) => s.status === 'pending'))
        ? PENDING_REFRESH_MS
        : false,
  });

export const useSwaps = (address: string, status: SwapStatus | undefined) =>
  useInfiniteQuery(swapsQueryOptions(address, status));
