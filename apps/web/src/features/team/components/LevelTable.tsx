import { useEffect, useRef } from 'react';
import { Amount } from '@/components/ui/Amount/Amount';
import { FigureSlots, InlineSkeleton, LOADING_FIGURE } from '@/components/ui/Skeleton/Skeleton';
import { useSession } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { useTeamFormat } from '../format';
import { LEVELS_WHILE_LOADING } from '../levels-while-loading';
import { TEAM_TEST_IDS } from '../test-ids';

/** A level's row while the settings load: its name, a bar for each figure. */
function LoadingRow({ level }: { level: number }) {
  return (
    <tr>
      <th scope="row">V{level}</th>
      {[0, 1, 2].map((i) => (
        <td key={i} className="tabular">
          <InlineSkeleton />
        </td>
      ))}
    </tr>
  );
}

/**
 * The level table of system_info with the user's level marked, and the rules beside it, drawn
 * from the first render (bars for the figures until the settings arrive).
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
  const figure = (shown: (r: NonNullable<typeof rules>) => string) =>
    rules ? shown(rules) : LOADING_FIGURE;
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
          {!rules &&
            Array.from({ length: LEVELS_WHILE_LOADING }, (_, i) => i + 1).map((n) => (
              <LoadingRow key={n} level={n} />
            ))}
          {rules?.levels.map((row) => (
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
        <li>
          <FigureSlots
            text={t('team.ruleValidDirect', {
              amount: figure((r) => fmt.amount(r.validDirectMin)),
            })}
          />
        </li>
        <li>
          <FigureSlots
            text={t('team.ruleDirect', { rate: figure((r) => fmt.bps(r.directRateBps)) })}
          />
        </li>
        <li>{t('team.ruleCommunity')}</li>
        <li>
          <FigureSlots
            text={t('team.ruleCoefficient', {
              amount: figure((r) => fmt.amount(r.coefficientPrincipal)),
            })}
          />
        </li>
      </ul>
    </section>
  );
}
