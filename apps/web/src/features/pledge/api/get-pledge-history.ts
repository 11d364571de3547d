import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PledgeHistory, pledgeHistoryRoute } from '@xbond/shared/api/history';
import { HISTORY_CHART_DAYS } from '@xbond/shared/values/history';
import { api } from '@/lib/api-client';

export const PLEDGE_HISTORY_URL: (typeof pledgeHistoryRoute)['url'] = '/api/v2/pledge/history';

/** The last 30 ended days: yield paid and principal staked, newest first. */
export const getPledgeHistory = () =>
  api.get<PledgeHistory>(PLEDGE_HISTORY_URL, {
    params: { page: 1, pageSize: HISTORY_CHART_DAYS },
  });

export const pledgeHistoryQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['pledge_history', address.toLowerCase()] as const,
    queryFn: getPledgeHistory,
  });

export const usePledgeHistory = (address: string) => useQuery(pledgeHistoryQueryOptions(address));
