import type { TeamInfo } from '@xbond/shared/api/team';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { TEAM_TEST_IDS } from '@/testing/team-test-ids';
import { useTeamFormat } from '../format';

/** The user in the team (level, referrer, coefficient, deposit) and the network under them. */
export function TeamFigures({ info }: { info: TeamInfo }) {
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  const id = TEAM_TEST_IDS.figure;
  const x = (v: string) => <Amount figure={fmt.amount(v)} unit="X" />;
  return (
    <section className="card team-card" aria-labelledby="team-me">
      <div className="team-card__head">
        <h2 id="team-me" className="team-card__title">
          {t('team.me')}
        </h2>
        <span className="team-level" data-testid={TEAM_TEST_IDS.level}>
          {info.level > 0
            ? t('team.levelRate', { level: info.level, rate: fmt.bps(info.rateBps) })
            : t('team.noLevel')}
        </span>
      </div>
      <Figures
        items={[
          {
            label: t('team.referrer'),
            value: info.referrer ?? t('team.noReferrer'),
            testId: id('referrer'),
          },
          {
            label: t('team.personalDeposit'),
            value: x(info.personalDeposit),
            testId: id('personalDeposit'),
          },
          {
            label: t('team.coefficient'),
            value: fmt.ppm(info.coefficientPpm),
            testId: id('coefficient'),
          },
          { label: t('team.validDirects'), value: info.validDirects, testId: id('validDirects') },
          { label: t('team.members'), value: info.members, testId: id('members') },
          {
            label: t('team.network'),
            value: x(info.networkPerformance),
            testId: id('network'),
          },
          { label: t('team.largeRegion'), value: x(info.largeRegion), testId: id('largeRegion') },
          { label: t('team.smallRegion'), value: x(info.smallRegion), testId: id('smallRegion') },
        ]}
      />
      <p className="team-note">
        {info.day ? t('team.asOf', { day: fmt.day(info.day) }) : t('team.notSettled')}
      </p>
    </section>
  );
}
