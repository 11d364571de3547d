import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OrderList } from '@/components/ui/OrderList/OrderList';
import { BOND_KIT_TEST_IDS } from './test-ids';

const IDS = {
  list: BOND_KIT_TEST_IDS.orders,
  skeleton: BOND_KIT_TEST_IDS.ordersSkeleton,
  error: BOND_KIT_TEST_IDS.ordersError,
  count: BOND_KIT_TEST_IDS.ordersCount,
  loadMore: BOND_KIT_TEST_IDS.ordersLoadMore,
};

interface BondListProps<T> {
  title: string;
  emptyHint: string;
  loadFailed: string;
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[]; total: number }>>;
  renderOrder: (order: T) => ReactNode;
}

/** The user's bonds of one kind, newest first, paged, with the list's designed states. */
export function BondList<T>({
  title,
  emptyHint,
  loadFailed,
  query,
  renderOrder,
}: BondListProps<T>) {
  return (
    <section className="stack" aria-label={title}>
      <header className="spread spread--baseline">
        <h2 className="screen-section__title">{title}</h2>
      </header>
      <OrderList
        query={query}
        empty={{ hint: emptyHint, testId: BOND_KIT_TEST_IDS.ordersEmpty }}
        renderOrder={renderOrder}
        testIds={IDS}
        loadFailed={loadFailed}
      />
    </section>
  );
}
