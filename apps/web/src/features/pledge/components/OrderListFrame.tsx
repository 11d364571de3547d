import type { FixedOrder } from '@xbond/shared/api/pledge';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, PagedFooter } from '@/components/ui/ListStates/ListStates';
import { PLEDGE_TEST_IDS } from '@/testing/pledge-test-ids';
import type { useFixedOrders } from '../api/get-fixed-orders';

interface OrderListFrameProps {
  query: ReturnType<typeof useFixedOrders>;
  /** The empty state: 'No data available' and what to do next. */
  empty: { hint: string; action?: ReactNode; testId: string };
  renderOrder: (order: FixedOrder) => ReactNode;
}

/** A paged list of orders with its designed states: skeletons, error, empty, 'load more'. */
export function OrderListFrame({ query, empty, renderOrder }: OrderListFrameProps) {
  const { t } = useTranslation();

  if (query.isPending) {
    return (
      <div className="pledge-orders" aria-busy="true" data-testid={PLEDGE_TEST_IDS.ordersSkeleton}>
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
        message={t('pledge.orders.loadFailed')}
        onRetry={() => void query.refetch()}
        testId={PLEDGE_TEST_IDS.ordersError}
      />
    );
  }

  const orders = query.data.pages.flatMap((p) => p.items);
  const total = query.data.pages.at(-1)?.total ?? 0;

  if (orders.length === 0) return <EmptyState {...empty} />;

  return (
    <div className="pledge-orders">
      <ul className="pledge-orders__list" data-testid={PLEDGE_TEST_IDS.orders}>
        {orders.map(renderOrder)}
      </ul>
      <PagedFooter
        shown={orders.length}
        total={total}
        query={query}
        testIds={{ count: PLEDGE_TEST_IDS.ordersCount, loadMore: PLEDGE_TEST_IDS.ordersLoadMore }}
      />
    </div>
  );
}
