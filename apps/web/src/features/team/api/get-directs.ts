import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DirectList, teamDirectsRoute } from '@xbond/shared/api/team';
import { api } from '@/lib/api-client';
import { nextPage } from '@/lib/paging';
import { TEAM_PAGE_SIZE } from './paging';

export const TEAM_DIRECTS_URL: (typeof teamDirectsRoute)['url'] = '/api/v2/team/directs';

/** The user's direct referrals, newest first, `pageSize` a page (masked by the server). */
export const useDirects = (address: string, pageSize = TEAM_PAGE_SIZE) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['team_directs', address.toLowerCase(), pageSize] as const,
      queryFn: ({ pageParam }) =>
        api.get<DirectList>(TEAM_DIRECTS_URL, { params: { page: pageParam, pageSize } }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
