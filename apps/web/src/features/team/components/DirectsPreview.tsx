import { EmptyState, LoadError } from '@/components/ui/ListStates/ListStates';
import { PATHS } from '@/config/paths';
import { Link } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { useDirects } from '../api/get-directs';
import { TEAM_TEST_IDS } from '../test-ids';
import { DirectRow } from './DirectRow';

/** How many direct referrals the team screen shows before linking to the records. */
const PREVIEW = 3;

/** The newest direct referrals, and the way to all of them on the record page. */
export function DirectsPreview({ address }: { address: string }) {
  const { t } = useTranslation();
  const query = useDirects(address, PREVIEW);
  const directs = query.data?.pages[0]?.items ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  let body: React.ReactNode;
  if (query.isPending) body = <span className="skeleton skeleton--line" />;
  else if (query.isError) {
    body = (
      <LoadError
        message={t('team.record.loadFailed')}
        onRetry={() => void query.refetch()}
        testId={TEAM_TEST_IDS.recordError}
      />
    );
  } else if (directs.length === 0) {
    body = <EmptyState hint={t('team.directsEmpty')} testId={TEAM_TEST_IDS.recordEmpty} />;
  } else {
    body = (
      <ul className="team-list" data-testid={TEAM_TEST_IDS.directsPreview}>
        {directs.map((d) => (
          <DirectRow key={d.id} direct={d} />
        ))}
      </ul>
    );
  }
  return (
    <section className="card stack" aria-labelledby="team-directs">
      <div className="spread">
        <h2 id="team-directs" className="card-title">
          {t('team.directs')}
        </h2>
        <span className="fine-print tabular">{t('team.directsTotal', { total })}</span>
      </div>
      {body}
      <Link
        to={`${PATHS.record}?tab=directs`}
        className="button button--text button--block button-link"
        data-testid={TEAM_TEST_IDS.directsAll}
      >
        {t('team.directsAll')}
      </Link>
    </section>
  );
}
