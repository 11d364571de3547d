import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { BondOrderIdBody } from '@xbond/shared/api/bonds';
import type {
  DonationRecords,
  LiquidityBond,
  LiquidityBondDonateBody,
  LiquidityBondInfo,
  LiquidityBondList,
  LiquidityBondMarket,
  liquidityBondClaimRoute,
  liquidityBondDonateRoute,
  liquidityBondInfoRoute,
  liquidityBondListRoute,
  liquidityBondMarketRoute,
  liquidityBondRecordsRoute,
  liquidityBondRedeemRoute,
} from '@xbond/shared/api/liquidityBond';
import { api } from '@/lib/api-client';
import { nextPage } from '@/lib/paging';
import { withServerTime } from '@/lib/server-clock';

const PAGE_SIZE = 10;

export const LIQUIDITY_BOND_MARKET_URL: (typeof liquidityBondMarketRoute)['url'] =
  '/api/v2/flowbond/market';
export const LIQUIDITY_BOND_INFO_URL: (typeof liquidityBondInfoRoute)['url'] =
  '/api/v2/flowbond/info';
export const LIQUIDITY_BOND_DONATE_URL: (typeof liquidityBondDonateRoute)['url'] =
  '/api/v2/flowbond/donate';
export const LIQUIDITY_BOND_LIST_URL: (typeof liquidityBondListRoute)['url'] =
  '/api/v2/flowbond/list';
export const LIQUIDITY_BOND_CLAIM_URL: (typeof liquidityBondClaimRoute)['url'] =
  '/api/v2/flowbond/claim';
export const LIQUIDITY_BOND_REDEEM_URL: (typeof liquidityBondRedeemRoute)['url'] =
  '/api/v2/flowbond/redeem';
export const LIQUIDITY_BOND_RECORDS_URL: (typeof liquidityBondRecordsRoute)['url'] =
  '/api/v2/flowbond/records';

export type DonationScope = 'mine' | 'all';

/** The user's LP and pools, the network's, the terms; it carries the server's time. */
export const liquidityBondInfoQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['flowbond_info', address.toLowerCase()] as const,
    queryFn: () => withServerTime(() => api.get<LiquidityBondInfo>(LIQUIDITY_BOND_INFO_URL)),
  });
/** A visitor (null) has no LP or pools of their own. */
export const useLiquidityBondInfo = (address: string | null) =>
  useQuery({ ...liquidityBondInfoQueryOptions(address ?? ''), enabled: address !== null });

/** The terms, prices and network figures, public: what a visitor reads before connecting. */
export const useLiquidityBondMarket = (enabled: boolean) =>
  useQuery({
    queryKey: ['flowbond_market'] as const,
    queryFn: () => withServerTime(() => api.get<LiquidityBondMarket>(LIQUIDITY_BOND_MARKET_URL)),
    enabled,
  });

/** The page's figures: the market's, and the user's own once signed in. */
export type LiquidityFiguresInfo = LiquidityBondMarket & { mine?: LiquidityBondInfo['mine'] };

const post = (url: string) => (body: BondOrderIdBody, idempotencyKey: string) =>
  api.post<LiquidityBond>(url, body, { headers: { 'Idempotency-Key': idempotencyKey } });

export const donateLp = (body: LiquidityBondDonateBody, idempotencyKey: string) =>
  api.post<LiquidityBond>(LIQUIDITY_BOND_DONATE_URL, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
export const claimLiquidityBond = post(LIQUIDITY_BOND_CLAIM_URL);
export const redeemLiquidityBond = post(LIQUIDITY_BOND_REDEEM_URL);

export const useLiquidityBonds = (address: string | null) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      enabled: address !== null,
      queryKey: ['flowbond_orders', address?.toLowerCase() ?? ''] as const,
      queryFn: ({ pageParam }) =>
        api.get<LiquidityBondList>(LIQUIDITY_BOND_LIST_URL, {
          params: { page: pageParam, pageSize: PAGE_SIZE },
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
        api.get<DonationRecords>(LIQUIDITY_BOND_RECORDS_URL, {
          params: { scope, page: pageParam, pageSize: PAGE_SIZE },
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
