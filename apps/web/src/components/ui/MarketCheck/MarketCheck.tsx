import type { MarketPriceView } from '@xbond/shared/api/market';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import './MarketCheck.css';

/** The test ids of one screen's market check: `${prefix}-market-…`. */
export function marketCheckIds(prefix: string) {
  return {
    check: `${prefix}-market-check`,
    spot: (asset: string) => `${prefix}-market-spot-${asset}`,
    reference: (asset: string) => `${prefix}-market-reference-${asset}`,
    moving: `${prefix}-market-moving`,
  };
}

interface MarketCheckProps {
  /** The pairs the purchase is priced by (one for bonds and insurance, one or two for a swap). */
  markets: readonly MarketPriceView[];
  testIdPrefix: string;
}

/**
 * The spot and reference prices where the user decides, and the notice while purchases wait for
 * a moving market: every purchase is priced at the worse of the two for the buyer, and refused
 * while they are too far apart (docs/insurance.md, "Market price").
 */
export function MarketCheck({ markets, testIdPrefix }: MarketCheckProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const ids = marketCheckIds(testIdPrefix);
  if (markets.length === 0) return null;
  return (
    <div className="market-check" data-testid={ids.check}>
      <Figures
        items={markets.flatMap((market) => [
          {
            label: t('market.spot', { asset: market.asset }),
            value: <Amount figure={fmt.amount(market.price)} unit="USDD" />,
            testId: ids.spot(market.asset),
          },
          {
            label: t('market.reference', { asset: market.asset }),
            value: <Amount figure={fmt.amount(market.reference)} unit="USDD" />,
            testId: ids.reference(market.asset),
          },
        ])}
      />
      {markets.some((market) => market.moving) ? (
        <p className="callout" role="alert" data-testid={ids.moving}>
          {t('market.moving')}
        </p>
      ) : (
        <p className="market-check__rule">{t('market.rule')}</p>
      )}
    </div>
  );
}
