import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamRewardHistory, teamRewardHistoryRoute } from '@xbond/shared/api/history';
import { HISTORY_CHART_DAYS } from '@xbond/shared/values/history';
import { api } from '@/lib/api-client';

export const REWARD_HISTORY_URL: (typeof teamRewardHistoryRoute)['url'] =
  '/api/v2/team/reward_history';

/** The last 30 ended days of direct and community rewards, newest first. */
export const rewardHistoryQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['team_reward_history', address.toLowerCase()] as const,
    queryFn: () =>
      api.get<TeamRewardHistory>(REWARD_HISTORY_URL, {
        params: { page: 1, pageSize: HISTORY_CHART_DAYS },
      }),
  });

export const useRewardHistory = (address: string) => useQuery(rewardHistoryQueryOptions(address));
