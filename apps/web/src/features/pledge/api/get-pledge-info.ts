import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PledgeInfo, pledgeInfoRoute } from '@xbond/shared/api/pledge';
import { api } from '@/lib/api-client';

export const PLEDGE_INFO_URL: (typeof pledgeInfoRoute)['url'] = '/api/v2/pledge/info';

export const getPledgeInfo = () => api.get<PledgeInfo>(PLEDGE_INFO_URL);

/** The flexible pledge, the terms with today's rates, the limit and the earnings cap. */
export const pledgeInfoQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['pledge_info', address.toLowerCase()] as const,
    queryFn: getPledgeInfo,
  });

export const usePledgeInfo = (address: string) => useQuery(pledgeInfoQueryOptions(address));
