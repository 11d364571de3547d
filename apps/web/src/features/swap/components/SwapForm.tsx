import type { SystemInfo } from '@xbond/shared/api/common';
import type { Swap } from '@xbond/shared/api/swap';
import { type FormEvent, useState } from 'react';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { Amount } from '@/components/ui/Amount/Amount';
import { AmountField, amountFieldIds } from '@/components/ui/AmountField/AmountField';
import { ConfirmSheet } from '@/components/ui/ConfirmSheet/ConfirmSheet';
import { Icon } from '@/components/ui/Icon/Icon';
import { useSignInThen } from '@/features/session/visitor';
import { usePaused } from '@/lib/switches';
import { useTranslation } from '@/lib/use-translation';
import { exchangeSwap } from '../api/exchange-swap';
import { useSwapAction } from '../flows/use-swap-action';
import { useSwapFormat } from '../format';
import type { SwapBalance } from '../hooks';
import { pick } from '../pair';
import { SWAP_TEST_IDS as S } from '../test-ids';
import { AssetPicker } from './AssetPicker';
import { CONFIRM_IDS } from './kit-ids';
import { QuotePanel } from './QuotePanel';
import { SlippageSetting } from './SlippageSetting';
import { useSwapCheck } from './use-swap-check';

interface SwapFormProps {
  /** Null: a visitor, whose swap signs in first and then carries on. */
  address: string | null;
  settings: SystemInfo['swap'];
  balances: SwapBalance[];
  onSwapped: (swap: Swap) => void;
}

/** The flash swap: pair, amount, the live quote, slippage, confirm, exchange at the quote. */
export function SwapForm({ address, settings, balances, onSwapped }: SwapFormProps) {
  const { t } = useTranslation();
  const fmt = useSwapFormat();
  const [confirming, setConfirming] = useState(false);
  const paused = usePaused('swap');
  const check = useSwapCheck(balances, settings);
  const { pair, setPair, value, setValue, from, to, quote, amount, slippage } = check;
  const signInThen = useSignInThen();
  const exchange = useSwapAction(address ?? '', 'exchange', exchangeSwap, (swap) =>
    swap.status === 'pending' ? t('swap.pendingToast') : t('result.exchangeSuccess'),
  );
  const [fromSymbol, toSymbol] = [from?.symbol ?? '', to?.symbol ?? ''];

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    check.submit();
    if (check.ready) signInThen(() => setConfirming(true));
  };
  const onConfirm = () => {
    const q = quote.current;
    if (!check.ready || !q) return;
    // Exactly what the sheet showed: the quote's output is the least the swap accepts, less
    // the slippage.
    exchange.mutate(
      {
        from: q.from,
        to: q.to,
        amount: q.amount,
        quotedOut: q.amountOut,
        slippageBps: q.slippageBps,
      },
      {
        onSuccess: (swap) => {
          setConfirming(false);
          check.reset();
          onSwapped(swap);
        },
        onError: () => setConfirming(false),
      },
    );
  };
  const pay = { amount: fmt.amount(amount ?? '0'), from: fromSymbol, to: toSymbol };

  return (
    <form className="card stack" noValidate onSubmit={onSubmit} data-testid={S.form}>
      <AssetPicker
        side="from"
        legend={t('swap.from')}
        balances={balances}
        value={pair.from}
        onChange={(a) => setPair(pick(pair, 'from', a))}
      />
      <AmountField
        label={t('swap.payAmount')}
        value={value}
        onChange={setValue}
        symbol={fromSymbol}
        balance={from?.available ?? null}
        maxLabel={t('swap.maxLabel')}
        error={check.amountMessage}
        testIds={amountFieldIds(S)}
      />
      <button
        type="button"
        className="swap-flip"
        aria-label={t('swap.flip')}
        data-testid={S.flip}
        onClick={() => setPair({ from: pair.to, to: pair.from })}
      >
        <Icon name="swap" />
      </button>
      <AssetPicker
        side="to"
        legend={t('swap.to')}
        balances={balances}
        value={pair.to}
        onChange={(a) => setPair(pick(pair, 'to', a))}
      />
      {check.pairMessage && (
        <p className="field-error" role="alert" data-testid={S.pairError}>
          {check.pairMessage}
        </p>
      )}
      <QuotePanel
        quote={quote.current}
        items={quote.items}
        refusal={quote.refusal}
        quoting={quote.quoting}
        paired={quote.paired}
        toSymbol={toSymbol}
        warnBps={settings.priceImpactWarnBps}
      />
      <SlippageSetting bounds={settings.slippage} bps={slippage.bps} onChange={slippage.set} />
      <ActionButton
        label={
          !address
            ? t('topBar.connect')
            : amount && from && to
              ? t('swap.swapAmount', pay)
              : t('swap.swap')
        }
        disabled={
          paused ||
          exchange.isPending ||
          quote.refusal !== null ||
          Boolean(quote.current?.markets.some((m) => m.moving))
        }
        testId={S.submit}
      />
      <ConfirmSheet
        show={confirming}
        title={t('swap.confirmTitle')}
        items={[
          {
            label: t('swap.result.paid'),
            value: <Amount figure={pay.amount} unit={fromSymbol} />,
          },
          {
            label: t('swap.receiveEstimate'),
            value: <Amount figure={fmt.amount(quote.current?.amountOut ?? '0')} unit={toSymbol} />,
            testId: S.quoteFigure('receive'),
          },
          ...quote.items,
          { label: t('swap.slippage'), value: fmt.percent(slippage.bps) },
        ]}
        note={t('swap.confirmNote', { symbol: fromSymbol })}
        confirmLabel={t('swap.swapAmount', pay)}
        pending={exchange.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
        testIds={CONFIRM_IDS}
      />
    </form>
  );
}
