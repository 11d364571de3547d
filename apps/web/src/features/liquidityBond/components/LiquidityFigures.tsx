import { AFTER_EPOCH_MS } from '@/components/bond/epoch';
import { Amount } from '@/components/ui/Amount/Amount';
import { Countdown } from '@/components/ui/Countdown/Countdown';
import { Figures } from '@/components/ui/Figures/Figures';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import type { LiquidityFiguresInfo } from '../api/liquidity-bond';
import { LIQUIDITY_BOND_TEST_IDS } from '../test-ids';

/**
 * The liquidity bond page's figures: the user's LP and pools (a visitor: the network's pools),
 * one LP's value, the network's donations, the next release.
 */
export function LiquidityFigures({
  info,
  onEpoch,
}: {
  info: LiquidityFiguresInfo;
  onEpoch: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const id = LIQUIDITY_BOND_TEST_IDS.figure;
  const lp = (v: string) => <Amount figure={fmt.amount(v)} unit="LP" />;
  const x = (v: string) => <Amount figure={fmt.amount(v)} unit="X" />;
  return (
    <section className="card stack">
      <Figures
        items={[
          ...(info.mine
            ? [{ label: t('liquidityBond.currentLp'), value: lp(info.mine.lp), testId: id('lp') }]
            : []),
          {
            label: t(info.mine ? 'liquidityBond.principalPool' : 'visitor.networkPrincipalPool'),
            value: lp((info.mine ?? info.network).principalPool),
            testId: id('principalPool'),
          },
          {
            label: t(info.mine ? 'liquidityBond.interestPool' : 'visitor.networkInterestPool'),
            value: x((info.mine ?? info.network).interestPool),
            testId: id('interestPool'),
          },
          {
            label: t('liquidityBond.lpValue'),
            value: info.lpValue ? (
              <Amount figure={fmt.amount(info.lpValue)} unit="USDD" />
            ) : (
              t('liquidityBond.noPrice')
            ),
            testId: id('lpValue'),
          },
          {
            label: t('liquidityBond.networkDonated'),
            value: lp(info.network.donated),
            testId: id('networkDonated'),
          },
          {
            label: t('liquidityBond.nextRelease'),
            value: (
              <Countdown
                until={info.nextReleaseTime}
                onEnd={onEpoch}
                afterEndMs={AFTER_EPOCH_MS}
                testId={LIQUIDITY_BOND_TEST_IDS.countdown}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
