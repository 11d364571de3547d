import type { DirectReferral } from '@xbond/shared/api/team';
import { useId, useState } from 'react';
import { Amount } from '@/components/ui/Amount/Amount';
import { useTranslation } from '@/lib/use-translation';
import { useLeg } from '../api/get-leg';
import { useTeamFormat } from '../format';
import { TEAM_TEST_IDS } from '../test-ids';

/** One leg: its direct referral; opened, the leg's members and performance per level. */
export function LegCard({ address, direct }: { address: string; direct: DirectReferral }) {
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  const [open, setOpen] = useState(false);
  const leg = useLeg(address, direct.id, open);
  const panel = useId();
  let body: React.ReactNode = null;
  if (open && leg.isPending) body = <span className="skeleton skeleton--line" />;
  else if (open && leg.isError) {
    body = (
      <p className="field-error" role="alert" data-testid={TEAM_TEST_IDS.legError(direct.id)}>
        {t('team.record.legFailed')}{' '}
        <button type="button" className="button button--text" onClick={() => void leg.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  } else if (open && leg.data) {
    const x = (v: string) => <Amount figure={fmt.amount(v)} unit="X" />;
    body = (
      <table className="team-table">
        <thead>
          <tr>
            <th scope="col">{t('team.levelColumn')}</th>
            <th scope="col">{t('team.members')}</th>
            <th scope="col">{t('team.record.performance')}</th>
          </tr>
        </thead>
        <tbody>
          {leg.data.levels.map((l) => (
            <tr key={l.level} data-testid={TEAM_TEST_IDS.legLevel(direct.id, l.level)}>
              <th scope="row">{l.level === 0 ? t('team.record.noLevel') : `V${l.level}`}</th>
              <td className="tabular">{l.members}</td>
              <td className="tabular">{x(l.performance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('team.record.legTotal')}</th>
            <td className="tabular">{leg.data.members}</td>
            <td className="tabular">{x(leg.data.performance)}</td>
          </tr>
        </tfoot>
      </table>
    );
  }
  return (
    <li className="team-leg" data-testid={TEAM_TEST_IDS.leg(direct.id)}>
      <button
        type="button"
        className="team-leg__toggle"
        aria-expanded={open}
        aria-controls={panel}
        data-testid={TEAM_TEST_IDS.legToggle(direct.id)}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="tabular">{direct.address}</span>
        <Amount figure={fmt.amount(direct.stake)} unit="X" />
        <span className="team-leg__chevron" aria-hidden="true">
          {open ? '−' : '+'}
        </span>
      </button>
      <div id={panel} hidden={!open}>
        {body}
      </div>
    </li>
  );
}
