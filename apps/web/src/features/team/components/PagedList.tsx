import {
  type PagedListProps,
  type PagedListTestIds,
  PagedList as UiPagedList,
} from '@/components/ui/ListStates/PagedList';

type TeamListProps<T> = Pick<PagedListProps<T>, 'query' | 'loadFailed' | 'render'> & {
  emptyHint: string;
  testIds: PagedListTestIds & { skeleton: string; empty: string };
};

/** A paged team list: the team's card of skeleton lines while it loads, then the shared states. */
export function PagedList<T>({ emptyHint, testIds, ...props }: TeamListProps<T>) {
  return (
    <UiPagedList
      {...props}
      skeleton={
        <div className="card stack" aria-busy="true" data-testid={testIds.skeleton}>
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line" />
        </div>
      }
      empty={{ hint: emptyHint, testId: testIds.empty }}
      listClassName="card team-list"
      testIds={testIds}
    />
  );
}
