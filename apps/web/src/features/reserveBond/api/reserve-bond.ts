import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BondOrderIdBody } from '@xbond/shared/api/bonds';
import type {
  ReserveBondBuyBody,
  ReserveBondInfo,
  ReserveBondOrder,
  ReserveBondOrderList,
  ReserveBondQuote,
  ReserveBondQuoteQuery,
  reserveBondBuyRoute,
  reserveBondClaimRoute,
  reserveBondInfoRoute,
  reserveBondListRoute,
  reserveBondQuoteRoute,
} from '@xbond/shared/api/reserveBond';
import { api, keyedCall } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paging';
import { withServerTime } from '@/lib/server-clock';

export const BOND_INFO_URL: (typeof reserveBondInfoRoute)['url'] = '/api/v2/bond/info';
export const BOND_QUOTE_URL: (typeof reserveBondQuoteRoute)['url'] = '/api/v2/bond/quote';
export const BOND_BUY_URL: (typeof reserveBondBuyRoute)['url'] = '/api/v2/bond/buy';
export const BOND_LIST_URL: (typeof reserveBondListRoute)['url'] = '/api/v2/bond/list';
export const BOND_CLAIM_URL: (typeof reserveBondClaimRoute)['url'] = '/api/v2/bond/claim';

export const BOND_PAGE_SIZE = 10;

/**
 * The refusals a quote meets while the user types (errors.ts: stale price, term, below the
 * minimum, sold out): shown in place, not toasted at every keystroke.
 */
const QUOTE_REFUSALS = [2111, 2201, 2202, 2203, 2205] as const;

/** The market, terms, capacity and next rebase; it carries the server's time for the clock. */
export const bondInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['bond_info'] as const,
    queryFn: () => withServerTime(() => api.get<ReserveBondInfo>(BOND_INFO_URL)),
  });
export const useBondInfo = () => useQuery(bondInfoQueryOptions());

/** X owed for the typed amount and term; null `query` asks nothing. */
export const useBondQuote = (query: ReserveBondQuoteQuery | null) =>
  useQuery({
    queryKey: ['bond_quote', query] as const,
    queryFn: () =>
      api.get<ReserveBondQuote>(BOND_QUOTE_URL, {
        params: { ...(query as ReserveBondQuoteQuery) },
        silentCodes: QUOTE_REFUSALS,
      }),
    enabled: query !== null,
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });

export const buyBond = keyedCall<ReserveBondBuyBody, ReserveBondOrder>(BOND_BUY_URL);
export const claimBond = keyedCall<BondOrderIdBody, ReserveBondOrder>(BOND_CLAIM_URL);

/** Pages of the user's reserve bonds, newest first. */
export const bondOrdersQueryOptions = (address: string) =>
  pagedQueryOptions<ReserveBondOrderList>(
    ['bond_orders', address.toLowerCase()],
    BOND_LIST_URL,
    BOND_PAGE_SIZE,
  );
/** A visitor (null) has no bonds of their own to list. */
export const useBondOrders = (address: string | null) =>
  useInfiniteQuery({ ...bondOrdersQueryOptions(address ?? ''), enabled: address !== null });
