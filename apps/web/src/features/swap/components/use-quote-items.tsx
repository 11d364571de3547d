import type { SwapQuote } from '@xbond/shared/api/swap';
import { Amount } from '@/components/ui/Amount/Amount';
import type { FigureItem } from '@/components/ui/Figures/Figures';
import { useTranslation } from '@/lib/use-translation';
import { useSwapFormat } from '../format';
import { SWAP_TEST_IDS } from '../test-ids';

interface Symbols {
  from: string;
  to: string;
}

/** What a quote says besides the output: price, impact, fee, the least the swap fills for. */
export function useQuoteItems(quote: SwapQuote | null, symbols: Symbols, feeBps: number) {
  const { t } = useTranslation();
  const fmt = useSwapFormat();
  if (!quote) return [];
  const id = SWAP_TEST_IDS.quoteFigure;
  const items: FigureItem[] = [
    {
      label: t('swap.price'),
      value: fmt.price(symbols.from, quote.price, symbols.to),
      testId: id('price'),
    },
    {
      label: t('swap.priceImpact'),
      value: fmt.impact(quote.priceImpactBps),
      testId: id('impact'),
    },
    {
      label: t('swap.fee', { rate: fmt.percent(feeBps) }),
      value: <Amount figure={fmt.amount(quote.fee)} unit={symbols.from} />,
      testId: id('fee'),
    },
    {
      label: t('swap.minimumReceived'),
      value: <Amount figure={fmt.amount(quote.minimumReceived)} unit={symbols.to} />,
      testId: id('minimum'),
    },
  ];
  return items;
}
