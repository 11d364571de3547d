import type { ReserveBondInfo } from '@xbond/shared/api/reserveBond';
import { isZero } from '@xbond/shared/math';
import { formatDate } from '@xbond/shared/time';
import { Amount } from '@/components/ui/Amount/Amount';
import { Countdown } from '@/components/ui/Countdown/Countdown';
import { Figures } from '@/components/ui/Figures/Figures';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { BOND_TEST_IDS } from '@/testing/bond-test-ids';
import { AFTER_EPOCH_MS } from '../epoch';

/** The reserve bond page's public figures: market price, capacity left, the next rebase. */
export function ReserveFigures({ info, onEpoch }: { info: ReserveBondInfo; onEpoch: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();

  const id = BOND_TEST_IDS.figure;
  const soldOut = isZero(info.capacity.left);
  return (
    <section className="card screen-card">
      <Figures
        items={[
          {
            label: t('bonds.marketPrice'),
            value: info.market ? (
              <Amount figure={fmt.amount(info.market.price)} unit="USDD" />
            ) : (
              t('bonds.noPrice')
            ),
            testId: id('market'),
          },
          {
            label: t('bonds.capacityLeft'),
            value: <Amount figure={fmt.amount(info.capacity.left)} unit="X" />,
            testId: id('capacityLeft'),
          },
          {
            label: t('bonds.capacityDaily'),
            value: <Amount figure={fmt.amount(info.capacity.daily)} unit="X" />,
            testId: id('capacityDaily'),
          },
          {
            label: t('bonds.nextRebase'),
            value: (
              <Countdown
                until={info.nextRebaseTime}
                onEnd={onEpoch}
                afterEndMs={AFTER_EPOCH_MS}
                testId={BOND_TEST_IDS.countdown}
              />
            ),
          },
          {
            label: t('bonds.rebaseRate'),
            value: t('bonds.perEpoch', { rate: fmt.percent(info.rebaseRatePpm / 100) }),
            testId: id('rebaseRate'),
          },
        ]}
      />
      {soldOut && (
        <p className="bond-alert" role="status" data-testid={BOND_TEST_IDS.soldOut}>
          {t('bonds.soldOut', { time: formatDate(info.capacity.resetsAt) })}
        </p>
      )}
    </section>
  );
}
