import type { FixedOrder } from '@xbond/shared/api/pledge';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
      <div className="card empty-state" role="alert" data-testid={PLEDGE_TEST_IDS.ordersError}>
        <p className="empty-state__title">{t('pledge.orders.loadFailed')}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void query.refetch()}
        >
          {t('assets.retry')}
        </button>
      </div>
    );
  }

  const orders = query.data.pages.flatMap((p) => p.items);
  const total = query.data.pages.at(-1)?.total ?? 0;

  if (orders.length === 0) {
    return (
      <div className="card empty-state" data-testid={empty.testId}>
        <p className="empty-state__title">{t('common.noData')}</p>
        <p>{empty.hint}</p>
        {empty.action}
      </div>
    );
  }

  return (
    <div className="pledge-orders">
      <ul className="pledge-orders__list" data-testid={PLEDGE_TEST_IDS.orders}>
        {orders.map(renderOrder)}
      </ul>
      <p className="pledge-orders__count tabular" data-testid={PLEDGE_TEST_IDS.ordersCount}>
        {t('records.count', { shown: orders.length, total })}
      </p>
      {query.hasNextPage && (
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={query.isFetchingNextPage}
          data-testid={PLEDGE_TEST_IDS.ordersLoadMore}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('app.loading') : t('records.loadMore')}
        </button>
      )}
    </div>
  );
}
