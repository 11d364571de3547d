import type { PledgeTerm } from '@xbond/shared/api/pledge';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { expectedReward } from '../rates';
import { PLEDGE_TEST_IDS } from '../test-ids';

interface RewardPreviewProps {
  /** The checked amount, or null while there is none. */
  amount: string | null;
  term: PledgeTerm;
  symbol: string;
}

/** Expected min and max reward of an order: amount x the band's rate x days (docs/pledge.md). */
export function RewardPreview({ amount, term, symbol }: RewardPreviewProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const reward = (ppm: number) =>
    amount === null ? (
      '–'
    ) : (
      <Amount figure={fmt.amount(expectedReward(amount, ppm, term.days))} unit={symbol} />
    );
  return (
    <div className="stack stack--tight panel">
      <Figures
        items={[
          {
            label: t('pledge.orders.expectedMin'),
            value: reward(term.minRatePpm),
            testId: PLEDGE_TEST_IDS.rewardMin,
          },
          {
            label: t('pledge.orders.expectedMax'),
            value: reward(term.maxRatePpm),
            testId: PLEDGE_TEST_IDS.rewardMax,
          },
        ]}
      />
      <p className="fine-print">{t('pledge.rewardNote')}</p>
    </div>
  );
}
