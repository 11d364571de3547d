import type { TeamInfo } from '@xbond/shared/api/team';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { PATHS } from '@/config/paths';
import { Link } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { useTeamFormat } from '../format';
import { TEAM_TEST_IDS } from '../test-ids';

/** The dynamic bonus: what was paid, where it stands (locked, releasing, withdrawable). */
export function BonusCard({ info }: { info: TeamInfo }) {
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  const id = TEAM_TEST_IDS.figure;
  const x = (v: string) => <Amount figure={fmt.amount(v)} unit="X" />;
  return (
    <section className="card stack" aria-labelledby="team-bonus">
      <h2 id="team-bonus" className="card-title">
        {t('team.bonus')}
      </h2>
      <p className="team-headline" data-testid={id('totalBonus')}>
        <span className="team-headline__label">{t('team.totalBonus')}</span>
        {x(info.totalBonus)}
      </p>
      <Figures
        items={[
          { label: t('team.directRewards'), value: x(info.directRewards), testId: id('direct') },
          {
            label: t('team.communityRewards'),
            value: x(info.communityRewards),
            testId: id('community'),
          },
          { label: t('team.locked'), value: x(info.locked), testId: id('locked') },
          { label: t('team.releasing'), value: x(info.releasing), testId: id('releasing') },
          {
            label: t('team.withdrawable'),
            value: x(info.withdrawable),
            testId: id('withdrawable'),
          },
          { label: t('team.frozen'), value: x(info.frozen), testId: id('frozen') },
        ]}
      />
      <p className="fine-print">{t('team.bonusNote')}</p>
      <Link
        to={PATHS.releaseBonus}
        className="button button--primary button--block button-link"
        data-testid={TEAM_TEST_IDS.releaseLink}
      >
        {t('team.releaseAction')}
      </Link>
    </section>
  );
}
