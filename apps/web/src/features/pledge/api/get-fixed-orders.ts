import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  FixedListQuery,
  FixedOrderList,
  pledgeRegularListRoute,
} from '@xbond/shared/api/pledge';
import { api } from '@/lib/api-client';
import { nextPage } from '@/lib/paging';

export const FIXED_ORDERS_URL: (typeof pledgeRegularListRoute)['url'] =
  '/api/v2/pledge/regular/list';

export const FIXED_ORDERS_PAGE_SIZE = 10;

/** Narrows the list: the repledge screen asks for `{ repledgeable: true }`. */
export type FixedOrderFilter = Pick<FixedListQuery, 'status' | 'repledgeable'>;

export const getFixedOrders = (query: FixedListQuery) =>
  api.get<FixedOrderList>(FIXED_ORDERS_URL, { params: { ...query } });

/** Pages of the user's regular orders, newest first, narrowed by `filter`. */
export const fixedOrdersQueryOptions = (address: string, filter: FixedOrderFilter = {}) =>
  infiniteQueryOptions({
    queryKey: ['pledge_orders', address.toLowerCase(), filter] as const,
    queryFn: ({ pageParam }) =>
      getFixedOrders({ page: pageParam, pageSize: FIXED_ORDERS_PAGE_SIZE, ...filter }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useFixedOrders = (address: string, filter?: FixedOrderFilter) =>
  useInfiniteQuery(fixedOrdersQueryOptions(address, filter));
