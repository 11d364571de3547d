import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DonationList, teamDonationsRoute } from '@xbond/shared/api/team';
import { api } from '@/lib/api-client';
import { nextPage } from '@/lib/paging';
import { TEAM_PAGE_SIZE } from './paging';

export const TEAM_DONATIONS_URL: (typeof teamDonationsRoute)['url'] = '/api/v2/team/donations';

export type DonationScope = 'mine' | 'all';

/** Release plan donations, the user's or the network's (addresses masked by the server). */
export const useDonations = (address: string, scope: DonationScope) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['team_donations', address.toLowerCase(), scope] as const,
      queryFn: ({ pageParam }) =>
        api.get<DonationList>(TEAM_DONATIONS_URL, {
          params: { scope, page: pageParam, pageSize: TEAM_PAGE_SIZE },
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
