import { useTranslation } from '@/lib/use-translation';
import { useDirects } from '../api/get-directs';
import { TEAM_TEST_IDS } from '../test-ids';
import { LegCard } from './LegCard';
import { PagedList } from './PagedList';

/** The team by leg: each direct referral's leg, its summary per level read when opened. */
export function LegsTab({ address }: { address: string }) {
  const { t } = useTranslation();
  const query = useDirects(address);
  return (
    <>
      <p className="fine-print">{t('team.record.legsIntro')}</p>
      <PagedList
        query={query}
        loadFailed={t('team.record.loadFailed')}
        emptyHint={t('team.directsEmpty')}
        render={(d) => <LegCard key={d.id} address={address} direct={d} />}
        testIds={{
          list: TEAM_TEST_IDS.recordList('team'),
          skeleton: TEAM_TEST_IDS.recordSkeleton,
          empty: TEAM_TEST_IDS.recordEmpty,
          error: TEAM_TEST_IDS.recordError,
          count: TEAM_TEST_IDS.recordCount,
          loadMore: TEAM_TEST_IDS.recordLoadMore,
        }}
      />
    </>
  );
}
