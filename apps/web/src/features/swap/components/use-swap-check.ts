import type { SystemInfo } from '@xbond/shared/api/common';
import type { SwapQuoteQuery } from '@xbond/shared/api/swap';
import { useState } from 'react';
import { useDebounced } from '@/lib/use-debounced';
import { useTranslation } from '@/lib/use-translation';
import { useSwapQuote } from '../api/get-swap-quote';
import type { SwapBalance } from '../hooks';
import { checkPair, checkSwapAmount, normalizeSwapAmount } from '../pair';
import { useQuoteItems } from './use-quote-items';
import { useSlippage } from './use-slippage';
import { useSwapPair } from './use-swap-pair';

/** The quote is asked once the user pauses typing. */
const QUOTE_DELAY_MS = 400;

/**
 * The swap form's state and what follows from it: the pair (in the URL), the typed amount and
 * its first problem, the slippage, and the quote of exactly what is typed. The spec's messages
 * wait for a submit where the user simply has not chosen or typed yet.
 */
export function useSwapCheck(balances: SwapBalance[], settings: SystemInfo['swap']) {
  const { t } = useTranslation();
  const [pair, setPair] = useSwapPair();
  const [bps, setBps] = useSlippage(settings.slippage);
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const from = balances.find((b) => b.asset === pair.from) ?? null;
  const to = balances.find((b) => b.asset === pair.to) ?? null;
  const decimals = from?.decimals ?? 18;

  const pairProblem = checkPair(pair);
  const amountProblem = checkSwapAmount(value, { decimals, balance: from?.available ?? null });
  const amount = normalizeSwapAmount(value, decimals);
  const typed = useDebounced(amount, QUOTE_DELAY_MS);
  const query: SwapQuoteQuery | null =
    pair.from && pair.to && pairProblem === null && amount !== null && typed === amount
      ? { from: pair.from, to: pair.to, amount, slippageBps: bps }
      : null;
  const quote = useSwapQuote(query);
  const data = quote.isError ? undefined : quote.data;
  const current =
    data &&
    query &&
    data.from === query.from &&
    data.to === query.to &&
    data.amount === query.amount &&
    data.slippageBps === query.slippageBps
      ? data
      : null;
  const refusal = quote.isError && query ? quote.error.message : null;
  const symbols = { from: from?.symbol ?? '', to: to?.symbol ?? '' };
  const items = useQuoteItems(current, symbols, settings.feeBps);

  const showPair = pairProblem === 'selectExchangeCurrency' || submitted;
  const showAmount = amountProblem !== 'enterOutAmount' || submitted;
  return {
    pair,
    setPair,
    value,
    setValue,
    from,
    to,
    amount,
    slippage: { bps, set: setBps },
    quote: {
      current,
      items,
      refusal,
      quoting: amount !== null && pairProblem === null && !current && !refusal,
      paired: pairProblem === null,
    },
    pairMessage: pairProblem && showPair ? t(`validation.${pairProblem}`) : null,
    amountMessage: amountProblem && showAmount ? t(`validation.${amountProblem}`) : null,
    /** Every check passed and the quote is of exactly what is typed: the sheet may open. */
    ready: pairProblem === null && amountProblem === null && current !== null,
    submit: () => setSubmitted(true),
    reset: () => {
      setValue('');
      setSubmitted(false);
    },
  };
}
