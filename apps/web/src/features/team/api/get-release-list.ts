import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReleaseList, teamReleaseListRoute } from '@xbond/shared/api/team';
import { api } from '@/lib/api-client';
import { nextPage } from '@/lib/paging';
import { TEAM_PAGE_SIZE } from './paging';

export const RELEASE_LIST_URL: (typeof teamReleaseListRoute)['url'] = '/api/v2/team/release/list';

/** The user's release plans, newest first. */
export const useReleaseList = (address: string) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['team_releases', address.toLowerCase()] as const,
      queryFn: ({ pageParam }) =>
        api.get<ReleaseList>(RELEASE_LIST_URL, {
          params: { page: pageParam, pageSize: TEAM_PAGE_SIZE },
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
