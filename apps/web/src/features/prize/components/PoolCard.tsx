import type { PrizeInfo, PrizePeriod } from '@xbond/shared/api/prize';
import { formatDate } from '@xbond/shared/time';
import { Amount } from '@/components/ui/Amount/Amount';
import { Countdown } from '@/components/ui/Countdown/Countdown';
import { FigureSlots, InlineSkeleton, LOADING_FIGURE } from '@/components/ui/Skeleton/Skeleton';
import { useSession } from '@/features/session/store';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { PRIZE_TEST_IDS as P } from '../test-ids';

/** Once the period has ended, the server needs a moment to roll over: then read again. */
const AFTER_END_MS = 1500;

/** Before the system's settings arrive: the places of the default hour, their shares as bars. */
const PLACES_WHILE_LOADING: readonly null[] = [null, null, null];

interface PoolCardProps {
  period: PrizePeriod;
  /** Undefined while the period's figures load: the card keeps its shape, bars stand in. */
  info: PrizeInfo | undefined;
  onEnd: () => void;
}

/**
 * The period in progress: its pool, the countdown to its end, how the top places share it.
 * While loading, the labels and the shares (known from the system's settings) are already
 * there, so nothing below moves when the figures arrive.
 */
export function PoolCard({ period, info, onEnd }: PoolCardProps) {
  const { t } = useTranslation();
  const { amount: fmt, percent } = useFormat();
  const prize = useSession((s) => s.systemInfo?.prize ?? null);
  const sharesBps = info?.sharesBps ?? prize?.sharesBps[period] ?? null;
  return (
    <section
      className="card stack"
      aria-label={t('prize.pool')}
      aria-busy={info ? undefined : true}
      data-testid={info ? undefined : P.skeleton}
    >
      <div className="prize-pool">
        <div className="prize-pool__main">
          <p className="fine-print">{t('prize.pool')}</p>
          <p className="prize-pool__figure" data-testid={info ? P.pool : undefined}>
            {info ? <Amount figure={fmt(info.pool)} unit="USDD" /> : <InlineSkeleton />}
          </p>
        </div>
        <div className="prize-pool__time">
          <p className="fine-print">{t('prize.endsIn')}</p>
          <p className="prize-pool__countdown">
            {info ? (
              <Countdown
                until={info.endsAt}
                onEnd={onEnd}
                afterEndMs={AFTER_END_MS}
                spellDays
                testId={P.countdown}
              />
            ) : (
              <InlineSkeleton />
            )}
          </p>
        </div>
        <p className="prize-pool__ends fine-print tabular" data-testid={P.endsAt}>
          {info ? t('prize.endsAt', { time: formatDate(info.endsAt) }) : <InlineSkeleton />}
        </p>
      </div>
      <div className="stack stack--tight ruled prize-shares">
        <p className="fine-print">
          {sharesBps ? (
            t('prize.sharesTitle', { places: sharesBps.length })
          ) : (
            <FigureSlots text={t('prize.sharesTitle', { places: LOADING_FIGURE })} />
          )}
        </p>
        <ol className="bare-list prize-shares__list" data-testid={P.shares}>
          {(sharesBps ?? PLACES_WHILE_LOADING).map((bps, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a place is its position.
            <li key={i} className="prize-shares__item tabular">
              {bps === null ? (
                <FigureSlots text={t('prize.placeShare', { rank: i + 1, share: LOADING_FIGURE })} />
              ) : (
                t('prize.placeShare', { rank: i + 1, share: percent(bps) })
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
