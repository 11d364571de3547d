import type { RecordEntry } from '@xbond/shared/api/records';
import type { Asset } from '@xbond/shared/assets';
import { formatDate } from '@xbond/shared/time';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/ui/Amount/Amount';
import { Icon } from '@/components/ui/Icon/Icon';
import { useSession } from '@/features/session/store';
import { TEST_IDS } from '@/testing/test-ids';
import { type RecordFilter, useRecords } from '../api/get-records';
import { displaySigned } from '../display';
import { isKnownType, statusLabel, TYPE_LABELS } from './labels';

interface RecordsListProps {
  address: string;
  filter: RecordFilter;
  symbolOf: (asset: Asset) => string;
  /** What to do next when there is nothing yet (a link to deposit). */
  emptyAction?: ReactNode;
  /** Whether the user narrowed the list (default: any filter); a page of one asset says no. */
  filtered?: boolean;
}

function RecordRow({ entry, symbol }: { entry: RecordEntry; symbol: string }) {
  const { t } = useTranslation();
  const locale = useSession((s) => s.applicationLocale);
  const incoming = !entry.amount.startsWith('-');
  const status = statusLabel(entry.type, entry.status);
  return (
    <li
      className="record"
      data-testid={TEST_IDS.recordItem}
      data-type={entry.type}
      data-asset={entry.asset}
      data-status={entry.status}
    >
      <span className={`record__icon record__icon--${incoming ? 'in' : 'out'}`} aria-hidden="true">
        <Icon name={incoming ? 'arrowDown' : 'arrowUp'} />
      </span>
      <div className="record__main">
        <p className="record__type">
          {isKnownType(entry.type) ? t(TYPE_LABELS[entry.type]) : entry.type}
        </p>
        <p className="record__time tabular">{formatDate(entry.time)}</p>
      </div>
      <div className="record__side">
        <p className={`record__amount${incoming ? ' record__amount--in' : ''}`}>
          <Amount figure={displaySigned(entry.amount, locale)} unit={symbol} />
        </p>
        <span className={`record__status record__status--${entry.status}`}>
          {status ? t(status) : entry.status}
        </span>
      </div>
    </li>
  );
}

/** The user's records: skeletons, the empty state, the entries, 'load more'. */
export function RecordsList({
  address,
  filter,
  symbolOf,
  emptyAction,
  filtered = Boolean(filter.asset || filter.type),
}: RecordsListProps) {
  const { t } = useTranslation();
  const query = useRecords(address, filter);

  if (query.isPending) {
    return (
      <ul className="records" aria-busy="true" data-testid={TEST_IDS.recordsSkeleton}>
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="record record--skeleton">
            <span className="skeleton skeleton--icon" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--short" />
          </li>
        ))}
      </ul>
    );
  }

  if (query.isError) {
    return (
      <div className="card empty-state" role="alert" data-testid={TEST_IDS.recordsError}>
        <p className="empty-state__title">{t('records.loadFailed')}</p>
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

  const pages = query.data.pages;
  const entries = pages.flatMap((p) => p.items);
  const total = pages.at(-1)?.total ?? 0;

  if (entries.length === 0) {
    return (
      <div className="card empty-state" data-testid={TEST_IDS.recordsEmpty}>
        <p className="empty-state__title">{t('common.noData')}</p>
        <p>{t(filtered ? 'records.emptyFilteredHint' : 'records.emptyHint')}</p>
        {!filtered && emptyAction}
      </div>
    );
  }

  return (
    <div className="records-block">
      <ul className="records card" data-testid={TEST_IDS.records}>
        {entries.map((entry) => (
          <RecordRow
            key={`${entry.id}-${entry.asset}`}
            entry={entry}
            symbol={symbolOf(entry.asset)}
          />
        ))}
      </ul>
      <p className="records__count tabular" data-testid={TEST_IDS.recordsCount}>
        {t('records.count', { shown: entries.length, total })}
      </p>
      {query.hasNextPage && (
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={query.isFetchingNextPage}
          data-testid={TEST_IDS.recordsLoadMore}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('app.loading') : t('records.loadMore')}
        </button>
      )}
    </div>
  );
}
