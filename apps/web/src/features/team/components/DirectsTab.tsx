import { useTranslation } from '@/lib/use-translation';
import { useDirects } from '../api/get-directs';
import { TEAM_TEST_IDS } from '../test-ids';
import { DirectRow } from './DirectRow';
import { PagedList } from './PagedList';

/** Every direct referral, newest first: masked address, stake, valid or not, joined. */
export function DirectsTab({ address }: { address: string }) {
  const { t } = useTranslation();
  const query = useDirects(address);
  return (
    <PagedList
      query={query}
      loadFailed={t('team.record.loadFailed')}
      emptyHint={t('team.directsEmpty')}
      render={(d) => <DirectRow key={d.id} direct={d} />}
      testIds={{
        list: TEAM_TEST_IDS.recordList('directs'),
        skeleton: TEAM_TEST_IDS.recordSkeleton,
        empty: TEAM_TEST_IDS.recordEmpty,
        error: TEAM_TEST_IDS.recordError,
        count: TEAM_TEST_IDS.recordCount,
        loadMore: TEAM_TEST_IDS.recordLoadMore,
      }}
    />
  );
}
