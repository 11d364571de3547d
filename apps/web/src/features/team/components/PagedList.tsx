import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, LoadError, PagedFooter } from '@/components/ui/ListStates/ListStates';

interface Page<T> {
  items: T[];
  total: number;
}

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  loadFailed: string;
  emptyHint: string;
  render: (item: T) => ReactNode;
  testIds: {
    list: string;
    skeleton: string;
    empty: string;
    error: string;
    count?: string;
    loadMore: string;
  };
}

/** A paged team list with its designed states: loading, error with retry, empty, load more. */
export function PagedList<T>({ query, loadFailed, emptyHint, render, testIds }: PagedListProps<T>) {
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  if (query.isPending) {
    return (
      <div className="card team-card" aria-busy="true" data-testid={testIds.skeleton}>
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError message={loadFailed} onRetry={() => void query.refetch()} testId={testIds.error} />
    );
  }
  if (items.length === 0) return <EmptyState hint={emptyHint} testId={testIds.empty} />;
  return (
    <>
      <ul className="card team-list" data-testid={testIds.list}>
        {items.map(render)}
      </ul>
      <PagedFooter
        shown={items.length}
        total={total}
        query={query}
        testIds={{ count: testIds.count, loadMore: testIds.loadMore }}
      />
    </>
  );
}
