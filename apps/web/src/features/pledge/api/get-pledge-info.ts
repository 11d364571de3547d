import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PledgeInfo,
  PledgeRates,
  pledgeInfoRoute,
  pledgeRatesRoute,
} from '@xbond/shared/api/pledge';
import { api } from '@/lib/api-client';

export const PLEDGE_INFO_URL: (typeof pledgeInfoRoute)['url'] = '/api/v2/pledge/info';

export const getPledgeInfo = () => api.get<PledgeInfo>(PLEDGE_INFO_URL);

/** The flexible pledge, the terms with today's rates, the limit and the earnings cap. */
export const pledgeInfoQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['pledge_info', address.toLowerCase()] as const,
    queryFn: getPledgeInfo,
  });

/** A visitor (null) has no pledge info of their own. */
export const usePledgeInfo = (address: string | null) =>
  useQuery({ ...pledgeInfoQueryOptions(address ?? ''), enabled: address !== null });

export const PLEDGE_RATES_URL: (typeof pledgeRatesRoute)['url'] = '/api/v2/pledge/rates';

/** The terms and today's rates, public: what a visitor reads before connecting. */
export const usePledgeRates = (enabled: boolean) =>
  useQuery({
    queryKey: ['pledge_rates'] as const,
    queryFn: () => api.get<PledgeRates>(PLEDGE_RATES_URL),
    enabled,
  });
