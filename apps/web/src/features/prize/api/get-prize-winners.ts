import { useInfiniteQuery } from '@tanstack/react-query';
import type { PrizePeriod, PrizeWinners, prizeWinnersRoute } from '@xbond/shared/api/prize';
import { pagedQueryOptions } from '@/lib/paging';

export const PRIZE_WINNERS_URL: (typeof prizeWinnersRoute)['url'] = '/api/v2/prize/winners';
export const PRIZE_WINNERS_PAGE_SIZE = 10;

/** Pages of the ended periods' prizes, newest period first, then by place. */
export const prizeWinnersQueryOptions = (viewer: string, period: PrizePeriod) =>
  pagedQueryOptions<PrizeWinners>(
    ['prize_winners', viewer, period],
    PRIZE_WINNERS_URL,
    PRIZE_WINNERS_PAGE_SIZE,
    { period },
  );

export const usePrizeWinners = (viewer: string, period: PrizePeriod) =>
  useInfiniteQuery(prizeWinnersQueryOptions(viewer, period));
