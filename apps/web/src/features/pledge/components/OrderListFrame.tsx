import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, PagedFooter } from '@/components/ui/ListStates/ListStates';
import { PLEDGE_TEST_IDS } from '@/testing/pledge-test-ids';

/** The list's test ids; the staking orders' by default. */
export interface OrderListTestIds {
  list: string;
  skeleton: string;
  error: string;
  count: string;
  loadMore: string;
}

const PLEDGE_LIST_IDS: OrderListTestIds = {
  list: PLEDGE_TEST_IDS.orders,
  skeleton: PLEDGE_TEST_IDS.ordersSkeleton,
  error: PLEDGE_TEST_IDS.ordersError,
  count: PLEDGE_TEST_IDS.ordersCount,
  loadMore: PLEDGE_TEST_IDS.ordersLoadMore,
};

interface OrderListFrameProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[]; total: number }>>;
  /** The empty state: 'No data available' and what to do next. */
  empty: { hint: string; action?: ReactNode; testId: string };
  renderOrder: (order: T) => ReactNode;
  testIds?: OrderListTestIds;
  /** What a failed read says; the staking orders' message by default. */
  loadFailed?: string;
}

/** A paged list of orders with its designed states: skeletons, error, empty, 'load more'. */
export function OrderListFrame<T>(props: OrderListFrameProps<T>) {
  const { query, empty, renderOrder, testIds: ids = PLEDGE_LIST_IDS, loadFailed } = props;
  const { t } = useTranslation();

  if (query.isPending) {
    return (
      <div className="pledge-orders" aria-busy="true" data-testid={ids.skeleton}>
        {[0, 1].map((i) => (
          <div key={i} className="card pledge-order">
            <span className="skeleton skeleton--figure" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line" />
          </div>
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <LoadError
        message={loadFailed ?? t('pledge.orders.loadFailed')}
        onRetry={() => void query.refetch()}
        testId={ids.error}
      />
    );
  }

  const orders = query.data.pages.flatMap((p) => p.items);
  const total = query.data.pages.at(-1)?.total ?? 0;

  if (orders.length === 0) return <EmptyState {...empty} />;

  return (
    <div className="pledge-orders">
      <ul className="pledge-orders__list" data-testid={ids.list}>
        {orders.map(renderOrder)}
      </ul>
      <PagedFooter
        shown={orders.length}
        total={total}
        query={query}
        testIds={{ count: ids.count, loadMore: ids.loadMore }}
      />
    </div>
  );
}
