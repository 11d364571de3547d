import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { LoadError } from '@/components/ui/ListStates/ListStates';
import { useTranslation } from '@/lib/use-translation';
import { useDonateSchemes } from '../api/get-donate-schemes';
import { useTeamInfo } from '../api/get-team-info';
import { useTeamFormat } from '../format';
import { TEAM_TEST_IDS } from '../test-ids';
import { PlanForm } from './PlanForm';
import { ReleaseList } from './ReleaseList';
import { TeamSkeleton } from './TeamSkeleton';
import { WithdrawForm } from './WithdrawForm';

/** The signed-in release screen: the bonus, a new plan, withdrawal, the plans so far. */
export function ReleaseView({ address }: { address: string }) {
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  const info = useTeamInfo(address);
  const schemes = useDonateSchemes();
  if (info.isPending || schemes.isPending) return <TeamSkeleton />;
  if (info.isError || schemes.isError) {
    return (
      <LoadError
        message={t('team.releasePlan.loadFailed')}
        onRetry={() => void Promise.all([info.refetch(), schemes.refetch()])}
        testId={TEAM_TEST_IDS.error}
      />
    );
  }
  const id = TEAM_TEST_IDS.figure;
  const x = (v: string) => <Amount figure={fmt.amount(v)} unit="X" />;
  return (
    <div className="stack stack--page">
      <section className="card stack" aria-label={t('team.bonus')}>
        <Figures
          items={[
            { label: t('team.locked'), value: x(info.data.locked), testId: id('locked') },
            { label: t('team.releasing'), value: x(info.data.releasing), testId: id('releasing') },
            {
              label: t('team.withdrawable'),
              value: x(info.data.withdrawable),
              testId: id('withdrawable'),
            },
            {
              label: t('team.totalBonus'),
              value: x(info.data.totalBonus),
              testId: id('totalBonus'),
            },
          ]}
        />
      </section>
      <PlanForm info={info.data} plans={schemes.data.items} address={address} />
      <WithdrawForm info={info.data} address={address} />
      <ReleaseList address={address} plans={schemes.data.items} />
    </div>
  );
}
