import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PausableFeature, SwitchesView, switchesRoute } from '@xbond/shared/api/switches';
import { api } from './api-client';

export const SWITCHES_URL: (typeof switchesRoute)['url'] = '/api/v2/common/switches';

/**
 * What the operator has paused, read again every 15 s while a screen shows it: a pause made
 * while the page is open shows without a reload (the server refuses the action either way).
 */
const REFRESH_MS = 15_000;

export const switchesQueryOptions = () =>
  queryOptions({
    queryKey: ['switches'] as const,
    queryFn: ({ signal }) => api.get<SwitchesView>(SWITCHES_URL, { signal }),
    staleTime: 5_000,
    refetchInterval: REFRESH_MS,
  });

/** Whether `feature`'s new orders are paused; false while unknown (the server decides). */
export function usePaused(feature: PausableFeature): boolean {
  const { data } = useQuery(switchesQueryOptions());
  return data?.paused.includes(feature) ?? false;
}
