import type { ReserveBondInfo } from '@xbond/shared/api/reserveBond';
import { isZero } from '@xbond/shared/math';
import { formatDate } from '@xbond/shared/time';
import { AFTER_EPOCH_MS } from '@/components/bond/epoch';
import { Amount } from '@/components/ui/Amount/Amount';
import { Countdown } from '@/components/ui/Countdown/Countdown';
import { Figures } from '@/components/ui/Figures/Figures';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { RESERVE_BOND_TEST_IDS } from '../test-ids';

/** The reserve bond page's public figures: market price, capacity left, the next rebase. */
export function ReserveFigures({ info, onEpoch }: { info: ReserveBondInfo; onEpoch: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();

  const id = RESERVE_BOND_TEST_IDS.figure;
  const soldOut = isZero(info.capacity.left);
  return (
    <section className="card stack">
      <Figures
        items={[
          {
            label: t('reserveBond.marketPrice'),
            value: info.market ? (
              <Amount figure={fmt.amount(info.market.price)} unit="USDD" />
            ) : (
              t('reserveBond.noPrice')
            ),
            testId: id('market'),
          },
          {
            label: t('reserveBond.capacityLeft'),
            value: <Amount figure={fmt.amount(info.capacity.left)} unit="X" />,
            testId: id('capacityLeft'),
          },
          {
            label: t('reserveBond.capacityDaily'),
            value: <Amount figure={fmt.amount(info.capacity.daily)} unit="X" />,
            testId: id('capacityDaily'),
          },
          {
            label: t('reserveBond.nextRebase'),
            value: (
              <Countdown
                until={info.nextRebaseTime}
                onEnd={onEpoch}
                afterEndMs={AFTER_EPOCH_MS}
                testId={RESERVE_BOND_TEST_IDS.countdown}
              />
            ),
          },
          {
            label: t('reserveBond.rebaseRate'),
            value: t('reserveBond.perEpoch', { rate: fmt.percent(info.rebaseRatePpm / 100) }),
            testId: id('rebaseRate'),
          },
        ]}
      />
      {soldOut && (
        <p className="callout" role="status" data-testid={RESERVE_BOND_TEST_IDS.soldOut}>
          {t('reserveBond.soldOut', { time: formatDate(info.capacity.resetsAt) })}
        </p>
      )}
    </section>
  );
}
