import type { FlowBondInfo } from '@xbond/shared/api/flowbond';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/ui/Amount/Amount';
import { Countdown } from '@/components/ui/Countdown/Countdown';
import { Figures } from '@/components/ui/Figures/Figures';
import { useFormat } from '@/lib/format';
import { BOND_TEST_IDS } from '@/testing/bond-test-ids';
import { AFTER_EPOCH_MS } from '../epoch';

/** The liquidity bond page's figures: the user's LP and pools, the network's, the next release. */
export function FlowFigures({ info, onEpoch }: { info: FlowBondInfo; onEpoch: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const id = BOND_TEST_IDS.figure;
  const lp = (v: string) => <Amount figure={fmt.amount(v)} unit="LP" />;
  const x = (v: string) => <Amount figure={fmt.amount(v)} unit="X" />;
  return (
    <section className="card screen-card">
      <Figures
        items={[
          { label: t('bonds.flow.currentLp'), value: lp(info.mine.lp), testId: id('lp') },
          {
            label: t('bonds.flow.principalPool'),
            value: lp(info.mine.principalPool),
            testId: id('principalPool'),
          },
          {
            label: t('bonds.flow.interestPool'),
            value: x(info.mine.interestPool),
            testId: id('interestPool'),
          },
          {
            label: t('bonds.flow.lpValue'),
            value: info.lpValue ? (
              <Amount figure={fmt.amount(info.lpValue)} unit="USDD" />
            ) : (
              t('bonds.noPrice')
            ),
            testId: id('lpValue'),
          },
          {
            label: t('bonds.flow.networkDonated'),
            value: lp(info.network.donated),
            testId: id('networkDonated'),
          },
          {
            label: t('bonds.flow.nextRelease'),
            value: (
              <Countdown
                until={info.nextReleaseTime}
                onEnd={onEpoch}
                afterEndMs={AFTER_EPOCH_MS}
                testId={BOND_TEST_IDS.countdown}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
