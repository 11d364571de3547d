import { useInfiniteQuery } from '@tanstack/react-query';
import type {
  FixedListQuery,
  FixedOrderList,
  pledgeRegularListRoute,
} from '@xbond/shared/api/pledge';
import { pagedQueryOptions } from '@/lib/paging';

export const FIXED_ORDERS_URL: (typeof pledgeRegularListRoute)['url'] =
  '/api/v2/pledge/regular/list';

export const FIXED_ORDERS_PAGE_SIZE = 10;

/** Narrows the list: the repledge screen asks for `{ repledgeable: true }`. */
export type FixedOrderFilter = Pick<FixedListQuery, 'status' | 'repledgeable'>;

/** Pages of the user's regular orders, newest first, narrowed by `filter`. */
export const fixedOrdersQueryOptions = (address: string, filter: FixedOrderFilter = {}) =>
  pagedQueryOptions<FixedOrderList>(
    ['pledge_orders', address.toLowerCase(), filter],
    FIXED_ORDERS_URL,
    FIXED_ORDERS_PAGE_SIZE,
    { ...filter },
  );

export const useFixedOrders = (address: string, filter?: FixedOrderFilter) =>
  useInfiniteQuery(fixedOrdersQueryOptions(address, filter));
