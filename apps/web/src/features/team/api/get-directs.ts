import { useInfiniteQuery } from '@tanstack/react-query';
import type { DirectList, teamDirectsRoute } from '@xbond/shared/api/team';
import { pagedQueryOptions } from '@/lib/paging';
import { TEAM_PAGE_SIZE } from './paging';

export const TEAM_DIRECTS_URL: (typeof teamDirectsRoute)['url'] = '/api/v2/team/directs';

/** The user's direct referrals, newest first, `pageSize` a page (masked by the server). */
export const useDirects = (address: string, pageSize = TEAM_PAGE_SIZE) =>
  useInfiniteQuery(
    pagedQueryOptions<DirectList>(
      ['team_directs', address.toLowerCase(), pageSize],
      TEAM_DIRECTS_URL,
      pageSize,
    ),
  );
