import type { InsuranceQuote } from '@xbond/shared/api/insurance';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { MarketCheck } from '@/components/ui/MarketCheck/MarketCheck';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { PLEDGE_TEST_IDS } from '../test-ids';

interface QuoteFiguresProps {
  quote: InsuranceQuote | null;
  /** A quote of what is typed is on its way. */
  loading: boolean;
  /** The server's refusal (a stale price, an amount too small), shown as it says it. */
  refusal: string | null;
}

/** The server's terms for what is typed: premium, percentage, price, guarantee. */
export function QuoteFigures({ quote, loading, refusal }: QuoteFiguresProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (refusal) {
    return (
      <p className="insure-quote__refusal" role="alert" data-testid={PLEDGE_TEST_IDS.insureRefusal}>
        {refusal}
      </p>
    );
  }
  if (!quote) {
    return (
      <p className="fine-print" aria-busy={loading} data-testid={PLEDGE_TEST_IDS.insureQuote}>
        {loading ? t('insurance.quoting') : t('insurance.quoteHint')}
      </p>
    );
  }
  const id = PLEDGE_TEST_IDS.insureFigure;
  const usdd = (v: string) => <Amount figure={fmt.amount(v)} unit="USDD" />;
  return (
    <div data-testid={PLEDGE_TEST_IDS.insureQuote}>
      <Figures
        className="figures--rows"
        items={[
          {
            label: t('common.policy.premium'),
            value: <Amount figure={fmt.amount(quote.premium)} unit={quote.currency} />,
            testId: id('premium'),
          },
          {
            label: t('common.policy.percentage'),
            value: t('common.policy.percentageValue', { rate: fmt.percent(quote.premiumBps) }),
            testId: id('percentage'),
          },
          {
            label: t('common.policy.price'),
            value: t('common.policy.priceValue', { price: fmt.amount(quote.price) }),
            testId: id('price'),
          },
          {
            label: t('common.policy.insuredValue'),
            value: usdd(quote.insuredValue),
            testId: id('value'),
          },
          {
            label: t('common.policy.minReturn'),
            value: t('common.policy.minReturnValue', { rate: fmt.percent(quote.minReturnBps) }),
            testId: id('minReturn'),
          },
          {
            label: t('common.policy.guarantee'),
            value: usdd(quote.guarantee),
            testId: id('guarantee'),
          },
        ]}
      />
      <p className="fine-print">{t('insurance.guaranteeNote')}</p>
      <MarketCheck markets={[quote.market]} testIdPrefix="insure" />
    </div>
  );
}
