import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReleaseList, teamReleaseListRoute } from '@xbond/shared/api/team';
import { pagedQueryOptions } from '@/lib/paging';
import { TEAM_PAGE_SIZE } from './paging';

export const RELEASE_LIST_URL: (typeof teamReleaseListRoute)['url'] = '/api/v2/team/release/list';

/** The user's release plans, newest first. */
export const useReleaseList = (address: string) =>
  useInfiniteQuery(
    pagedQueryOptions<ReleaseList>(
      ['team_releases', address.toLowerCase()],
      RELEASE_LIST_URL,
      TEAM_PAGE_SIZE,
    ),
  );
