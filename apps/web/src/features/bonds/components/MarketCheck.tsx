import type { MarketPriceView } from '@xbond/shared/api/market';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { usePledgeFormat } from '@/features/pledge/display';

export const BOND_MARKET_TEST_IDS = {
  check: 'bond-market-check',
  spot: 'bond-market-spot',
  reference: 'bond-market-reference',
  moving: 'bond-market-moving',
} as const;

/**
 * X's spot and reference prices where the user decides, and the notice while purchases wait
 * for a moving market (business-rules 1: a bond is priced at the worse of the two).
 */
export function MarketCheck({ market }: { market: MarketPriceView }) {
  const { t } = useTranslation();
  const fmt = usePledgeFormat();
  const ids = BOND_MARKET_TEST_IDS;
  return (
    <div className="bond-market" data-testid={ids.check}>
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
        <p className="bond-alert" role="alert" data-testid={ids.moving}>
          {t('market.moving')}
        </p>
      ) : (
        <p className="reward-preview__note">{t('market.rule')}</p>
      )}
    </div>
  );
}
