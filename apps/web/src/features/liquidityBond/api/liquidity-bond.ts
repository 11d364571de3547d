import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
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
import { api, keyedCall } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paging';
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

export const donateLp = keyedCall<LiquidityBondDonateBody, LiquidityBond>(
  LIQUIDITY_BOND_DONATE_URL,
);
export const claimLiquidityBond = keyedCall<BondOrderIdBody, LiquidityBond>(
  LIQUIDITY_BOND_CLAIM_URL,
);
export const redeemLiquidityBond = keyedCall<BondOrderIdBody, LiquidityBond>(
  LIQUIDITY_BOND_REDEEM_URL,
);

/** A visitor (null) has no bonds of their own to list. */
export const useLiquidityBonds = (address: string | null) =>
  useInfiniteQuery({
    ...pagedQueryOptions<LiquidityBondList>(
      ['flowbond_orders', address?.toLowerCase() ?? ''],
      LIQUIDITY_BOND_LIST_URL,
      PAGE_SIZE,
    ),
    enabled: address !== null,
  });

/** Donation records, the user's or the network's (addresses masked by the server). */
export const useDonationRecords = (address: string, scope: DonationScope) =>
  useInfiniteQuery(
    pagedQueryOptions<DonationRecords>(
      ['flowbond_records', address.toLowerCase(), scope],
      LIQUIDITY_BOND_RECORDS_URL,
      PAGE_SIZE,
      { scope },
    ),
  );
