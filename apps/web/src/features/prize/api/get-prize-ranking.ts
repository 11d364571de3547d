import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrizePeriod, PrizeRanking, prizeRankingRoute } from '@xbond/shared/api/prize';
import { api } from '@/lib/api-client';
import { PRIZE_LIVE_MS } from './get-prize-info';

export const PRIZE_RANKING_URL: (typeof prizeRankingRoute)['url'] = '/api/v2/prize/ranking';

/** The top traders of the period in progress, the viewer's own entry marked. */
export const prizeRankingQueryOptions = (viewer: string, period: PrizePeriod) =>
  queryOptions({
    queryKey: ['prize_ranking', viewer, period] as const,
    queryFn: () => api.get<PrizeRanking>(PRIZE_RANKING_URL, { params: { period } }),
    refetchInterval: PRIZE_LIVE_MS,
  });

export const usePrizeRanking = (viewer: string, period: PrizePeriod) =>
  useQuery(prizeRankingQueryOptions(viewer, period));
