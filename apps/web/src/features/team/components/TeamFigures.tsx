import type { TeamInfo } from '@xbond/shared/api/team';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { useSession } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { useTeamFormat } from '../format';
import { nextLevelNeeds } from '../level-progress';
import { TEAM_TEST_IDS } from '../test-ids';

/**
 * The user in the team (level, referrer, coefficient, deposit) and the network under them:
 * direct referrals and members live, the rest as of the last settlement, and what the next
 * level still needs.
 */
export function TeamFigures({ info }: { info: TeamInfo }) {
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  const levels = useSession((s) => s.systemInfo?.team.levels);
  const next = levels ? nextLevelNeeds(info, levels) : null;
  const id = TEAM_TEST_IDS.figure;
  const x = (v: string) => <Amount figure={fmt.amount(v)} unit="X" />;
  return (
    <section className="card stack" aria-labelledby="team-me">
      <div className="spread">
        <h2 id="team-me" className="card-title">
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
          { label: t('team.directs'), value: info.directs, testId: id('directs') },
          { label: t('team.members'), value: info.members, testId: id('members') },
          { label: t('team.validDirects'), value: info.validDirects, testId: id('validDirects') },
          {
            label: t('team.network'),
            value: x(info.networkPerformance),
            testId: id('network'),
          },
          { label: t('team.largeRegion'), value: x(info.largeRegion), testId: id('largeRegion') },
          { label: t('team.smallRegion'), value: x(info.smallRegion), testId: id('smallRegion') },
        ]}
      />
      {next && (
        <p className="fine-print" data-testid={TEAM_TEST_IDS.nextLevel}>
          {t('team.nextLevel', {
            level: next.level,
            directs: next.directs,
            region: `${fmt.amount(next.smallRegion)} X`,
          })}
        </p>
      )}
      <p className="fine-print">
        {info.day ? t('team.asOf', { day: fmt.day(info.day) }) : t('team.notSettled')}
      </p>
    </section>
  );
}
