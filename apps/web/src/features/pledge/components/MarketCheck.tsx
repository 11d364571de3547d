import type { MarketPriceView } from '@xbond/shared/api/market';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { usePledgeFormat } from '../display';

export const INSURE_MARKET_TEST_IDS = {
  check: 'insure-market-check',
  spot: 'insure-market-spot',
  reference: 'insure-market-reference',
  moving: 'insure-market-moving',
} as const;

/**
 * X's spot and reference prices where the user decides, and the notice while purchases wait
 * for a moving market (business-rules 1: the insured value is at the lower of the two).
 */
export function MarketCheck({ market }: { market: MarketPriceView }) {
  const { t } = useTranslation();
  const fmt = usePledgeFormat();
  const ids = INSURE_MARKET_TEST_IDS;
  return (
    <div className="insure-market" data-testid={ids.check}>
      <Figures
        items={[
          {
            label: t('market.spot', { asset: market.asset }),
            value: <Amount figure={fmt.amount(market.price)} unit="USDD" />,
            testId: ids.spot,
          },
          {
            label: t('market.reference', { asset: market.asset }),
            value: <Amount figure={fmt.amount(market.reference)} unit="USDD" />,
            testId: ids.reference,
          },
        ]}
      />
      {market.moving ? (
        <p className="insure-quote__refusal" role="alert" data-testid={ids.moving}>
          {t('market.moving')}
        </p>
      ) : (
        <p className="pledge-sheet__note">{t('market.rule')}</p>
      )}
    </div>
  );
}
