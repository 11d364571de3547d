import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamInfo, teamInfoRoute } from '@xbond/shared/api/team';
import { api } from '@/lib/api-client';

export const TEAM_INFO_URL: (typeof teamInfoRoute)['url'] = '/api/v2/team/info';

/** Every team label of the screen; tree figures as of the last settled day. */
export const teamInfoQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['team_info', address.toLowerCase()] as const,
    queryFn: () => api.get<TeamInfo>(TEAM_INFO_URL),
  });

export const useTeamInfo = (address: string) => useQuery(teamInfoQueryOptions(address));
