import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrizeInfo, PrizePeriod, prizeInfoRoute } from '@xbond/shared/api/prize';
import { api } from '@/lib/api-client';
import { withServerTime } from '@/lib/server-clock';

export const PRIZE_INFO_URL: (typeof prizeInfoRoute)['url'] = '/api/v2/prize/info';

/** The pool and ranking move with every swap: read again this often while the page is open. */
export const PRIZE_LIVE_MS = 30_000;

/**
 * The period in progress: its end, its pool, the places' shares, the viewer's standing. Its
 * answer carries the server's time, which the countdown runs from. `viewer` is the signed-in
 * address or 'visitor' (the answer differs).
 */
export const prizeInfoQueryOptions = (viewer: string, period: PrizePeriod) =>
  queryOptions({
    queryKey: ['prize_info', viewer, period] as const,
    queryFn: () => withServerTime(() => api.get<PrizeInfo>(PRIZE_INFO_URL, { params: { period } })),
    refetchInterval: PRIZE_LIVE_MS,
  });

export const usePrizeInfo = (viewer: string, period: PrizePeriod) =>
  useQuery(prizeInfoQueryOptions(viewer, period));
