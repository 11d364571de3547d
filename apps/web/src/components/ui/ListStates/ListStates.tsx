import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button/Button';
import { useTranslation } from '@/lib/use-translation';
import './ListStates.css';

/** A read failed: say which, and offer to read again. */
export function LoadError(props: { message: string; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="card empty-state" role="alert" data-testid={props.testId}>
      <p className="empty-state__title">{props.message}</p>
      <button type="button" className="button button--secondary" onClick={props.onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** 'No data available', what it means here, and what to do next. */
export function EmptyState(props: { hint: string; action?: ReactNode; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="card empty-state" data-testid={props.testId}>
      <p className="empty-state__title">{t('common.noData')}</p>
      <p>{props.hint}</p>
      {props.action}
    </div>
  );
}

interface PagedFooterProps {
  shown: number;
  total: number;
  /** The infinite query's paging. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  testIds: { count?: string; loadMore: string };
}

/** Under a paged list: how many of how many, and 'load more' while there is more. */
export function PagedFooter({ shown, total, query, testIds }: PagedFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="list-count tabular" data-testid={testIds.count}>
        {t('common.count', { shown, total })}
      </p>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          block
          disabled={query.isFetchingNextPage}
          testId={testIds.loadMore}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('app.loading') : t('common.loadMore')}
        </Button>
      )}
    </>
  );
}

interface UnreadProps {
  /** The read: waiting (its skeleton) or failed (its error and Retry). */
  query: { isPending: boolean; refetch: () => unknown };
  skeleton: ReactNode;
  /** What a failed read says. */
  message: string;
  testId: string;
}

/** A screen whose read has no answer yet: its skeleton while it waits, else the error. */
export function Unread({ query, skeleton, message, testId }: UnreadProps) {
  if (query.isPending) return skeleton;
  return <LoadError message={message} onRetry={() => void query.refetch()} testId={testId} />;
}
