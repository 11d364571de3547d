import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { BondOrderIdBody } from '@xbond/shared/api/bonds';
import type {
  DonationRecords,
  FlowBond,
  FlowBondDonateBody,
  FlowBondInfo,
  FlowBondList,
  FlowBondMarket,
  flowBondClaimRoute,
  flowBondDonateRoute,
  flowBondInfoRoute,
  flowBondListRoute,
  flowBondMarketRoute,
  flowBondRecordsRoute,
  flowBondRedeemRoute,
} from '@xbond/shared/api/liquidityBond';
import { api } from '@/lib/api-client';
import { nextPage } from '@/lib/paging';
import { withServerTime } from '@/lib/server-clock';
import { BOND_PAGE_SIZE } from './reserve';

export const FLOW_MARKET_URL: (typeof flowBondMarketRoute)['url'] = '/api/v2/flowbond/market';
export const FLOW_INFO_URL: (typeof flowBondInfoRoute)['url'] = '/api/v2/flowbond/info';
export const FLOW_DONATE_URL: (typeof flowBondDonateRoute)['url'] = '/api/v2/flowbond/donate';
export const FLOW_LIST_URL: (typeof flowBondListRoute)['url'] = '/api/v2/flowbond/list';
export const FLOW_CLAIM_URL: (typeof flowBondClaimRoute)['url'] = '/api/v2/flowbond/claim';
export const FLOW_REDEEM_URL: (typeof flowBondRedeemRoute)['url'] = '/api/v2/flowbond/redeem';
export const FLOW_RECORDS_URL: (typeof flowBondRecordsRoute)['url'] = '/api/v2/flowbond/records';

export type DonationScope = 'mine' | 'all';

/** The user's LP and pools, the network's, the terms; it carries the server's time. */
export const flowInfoQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['flowbond_info', address.toLowerCase()] as const,
    queryFn: () => withServerTime(() => api.get<FlowBondInfo>(FLOW_INFO_URL)),
  });
/** A visitor (null) has no LP or pools of their own. */
export const useFlowInfo = (address: string | null) =>
  useQuery({ ...flowInfoQueryOptions(address ?? ''), enabled: address !== null });

/** The terms, prices and network figures, public: what a visitor reads before connecting. */
export const useFlowMarket = (enabled: boolean) =>
  useQuery({
    queryKey: ['flowbond_market'] as const,
    queryFn: () => withServerTime(() => api.get<FlowBondMarket>(FLOW_MARKET_URL)),
    enabled,
  });

/** The page's figures: the market's, and the user's own once signed in. */
export type FlowFiguresInfo = FlowBondMarket & { mine?: FlowBondInfo['mine'] };

const post = (url: string) => (body: BondOrderIdBody, idempotencyKey: string) =>
  api.post<FlowBond>(url, body, { headers: { 'Idempotency-Key': idempotencyKey } });

export const donateLp = (body: FlowBondDonateBody, idempotencyKey: string) =>
  api.post<FlowBond>(FLOW_DONATE_URL, body, { headers: { 'Idempotency-Key': idempotencyKey } });
export const claimFlowBond = post(FLOW_CLAIM_URL);
export const redeemFlowBond = post(FLOW_REDEEM_URL);

export const useFlowBonds = (address: string | null) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      enabled: address !== null,
      queryKey: ['flowbond_orders', address?.toLowerCase() ?? ''] as const,
      queryFn: ({ pageParam }) =>
        api.get<FlowBondList>(FLOW_LIST_URL, {
          params: { page: pageParam, pageSize: BOND_PAGE_SIZE },
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );

/** Donation records, the user's or the network's (addresses masked by the server). */
export const useDonationRecords = (address: string, scope: DonationScope) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['flowbond_records', address.toLowerCase(), scope] as const,
      queryFn: ({ pageParam }) =>
        api.get<DonationRecords>(FLOW_RECORDS_URL, {
          params: { scope, page: pageParam, pageSize: BOND_PAGE_SIZE },
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
