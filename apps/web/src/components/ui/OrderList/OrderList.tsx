import type { ReactNode } from 'react';
import {
  PagedList,
  type PagedListProps,
  type PagedListTestIds,
} from '@/components/ui/ListStates/PagedList';

/** Each screen keeps its own test ids (the browser tests find them). */
export interface OrderListTestIds extends PagedListTestIds {
  skeleton: string;
  count: string;
}

type OrderListProps<T> = Pick<PagedListProps<T>, 'query' | 'empty' | 'loadFailed'> & {
  renderOrder: (order: T) => ReactNode;
  testIds: OrderListTestIds;
};

/** A paged list of orders with its designed states: skeletons, error, empty, 'load more'. */
export function OrderList<T>({ renderOrder, testIds, ...props }: OrderListProps<T>) {
  return (
    <PagedList
      {...props}
      skeleton={
        <div className="stack" aria-busy="true" data-testid={testIds.skeleton}>
          {[0, 1].map((i) => (
            <div key={i} className="card stack">
              <span className="skeleton skeleton--figure" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line" />
            </div>
          ))}
        </div>
      }
      className="stack"
      listClassName="stack bare-list"
      render={renderOrder}
      testIds={testIds}
    />
  );
}
