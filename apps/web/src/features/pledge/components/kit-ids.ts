import { PLEDGE_TEST_IDS } from '../test-ids';

/** The staking screens' test ids, as the shared confirm sheet and order list take them. */
export const CONFIRM_IDS = {
  sheet: PLEDGE_TEST_IDS.confirmSheet,
  confirm: PLEDGE_TEST_IDS.confirm,
  cancel: PLEDGE_TEST_IDS.confirmCancel,
};

export const LIST_IDS = {
  list: PLEDGE_TEST_IDS.orders,
  skeleton: PLEDGE_TEST_IDS.ordersSkeleton,
  error: PLEDGE_TEST_IDS.ordersError,
  count: PLEDGE_TEST_IDS.ordersCount,
  loadMore: PLEDGE_TEST_IDS.ordersLoadMore,
};
