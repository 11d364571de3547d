import type { TurboRecord } from '@xbond/shared/api/turbo';
import { formatDate } from '@xbond/shared/time';
import { Amount } from '@/components/ui/Amount/Amount';
import { PagedList } from '@/components/ui/ListStates/PagedList';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useTurboRecords } from '../api/get-turbo-records';
import { TURBO_TEST_IDS as T } from '../test-ids';

/** One movement of the turbine: what it was, where the amount went, when. */
function RecordRow({ record }: { record: TurboRecord }) {
  const { t } = useTranslation();
  const fmt = useFormat().amount;
  const id = (field: string) => T.recordField(record.id, field);
  return (
    <li className="turbo-record" data-testid={T.record(record.id)} data-type={record.type}>
      <div className="turbo-record__main">
        <p className="turbo-record__type" data-testid={id('type')}>
          {t(`turbo.recordTypes.${record.type}`)}
        </p>
        <p className="fine-print" data-testid={id('move')}>
          {t(`turbo.recordMoves.${record.type}`)}
        </p>
      </div>
      <div className="turbo-record__side">
        <p className="turbo-record__amount" data-testid={id('amount')}>
          <Amount figure={fmt(record.amount)} unit={record.asset} />
        </p>
        <p className="fine-print tabular" data-testid={id('time')}>
          {formatDate(record.time)}
        </p>
      </div>
    </li>
  );
}

/** What moved the turbine, newest first, paged, with the list's designed states. */
export function TurboRecords({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={useTurboRecords(address)}
      skeleton={
        <div className="card turbo-records" aria-busy="true" data-testid={T.recordsSkeleton}>
          {[0, 1, 2].map((i) => (
            <span key={i} className="skeleton skeleton--line" />
          ))}
        </div>
      }
      loadFailed={t('turbo.recordsFailed')}
      empty={{ hint: t('turbo.recordsEmpty'), testId: T.recordsEmpty }}
      className="stack stack--page"
      listClassName="card turbo-records"
      render={(r) => <RecordRow key={r.id} record={r} />}
      testIds={{
        list: T.records,
        error: T.recordsError,
        count: T.recordsCount,
        loadMore: T.recordsLoadMore,
      }}
    />
  );
}
