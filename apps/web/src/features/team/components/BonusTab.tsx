import { RECORD_ACCOUNT_LABELS } from '@xbond/shared/values/record-accounts';
import { RECORD_TYPE_LABELS } from '@xbond/shared/values/record-labels';
import { typesParam } from '@xbond/shared/values/records';
import { Amount } from '@/components/ui/Amount/Amount';
import { ExportCsvButton } from '@/components/ui/ExportCsv/ExportCsvButton';
import { useSession } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import { useBonusRecords } from '../api/get-bonus-records';
import { useTeamFormat } from '../format';
import { TEAM_TEST_IDS } from '../test-ids';
import { PagedList } from './PagedList';

/** The dynamic bonus's movements, account by account (locked, releasing, withdrawable). */
export function BonusTab({ address }: { address: string }) {
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  const locale = useSession((s) => s.applicationLocale);
  const query = useBonusRecords(address);
  return (
    <>
      <PagedList
        query={query}
        loadFailed={t('team.record.loadFailed')}
        emptyHint={t('team.record.bonusEmpty')}
        render={(r) => (
          <li
            key={`${r.id}-${r.asset}-${r.account}`}
            className="team-row"
            data-testid={TEAM_TEST_IDS.bonusRecord}
            data-type={r.type}
            data-account={r.account}
          >
            <span>
              {Object.hasOwn(RECORD_TYPE_LABELS, r.type)
                ? RECORD_TYPE_LABELS[r.type as keyof typeof RECORD_TYPE_LABELS][locale]
                : r.type}
            </span>
            <Amount figure={fmt.amount(r.amount)} unit={r.asset} />
            <span className="team-row__meta">{RECORD_ACCOUNT_LABELS[r.account][locale]}</span>
            <span className="team-row__meta tabular">{fmt.time(r.time)}</span>
          </li>
        )}
        testIds={{
          list: TEAM_TEST_IDS.recordList('bonus'),
          skeleton: TEAM_TEST_IDS.recordSkeleton,
          empty: TEAM_TEST_IDS.recordEmpty,
          error: TEAM_TEST_IDS.recordError,
          loadMore: TEAM_TEST_IDS.recordLoadMore,
        }}
      />
      <ExportCsvButton query={{ types: typesParam('team') }} testId={TEST_IDS.recordsExport} />
    </>
  );
}
