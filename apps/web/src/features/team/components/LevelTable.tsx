import { useEffect, useRef } from 'react';
import { Amount } from '@/components/ui/Amount/Amount';
import { useSession } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { useTeamFormat } from '../format';
import { TEAM_TEST_IDS } from '../test-ids';

/**
 * The level table of system_info with the user's level marked, and the rules beside it.
 * `focus`: scrolled into view (home's "Community" entry opens the team page on it).
 */
export function LevelTable({ level, focus }: { level: number; focus: boolean }) {
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  const rules = useSession((s) => s.systemInfo?.team);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focus) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [focus]);
  if (!rules) return null;
  return (
    <section ref={ref} className="card stack" aria-labelledby="team-levels">
      <h2 id="team-levels" className="card-title">
        {t('team.levels')}
      </h2>
      <table className="team-table">
        <thead>
          <tr>
            <th scope="col">{t('team.levelColumn')}</th>
            <th scope="col">{t('team.smallRegionNeeded')}</th>
            <th scope="col">{t('team.directsNeeded')}</th>
            <th scope="col">{t('team.rateColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {rules.levels.map((row) => (
            <tr
              key={row.level}
              className={row.level === level ? 'team-table__row--mine' : undefined}
              aria-current={row.level === level ? 'true' : undefined}
              data-testid={TEAM_TEST_IDS.levelRow(row.level)}
            >
              <th scope="row">V{row.level}</th>
              <td className="tabular">
                <Amount figure={fmt.amount(row.smallRegion)} unit="X" />
              </td>
              <td className="tabular">{row.directs}</td>
              <td className="tabular">{fmt.bps(row.rateBps)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="team-rules">
        <li>{t('team.ruleValidDirect', { amount: fmt.amount(rules.validDirectMin) })}</li>
        <li>{t('team.ruleDirect', { rate: fmt.bps(rules.directRateBps) })}</li>
        <li>{t('team.ruleCommunity')}</li>
        <li>{t('team.ruleCoefficient', { amount: fmt.amount(rules.coefficientPrincipal) })}</li>
      </ul>
    </section>
  );
}
