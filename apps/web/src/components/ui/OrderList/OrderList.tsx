import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, LoadError, PagedFooter } from '@/components/ui/ListStates/ListStates';

/** Each screen keeps its own test ids (the browser tests find them). */
export interface OrderListTestIds {
  list: string;
  skeleton: string;
  error: string;
  count: string;
  loadMore: string;
}

interface OrderListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[]; total: number }>>;
  /** The empty state: 'No data available' and what to do next. */
  empty: { hint: string; action?: ReactNode; testId: string };
  renderOrder: (order: T) => ReactNode;
  testIds: OrderListTestIds;
  /** What a failed read says. */
  loadFailed: string;
}

/** A paged list of orders with its designed states: skeletons, error, empty, 'load more'. */
export function OrderList<T>(props: OrderListProps<T>) {
  const { query, empty, renderOrder, testIds: ids, loadFailed } = props;

  if (query.isPending) {
    return (
      <div className="order-list" aria-busy="true" data-testid={ids.skeleton}>
        {[0, 1].map((i) => (
          <div key={i} className="card order-card">
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
      <LoadError message={loadFailed} onRetry={() => void query.refetch()} testId={ids.error} />
    );
  }

  const orders = query.data.pages.flatMap((p) => p.items);
  const total = query.data.pages.at(-1)?.total ?? 0;

  if (orders.length === 0) return <EmptyState {...empty} />;

  return (
    <div className="order-list">
      <ul className="order-list__list" data-testid={ids.list}>
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
