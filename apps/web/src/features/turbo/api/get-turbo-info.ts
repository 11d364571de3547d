import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TurboInfo, turboInfoRoute } from '@xbond/shared/api/turbo';
import { api } from '@/lib/api-client';

export const TURBO_INFO_URL: (typeof turboInfoRoute)['url'] = '/api/v2/turbo/info';

/** The user's turbine: pending and claimable X, the vortex, all-time released and claimed. */
export const turboInfoQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['turbo_info', address.toLowerCase()] as const,
    queryFn: () => api.get<TurboInfo>(TURBO_INFO_URL),
  });

export const useTurboInfo = (address: string) => useQuery(turboInfoQueryOptions(address));
