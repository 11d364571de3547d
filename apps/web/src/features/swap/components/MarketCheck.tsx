import type { MarketPriceView } from '@xbond/shared/api/market';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { useSwapFormat } from '../format';

export const SWAP_MARKET_TEST_IDS = {
  check: 'swap-market-check',
  spot: (asset: string) => `swap-market-spot-${asset}`,
  reference: (asset: string) => `swap-market-reference-${asset}`,
  moving: 'swap-market-moving',
} as const;

/**
 * The spot and reference prices of the pairs a swap goes through, and the notice while swaps
 * wait for a moving market (business-rules 1: a swap gets the lower of the two outputs).
 */
export function MarketCheck({ markets }: { markets: MarketPriceView[] }) {
  const { t } = useTranslation();
  const fmt = useSwapFormat();
  const ids = SWAP_MARKET_TEST_IDS;
  if (markets.length === 0) return null;
  return (
    <div className="swap-market" data-testid={ids.check}>
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
        <p className="swap-alert" role="alert" data-testid={ids.moving}>
          {t('market.moving')}
        </p>
      ) : (
        <p className="swap-note">{t('market.rule')}</p>
      )}
    </div>
  );
}
