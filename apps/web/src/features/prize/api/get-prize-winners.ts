import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PrizePeriod, PrizeWinners, prizeWinnersRoute } from '@xbond/shared/api/prize';
import { api } from '@/lib/api-client';
import { nextPage } from '@/lib/paging';

export const PRIZE_WINNERS_URL: (typeof prizeWinnersRoute)['url'] = '/api/v2/prize/winners';
export const PRIZE_WINNERS_PAGE_SIZE = 10;

/** Pages of the ended periods' prizes, newest period first, then by place. */
export const prizeWinnersQueryOptions = (viewer: string, period: PrizePeriod) =>
  infiniteQueryOptions({
    queryKey: ['prize_winners', viewer, period] as const,
    queryFn: ({ pageParam }) =>
      api.get<PrizeWinners>(PRIZE_WINNERS_URL, {
        params: { period, page: pageParam, pageSize: PRIZE_WINNERS_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const usePrizeWinners = (viewer: string, period: PrizePeriod) =>
  useInfiniteQuery(prizeWinnersQueryOptions(viewer, period));
