import type { DonateSchemeList, ReleasePlan } from '@xbond/shared/api/team';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { StatusPill } from '@/components/ui/StatusPill/StatusPill';
import { useTranslation } from '@/lib/use-translation';
import { useReleaseList } from '../api/get-release-list';
import { useTeamFormat } from '../format';
import { planLabel } from '../plans';
import { TEAM_TEST_IDS } from '../test-ids';
import { PagedList } from './PagedList';

type Plans = DonateSchemeList['items'];

/** The user's release plans, newest first, each with what it has released so far. */
export function ReleaseList({ address, plans }: { address: string; plans: Plans }) {
  const { t } = useTranslation();
  const query = useReleaseList(address);
  return (
    <section className="team-section" aria-labelledby="release-list">
      <h2 id="release-list" className="card-title">
        {t('team.releasePlan.listTitle')}
      </h2>
      <PagedList
        query={query}
        loadFailed={t('team.releasePlan.listFailed')}
        emptyHint={t('team.releasePlan.listEmpty')}
        render={(plan) => <ReleaseItem key={plan.id} plan={plan} plans={plans} />}
        testIds={{
          list: TEAM_TEST_IDS.plans,
          skeleton: TEAM_TEST_IDS.recordSkeleton,
          empty: TEAM_TEST_IDS.plansEmpty,
          error: TEAM_TEST_IDS.plansError,
          loadMore: TEAM_TEST_IDS.plansLoadMore,
        }}
      />
    </section>
  );
}

function ReleaseItem({ plan, plans }: { plan: ReleasePlan; plans: Plans }) {
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  const id = (field: string) => TEAM_TEST_IDS.planField(plan.id, field);
  const x = (v: string) => <Amount figure={fmt.amount(v)} unit="X" />;
  // A plan since removed from the settings keeps its id as its name.
  const terms = plans.find((p) => p.scheme === plan.scheme);
  return (
    <li
      className="team-plan"
      data-testid={TEAM_TEST_IDS.planItem(plan.id)}
      data-status={plan.status}
    >
      <div className="spread">
        <span className="team-plan__title">{terms ? planLabel(t, fmt, terms) : plan.scheme}</span>
        <StatusPill tone={plan.status === 'done' ? 'success' : 'info'} testId={id('status')}>
          {t(`team.releasePlan.status.${plan.status}`)}
        </StatusPill>
      </div>
      <Figures
        items={[
          { label: t('team.releasePlan.amount'), value: x(plan.amount), testId: id('amount') },
          {
            label: t('team.releasePlan.donation'),
            value: x(plan.donation),
            testId: id('donation'),
          },
          { label: t('team.releasePlan.toRelease'), value: x(plan.release), testId: id('release') },
          {
            label: t('team.releasePlan.released'),
            value: x(plan.released),
            testId: id('released'),
          },
          {
            label: t('team.releasePlan.dailyRelease'),
            value: plan.days === 0 ? t('team.releasePlan.atOnce') : x(plan.dailyRelease),
            testId: id('daily'),
          },
          {
            label: t('team.releasePlan.estimatedEnd'),
            value: fmt.time(plan.estimatedEnd),
            testId: id('end'),
          },
        ]}
      />
      <span className="team-row__meta tabular">
        {t('team.releasePlan.startedAt', { time: fmt.time(plan.createdAt) })}
      </span>
    </li>
  );
}
