import type { PrizeInfo } from '@xbond/shared/api/ranking';
import { formatDate } from '@xbond/shared/time';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/ui/Amount/Amount';
import { Countdown } from '@/components/ui/Countdown/Countdown';
import { useSession } from '@/features/session/store';
import { useFormat } from '@/lib/format';
import { PRIZE_TEST_IDS as P } from '@/testing/prize-test-ids';

/** Once the period has ended, the server needs a moment to roll over: then read again. */
const AFTER_END_MS = 1500;

/** The period in progress: its pool, the countdown to its end, how the top places share it. */
export function PoolCard({ info, onEnd }: { info: PrizeInfo; onEnd: () => void }) {
  const { t } = useTranslation();
  const { amount: fmt, percent } = useFormat();
  const split = useSession((s) => s.systemInfo?.prize.splitBps[info.period] ?? null);
  return (
    <section className="card prize-card" aria-label={t('prize.pool')}>
      <div className="prize-pool">
        <div className="prize-pool__main">
          <p className="prize-label">{t('prize.pool')}</p>
          <p className="prize-pool__figure" data-testid={P.pool}>
            <Amount figure={fmt(info.pool)} unit="USDD" />
          </p>
        </div>
        <div className="prize-pool__time">
          <p className="prize-label">{t('prize.endsIn')}</p>
          <p className="prize-pool__countdown">
            <Countdown
              until={info.endsAt}
              onEnd={onEnd}
              afterEndMs={AFTER_END_MS}
              spellDays
              testId={P.countdown}
            />
          </p>
        </div>
        <p className="prize-pool__ends prize-label tabular" data-testid={P.endsAt}>
          {t('prize.endsAt', { time: formatDate(info.endsAt) })}
        </p>
      </div>
      <div className="prize-shares">
        <p className="prize-label">{t('prize.sharesTitle', { places: info.sharesBps.length })}</p>
        <ol className="prize-shares__list" data-testid={P.shares}>
          {info.sharesBps.map((bps, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a place is its position.
            <li key={i} className="prize-shares__item tabular">
              {t('prize.placeShare', { rank: i + 1, share: percent(bps) })}
            </li>
          ))}
        </ol>
      </div>
      {split !== null && (
        <p className="prize-note">{t('prize.poolNote', { share: percent(split) })}</p>
      )}
    </section>
  );
}
