import type { DirectReferral } from '@xbond/shared/api/team';
import { Amount } from '@/components/ui/Amount/Amount';
import { StatusPill } from '@/components/ui/StatusPill/StatusPill';
import { useTranslation } from '@/lib/use-translation';
import { useTeamFormat } from '../format';
import { TEAM_TEST_IDS } from '../test-ids';

/** One direct referral: masked address, live stake, valid or not, joined. */
export function DirectRow({ direct }: { direct: DirectReferral }) {
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  return (
    <li className="team-row" data-testid={TEAM_TEST_IDS.direct(direct.id)}>
      <span className="tabular">{direct.address}</span>
      <Amount figure={fmt.amount(direct.stake)} unit="X" />
      <span className="team-row__meta tabular">
        {t('team.record.joined', { date: fmt.date(direct.joined) })}
      </span>
      <StatusPill tone={direct.valid ? 'success' : undefined}>
        {direct.valid ? t('team.record.valid') : t('team.record.notValid')}
      </StatusPill>
    </li>
  );
}
