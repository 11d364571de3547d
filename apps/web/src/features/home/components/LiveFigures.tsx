import type { PoolBalance } from '@xbond/shared/api/common';
import { Amount } from '@/components/ui/Amount/Amount';
import { useSession } from '@/features/session/store';
import { formatAmount, ratePercent } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useMarket } from '../api/get-market';
import { HOME_TEST_IDS } from '../test-ids';
import { Figure } from './Figure';
import { SettlementFigure } from './SettlementFigure';

/** Home's figures are short; a price well under 1 USDD still shows its leading digits. */
const FRACTION_DIGITS = 4;
const PRICE_FRACTION_DIGITS = 6;

/** What a visitor wants before connecting: price, total staked, rate, settlement, pools. */
export function LiveFigures() {
  const { t } = useTranslation();
  const locale = useSession((s) => s.applicationLocale);
  const market = useMarket();
  // The page start reads system info into the store (and again on a language switch).
  const system = useSession((s) => s.systemInfo);
  const none = t('home.unavailable');
  const x = market.data?.prices.find((p) => p.asset === 'X');
  const amount = (value: string, unit: string) => (
    <Amount figure={formatAmount(value, locale, FRACTION_DIGITS)} unit={unit} />
  );
  const pool = (name: PoolBalance['pool']) => {
    if (!system) return null;
    const balances = system.pools.filter((p) => p.pool === name);
    // The server lists only non-zero balances: an empty pool holds nothing.
    if (balances.length === 0) return '0';
    return balances.map((b) => <div key={b.asset}>{amount(b.balance, b.asset)}</div>);
  };

  return (
    <section
      className="home__figures card"
      aria-labelledby="home-figures-title"
      data-testid={HOME_TEST_IDS.figures}
    >
      <h2 id="home-figures-title" className="home__nav-title">
        {t('home.figures')}
      </h2>
      <dl className="home-figures">
        <Figure field="price" label={t('home.xPrice')}>
          {market.isError
            ? none
            : market.data &&
              (x ? (
                <>
                  {t('common.policy.priceValue', {
                    price: formatAmount(x.price, locale, PRICE_FRACTION_DIGITS),
                  })}
                  {x.stale && (
                    <span className="home-figure__stale" data-testid={HOME_TEST_IDS.stale}>
                      {t('home.stale')}
                    </span>
                  )}
                </>
              ) : (
                t('home.noPrice')
              ))}
        </Figure>
        <Figure field="staked" label={t('home.totalStaked')}>
          {market.isError ? none : market.data && amount(market.data.totalStaked, 'X')}
        </Figure>
        <Figure field="rate" label={t('home.currentRate')}>
          {system &&
            t('common.ratePerDay', { rate: ratePercent(system.pledge.flexibleRatePpm, locale) })}
        </Figure>
        <SettlementFigure />
        <Figure field="rewardPool" label={t('home.rewardPool')}>
          {pool('reward_pool')}
        </Figure>
        <Figure field="insurancePool" label={t('pages.insurancePool')}>
          {pool('insurance_pool')}
        </Figure>
      </dl>
      {market.isError && (
        <p className="home__figures-error" role="alert">
          {t('home.figuresFailed')}
        </p>
      )}
    </section>
  );
}
