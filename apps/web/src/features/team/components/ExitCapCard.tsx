import type { TeamInfo } from '@xbond/shared/api/team';
import { div, mul, toFixedDown } from '@xbond/shared/math';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { useTranslation } from '@/lib/use-translation';
import { isZeroAmount } from '../amount';
import { useTeamFormat } from '../format';
import { TEAM_TEST_IDS } from '../test-ids';
import { BurnForm } from './BurnForm';

/** A share of a whole as a bar width in percent, exact and clamped to [0, 100]. */
const percentOf = (part: string, whole: string) =>
  isZeroAmount(whole)
    ? 0
    : Math.min(100, Math.max(0, Number(toFixedDown(mul(div(part, whole), 100), 2))));

/**
 * The exit rule: static and dynamic earnings stop at `multiple` x principal; burning a token
 * count equal to the principal re-opens community rewards for another multiple.
 */
export function ExitCapCard({ info, address }: { info: TeamInfo; address: string }) {
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  const id = TEAM_TEST_IDS.figure;
  const { earned, cap, communityCap, multiple } = info.earnings;
  const x = (v: string) => <Amount figure={fmt.amount(v)} unit="X" />;
  const percent = percentOf(earned, cap);
  return (
    <section className="card stack" aria-labelledby="team-cap">
      <h2 id="team-cap" className="card-title">
        {t('team.capTitle', { multiple })}
      </h2>
      <div
        className="meter team-meter"
        role="progressbar"
        aria-label={t('team.capTitle', { multiple })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid={TEAM_TEST_IDS.capBar}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <Figures
        items={[
          { label: t('team.earned'), value: x(earned), testId: id('earned') },
          { label: t('team.cap'), value: x(cap), testId: id('cap') },
          { label: t('team.communityCap'), value: x(communityCap), testId: id('communityCap') },
          { label: t('team.burned'), value: x(info.burned), testId: id('burned') },
        ]}
      />
      <p className="fine-print">{t('team.capNote', { multiple })}</p>
      <BurnForm info={info} address={address} />
    </section>
  );
}
