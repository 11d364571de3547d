import { useInfiniteQuery } from '@tanstack/react-query';
import type { DonationList, teamDonationsRoute } from '@xbond/shared/api/team';
import { pagedQueryOptions } from '@/lib/paging';
import { TEAM_PAGE_SIZE } from './paging';

export const TEAM_DONATIONS_URL: (typeof teamDonationsRoute)['url'] = '/api/v2/team/donations';

export type DonationScope = 'mine' | 'all';

/** Release plan donations, the user's or the network's (addresses masked by the server). */
export const useDonations = (address: string, scope: DonationScope) =>
  useInfiniteQuery(
    pagedQueryOptions<DonationList>(
      ['team_donations', address.toLowerCase(), scope],
      TEAM_DONATIONS_URL,
      TEAM_PAGE_SIZE,
      { scope },
    ),
  );
