import { useQuery } from '@tanstack/react-query';
import type { LegSummary, teamTreeRoute } from '@xbond/shared/api/team';
import { api } from '@/lib/api-client';

export const TEAM_TREE_URL: (typeof teamTreeRoute)['url'] = '/api/v2/team/tree';

/** One leg (a direct referral and its descendants) per level, read when it is opened. */
export const useLeg = (address: string, leg: string, enabled: boolean) =>
  useQuery({
    queryKey: ['team_tree', address.toLowerCase(), leg] as const,
    queryFn: () => api.get<LegSummary>(TEAM_TREE_URL, { params: { leg } }),
    enabled,
  });
