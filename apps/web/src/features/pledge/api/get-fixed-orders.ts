import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  FIXED_ORDER_STATUSES,
  FixedListQuery,
  FixedOrderList,
  pledgeRegularListRoute,
} from '@xbond/shared/api/pledge';
import { api } from '@/lib/api-client';

export const FIXED_ORDERS_URL: (typeof pledgeRegularListRoute)['url'] =
  '/api/v2/pledge/regular/list';

export const FIXED_ORDERS_PAGE_SIZE = 10;

export type FixedOrderStatus = (typeof FIXED_ORDER_STATUSES)[number];

export const getFixedOrders = (query: FixedListQuery) =>
  api.get<FixedOrderList>(FIXED_ORDERS_URL, { params: { ...query } });

/** Pages of the user's regular orders, newest first; `status` narrows them (repledge). */
export const fixedOrdersQueryOptions = (address: string, status?: FixedOrderStatus) =>
  infiniteQueryOptions({
    queryKey: ['pledge_orders', address.toLowerCase(), status ?? null] as const,
    queryFn: ({ pageParam }) =>
      getFixedOrders({ page: pageParam, pageSize: FIXED_ORDERS_PAGE_SIZE, status }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, p) => n + p.items.length, 0);
      return shown < last.total && last.items.length > 0 ? last.page + 1 : undefined;
    },
  });

export const useFixedOrders = (address: string, status?: FixedOrderStatus) =>
  useInfiniteQuery(fixedOrdersQueryOptions(address, status));
