import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PoolHistory, prizePoolHistoryRoute } from '@xbond/shared/api/history';
import type { PrizePeriod } from '@xbond/shared/api/prize';
import { HISTORY_MAX_PAGE_SIZE } from '@xbond/shared/values/history';
import { api } from '@/lib/api-client';

export const POOL_HISTORY_URL: (typeof prizePoolHistoryRoute)['url'] = '/api/v2/prize/pool_history';

/** The period in progress: its pool after each step, newest first (one page holds a month). */
export const poolHistoryQueryOptions = (period: PrizePeriod) =>
  queryOptions({
    queryKey: ['prize_pool_history', period] as const,
    queryFn: () =>
      api.get<PoolHistory>(POOL_HISTORY_URL, {
        params: { period, page: 1, pageSize: HISTORY_MAX_PAGE_SIZE },
      }),
    refetchInterval: 30_000,
  });

export const usePoolHistory = (period: PrizePeriod) => useQuery(poolHistoryQueryOptions(period));
