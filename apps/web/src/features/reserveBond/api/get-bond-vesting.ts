import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BondVesting, bondVestingRoute } from '@xbond/shared/api/history';
import { HISTORY_MAX_PAGE_SIZE } from '@xbond/shared/values/history';
import { api } from '@/lib/api-client';

export const BOND_VESTING_URL: (typeof bondVestingRoute)['url'] = '/api/v2/bond/vesting';

/** One bond from purchase to deadline (a 30-day bond has 91 points: one page). */
export const bondVestingQueryOptions = (address: string, id: string) =>
  queryOptions({
    queryKey: ['bond_vesting', address.toLowerCase(), id] as const,
    queryFn: () =>
      api.get<BondVesting>(BOND_VESTING_URL, {
        params: { id, page: 1, pageSize: HISTORY_MAX_PAGE_SIZE },
      }),
  });

export const useBondVesting = (address: string, id: string) =>
  useQuery(bondVestingQueryOptions(address, id));
