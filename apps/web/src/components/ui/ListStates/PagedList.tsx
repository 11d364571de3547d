import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, LoadError, PagedFooter } from './ListStates';

/** Each screen keeps its own test ids (the browser tests find them). */
export interface PagedListTestIds {
  list: string;
  error: string;
  count?: string;
  loadMore: string;
}

export interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[]; total: number }>>;
  /** What stands while the first page loads: the screen's own skeleton. */
  skeleton: ReactNode;
  /** What a failed read says. */
  loadFailed: string;
  /** The empty state: 'No data available' and what to do next. */
  empty: { hint: string; action?: ReactNode; testId: string };
  /** The list's class; `className` wraps the list and its footer when the screen needs it. */
  listClassName: string;
  className?: string;
  render: (item: T) => ReactNode;
  testIds: PagedListTestIds;
}

/** A paged list with its designed states: skeleton, error with retry, empty, 'load more'. */
export function PagedList<T>(props: PagedListProps<T>) {
  const { query, testIds: ids } = props;
  if (query.isPending) return props.skeleton;
  if (query.isError) {
    return (
      <LoadError
        message={props.loadFailed}
        onRetry={() => void query.refetch()}
        testId={ids.error}
      />
    );
  }
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <EmptyState {...props.empty} />;
  const list = (
    <>
      <ul className={props.listClassName} data-testid={ids.list}>
        {items.map(props.render)}
      </ul>
      <PagedFooter
        shown={items.length}
        total={query.data.pages.at(-1)?.total ?? 0}
        query={query}
        testIds={{ count: ids.count, loadMore: ids.loadMore }}
      />
    </>
  );
  return props.className ? <div className={props.className}>{list}</div> : list;
}
