import type { SwapQuote } from '@xbond/shared/api/swap';
import { Amount } from '@/components/ui/Amount/Amount';
import { type FigureItem, Figures } from '@/components/ui/Figures/Figures';
import { MarketCheck } from '@/components/ui/MarketCheck/MarketCheck';
import { useTranslation } from '@/lib/use-translation';
import { useSwapFormat } from '../format';
import { SWAP_TEST_IDS as S } from '../test-ids';

interface QuotePanelProps {
  /** The quote of exactly what is typed, or null while none is. */
  quote: SwapQuote | null;
  items: FigureItem[];
  /** A refused quote, in the server's words. */
  refusal: string | null;
  /** Whether a quote is being asked for what is typed. */
  quoting: boolean;
  /** Whether both currencies are chosen (else the hint asks for them first). */
  paired: boolean;
  toSymbol: string;
  warnBps: number;
}

/** What the typed swap gets: the output, the quote's figures, and what to watch out for. */
export function QuotePanel(props: QuotePanelProps) {
  const { quote, items, refusal, quoting, paired, toSymbol, warnBps } = props;
  const { t } = useTranslation();
  const fmt = useSwapFormat();
  const hint = quoting ? t('swap.quoting') : paired ? t('swap.quoteHint') : t('swap.pickHint');
  return (
    <div className="stack" data-testid={S.quote} aria-live="polite">
      <div className="stack panel swap-receive">
        <span className="fine-print">{t('swap.receiveEstimate')}</span>
        <span className="swap-receive__figure" data-testid={S.receive}>
          {quote ? <Amount figure={fmt.amount(quote.amountOut)} unit={toSymbol} /> : '–'}
        </span>
      </div>
      {refusal ? (
        <p className="callout" data-testid={S.quoteRefusal}>
          {refusal}
        </p>
      ) : quote ? (
        <Figures items={items} />
      ) : (
        <p className="fine-print">{hint}</p>
      )}
      {quote && <MarketCheck markets={quote.markets} testIdPrefix="swap" />}
      {quote && quote.priceImpactBps > warnBps && (
        <p className="callout" role="alert" data-testid={S.impactWarning}>
          {t('swap.impactWarning', { impact: fmt.percent(quote.priceImpactBps) })}
        </p>
      )}
      {quote && !quote.fillsNow && (
        <p className="callout callout--info" data-testid={S.willWait}>
          {t('swap.willWait', { symbol: toSymbol })}
        </p>
      )}
    </div>
  );
}
