import type { ReserveBondInfo, ReserveBondQuote } from '@xbond/shared/api/reserveBond';
import { formatDate } from '@xbond/shared/time';
import { useState } from 'react';
import { BondTermPicker } from '@/components/bond/BondTermPicker';
import { CONFIRM_IDS } from '@/components/bond/confirm-ids';
import { useBondAction } from '@/components/bond/use-bond-action';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { Amount } from '@/components/ui/Amount/Amount';
import { AmountField, amountFieldIds } from '@/components/ui/AmountField/AmountField';
import { ConfirmSheet } from '@/components/ui/ConfirmSheet/ConfirmSheet';
import { type FigureItem, Figures } from '@/components/ui/Figures/Figures';
import { MarketCheck } from '@/components/ui/MarketCheck/MarketCheck';
import { PausedNotice } from '@/components/ui/PausedNotice/PausedNotice';
import { useBalance } from '@/features/session/use-balance';
import { useMoneyForm } from '@/features/session/use-money-form';
import { useFormat } from '@/lib/format';
import { usePaused } from '@/lib/switches';
import { useAmountCheck } from '@/lib/use-amount-check';
import { useDebounced } from '@/lib/use-debounced';
import { useTranslation } from '@/lib/use-translation';
import { buyBond, useBondQuote } from '../api/reserve-bond';
import { refreshReserveBond } from '../flows/refresh';
import { RESERVE_BOND_TEST_IDS } from '../test-ids';

/** The quote is asked once the user pauses typing. */
const QUOTE_DELAY_MS = 400;

/** What the quote says the purchase does: prices, X owed, the vesting deadline. */
function useQuoteItems(quote: ReserveBondQuote | null): FigureItem[] {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (!quote) return [];
  const id = RESERVE_BOND_TEST_IDS.quoteFigure;
  return [
    {
      label: t('reserveBond.bondPrice'),
      value: <Amount figure={fmt.amount(quote.bondPrice)} unit="USDD" />,
      testId: id('bondPrice'),
    },
    {
      label: t('reserveBond.marketPrice'),
      value: <Amount figure={fmt.amount(quote.marketPrice)} unit="USDD" />,
      testId: id('marketPrice'),
    },
    {
      label: t('reserveBond.discount'),
      value: fmt.percent(quote.discountBps),
      testId: id('discount'),
    },
    {
      label: t('reserveBond.payout'),
      value: <Amount figure={fmt.amount(quote.payout)} unit="X" />,
      testId: id('payout'),
    },
    { label: t('reserveBond.deadline'), value: formatDate(quote.deadline), testId: id('deadline') },
  ];
}

/** Buy a reserve bond: term, USDD amount, the live quote, confirm, buy at the quoted price. */
interface BuyFormProps {
  info: ReserveBondInfo;
  /** Null: a visitor, whose purchase signs in first and then carries on. */
  address: string | null;
}

export function BuyForm({ info, address }: BuyFormProps) {
  const paused = usePaused('reserveBond');
  const { t } = useTranslation();
  const fmt = useFormat();
  const { available, symbol, decimals } = useBalance(address, 'USDD');
  const form = useMoneyForm();
  const [days, setDays] = useState(() => info.terms[0]?.days ?? 0);
  const limits = { decimals, balance: available, min: info.min };
  const { amount, message } = useAmountCheck(form.value, limits, form.submitted, {
    empty: t('validation.enterSubscriptionAmount'),
    belowMin: (min) => t('validation.belowMin', { min: `${min} ${symbol}` }),
  });
  const typed = useDebounced(amount, QUOTE_DELAY_MS);
  const quote = useBondQuote(typed ? { amount: typed, days } : null);
  const buy = useBondAction(address ?? '', 'buy', buyBond, refreshReserveBond);
  const shown = quote.isError ? undefined : quote.data;
  const quoteFor = shown?.amount === amount && shown.days === days ? shown : null;
  const items = useQuoteItems(quoteFor);
  // Spot and reference: the quote's when there is one, else the page's.
  const market = quoteFor?.market ?? info.market;

  const onConfirm = () => {
    if (!amount || !quoteFor) return;
    buy.mutate(
      { amount, days, maxPrice: quoteFor.bondPrice },
      { onSuccess: form.sent, onError: form.close },
    );
  };
  const pay = { amount: fmt.amount(amount ?? '0'), symbol };

  return (
    <form
      className="card stack"
      noValidate
      onSubmit={form.submit(amount !== null && quoteFor !== null)}
      data-testid={RESERVE_BOND_TEST_IDS.form}
    >
      <PausedNotice feature="reserveBond" />
      <BondTermPicker terms={info.terms} days={days} onChange={setDays} name="bond-term" />
      <AmountField
        label={t('reserveBond.payAmount')}
        value={form.value}
        onChange={form.setValue}
        symbol={symbol}
        balance={available}
        maxLabel={t('reserveBond.maxLabel')}
        error={message}
        testIds={amountFieldIds(RESERVE_BOND_TEST_IDS)}
      />
      <p className="fine-print tabular">
        {t('common.minimum', { amount: fmt.amount(info.min), symbol })}
      </p>
      <div className="bond-quote" data-testid={RESERVE_BOND_TEST_IDS.quote} aria-live="polite">
        {quote.isError ? (
          <p className="callout" data-testid={RESERVE_BOND_TEST_IDS.quoteRefusal}>
            {quote.error.message}
          </p>
        ) : quoteFor ? (
          <Figures items={items} />
        ) : (
          <p className="fine-print">{amount ? t('app.loading') : t('reserveBond.quoteHint')}</p>
        )}
        {market && <MarketCheck markets={[market]} testIdPrefix="bond" />}
      </div>
      <ActionButton
        label={
          !address
            ? t('topBar.connect')
            : amount
              ? t('reserveBond.buyAmount', pay)
              : t('reserveBond.buy')
        }
        disabled={paused || buy.isPending || quote.isError || Boolean(market?.moving)}
        testId={RESERVE_BOND_TEST_IDS.submit}
      />
      <ConfirmSheet
        show={form.confirmShown(amount !== null && quoteFor !== null)}
        title={t('reserveBond.confirmTitle')}
        items={[
          {
            label: t('reserveBond.payAmount'),
            value: <Amount figure={pay.amount} unit={symbol} />,
          },
          { label: t('common.term'), value: t('common.days', { days }) },
          ...items,
        ]}
        note={t('reserveBond.confirmNote')}
        confirmLabel={t('reserveBond.buyAmount', pay)}
        pending={buy.isPending}
        onConfirm={onConfirm}
        onClose={form.close}
        testIds={CONFIRM_IDS}
      />
    </form>
  );
}
