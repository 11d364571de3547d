import type { RecordEntry } from '@xbond/shared/api/records';
import type { Asset } from '@xbond/shared/assets';
import { formatDate } from '@xbond/shared/time';
import type { ReactNode } from 'react';
import { Amount } from '@/components/ui/Amount/Amount';
import { Icon } from '@/components/ui/Icon/Icon';
import { PagedList } from '@/components/ui/ListStates/PagedList';
import { StatusPill, type StatusTone } from '@/components/ui/StatusPill/StatusPill';
import { useSession } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { type RecordFilter, useRecords } from '../api/get-records';
import { displaySigned } from '../display';
import { ASSETS_TEST_IDS } from '../test-ids';
import { accountLabel, statusLabel, typeLabel } from './labels';

interface RecordsListProps {
  address: string;
  filter: RecordFilter;
  symbolOf: (asset: Asset) => string;
  /** What to do next when there is nothing yet (a link to deposit). */
  emptyAction?: ReactNode;
  /** Whether the user narrowed the list (default: any filter); a page of one asset says no. */
  filtered?: boolean;
}

const STATUS_TONES: Partial<Record<string, StatusTone>> = {
  completed: 'success',
  pending: 'warning',
  refunded: 'info',
};

function RecordRow({ entry, symbol }: { entry: RecordEntry; symbol: string }) {
  const { t } = useTranslation();
  const locale = useSession((s) => s.applicationLocale);
  const incoming = !entry.amount.startsWith('-');
  const status = statusLabel(entry.type, entry.status);
  return (
    <li
      className="record"
      data-testid={ASSETS_TEST_IDS.recordItem}
      data-type={entry.type}
      data-account={entry.account}
      data-asset={entry.asset}
      data-status={entry.status}
    >
      <span className={`disc record__icon--${incoming ? 'in' : 'out'}`} aria-hidden="true">
        <Icon name={incoming ? 'arrowDown' : 'arrowUp'} />
      </span>
      <div className="record__main">
        <p className="record__type">{typeLabel(entry.type, locale)}</p>
        <p className="record__account">{accountLabel(entry.account, locale)}</p>
        <p className="record__time tabular">{formatDate(entry.time)}</p>
      </div>
      <div className="record__side">
        <p className={`record__amount${incoming ? ' record__amount--in' : ''}`}>
          <Amount figure={displaySigned(entry.amount, locale)} unit={symbol} />
        </p>
        <StatusPill tone={STATUS_TONES[entry.status]}>
          {status ? t(status) : entry.status}
        </StatusPill>
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
  filtered = Boolean(filter.asset || filter.type || filter.account),
}: RecordsListProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={useRecords(address, filter)}
      skeleton={
        <ul className="records" aria-busy="true" data-testid={ASSETS_TEST_IDS.recordsSkeleton}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="record record--skeleton">
              <span className="skeleton skeleton--icon" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--short" />
            </li>
          ))}
        </ul>
      }
      loadFailed={t('records.loadFailed')}
      empty={{
        hint: t(filtered ? 'records.emptyFilteredHint' : 'records.emptyHint'),
        action: !filtered && emptyAction,
        testId: ASSETS_TEST_IDS.recordsEmpty,
      }}
      className="records-block"
      listClassName="records card"
      render={(entry) => (
        <RecordRow
          key={`${entry.id}-${entry.asset}-${entry.account}`}
          entry={entry}
          symbol={symbolOf(entry.asset)}
        />
      )}
      testIds={{
        list: ASSETS_TEST_IDS.records,
        error: ASSETS_TEST_IDS.recordsError,
        count: ASSETS_TEST_IDS.recordsCount,
        loadMore: ASSETS_TEST_IDS.recordsLoadMore,
      }}
    />
  );
}
