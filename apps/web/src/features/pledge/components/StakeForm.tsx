import type { PledgeTerm } from '@xbond/shared/api/pledge';
import { useState } from 'react';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { Amount } from '@/components/ui/Amount/Amount';
import { AmountField, amountFieldIds } from '@/components/ui/AmountField/AmountField';
import { ConfirmSheet } from '@/components/ui/ConfirmSheet/ConfirmSheet';
import type { FigureItem } from '@/components/ui/Figures/Figures';
import { PausedNotice } from '@/components/ui/PausedNotice/PausedNotice';
import { useBalance } from '@/features/session/use-balance';
import { useMoneyForm } from '@/features/session/use-money-form';
import { useFormat } from '@/lib/format';
import { usePaused } from '@/lib/switches';
import { useAmountCheck } from '@/lib/use-amount-check';
import { useTranslation } from '@/lib/use-translation';
import { createFixedOrder } from '../api/create-fixed-order';
import { stakeFlexible } from '../api/stake-flexible';
import { usePledgeAction } from '../flows/use-pledge-action';
import { expectedReward } from '../rates';
import { PLEDGE_TEST_IDS } from '../test-ids';
import { CONFIRM_IDS } from './kit-ids';
import { RewardPreview } from './RewardPreview';
import { TermPicker } from './TermPicker';

/** What the form needs of the terms: public (a visitor's) or the signed-in info's. */
export interface StakeTerms {
  min: string;
  terms: PledgeTerm[];
  flexibleRatePpm: number;
  /** What the per-user limit leaves: the whole limit to a visitor. */
  limitLeft: string;
}

interface StakeFormProps {
  kind: 'current' | 'regular';
  terms: StakeTerms;
  /** Null: a visitor, whose submit signs in first and then carries on. */
  address: string | null;
}

/**
 * Stake X: the amount (checked before any request), for a regular order the term and its
 * expected reward, then the confirm sheet that sends it.
 */
export function StakeForm({ kind, terms: info, address }: StakeFormProps) {
  const paused = usePaused('pledge');
  const { t } = useTranslation();
  const fmt = useFormat();
  const { available, symbol, decimals } = useBalance(address, 'X');
  const form = useMoneyForm();
  const [days, setDays] = useState(() => info.terms[0]?.days ?? 0);
  const term = info.terms.find((x) => x.days === days) ?? info.terms[0];
  const limits = { decimals, balance: available, min: info.min, limitLeft: info.limitLeft };
  const { amount, message } = useAmountCheck(form.value, limits, form.submitted, {
    empty: t('validation.enterStakeAmount'),
    belowMin: (min) => t('pledge.belowMin', { min: `${min} ${symbol}` }),
    overLimit: (left) => t('pledge.overLimit', { left: `${left} ${symbol}` }),
  });
  const stake = usePledgeAction(address ?? '', 'stake', stakeFlexible);
  const create = usePledgeAction(address ?? '', 'create', createFixedOrder);
  const pending = stake.isPending || create.isPending;
  const done = { onSuccess: form.sent };
  const onConfirm = () => {
    if (!amount) return;
    if (kind === 'current') stake.mutate({ amount }, done);
    else if (term) create.mutate({ amount, days: term.days }, done);
  };

  const shown = (figure: string) => <Amount figure={fmt.amount(figure)} unit={symbol} />;
  const items: FigureItem[] = [{ label: t('pledge.amount'), value: amount ? shown(amount) : '–' }];
  if (kind === 'current') {
    items.push({ label: t('pledge.flexible.dailyRate'), value: fmt.perDay(info.flexibleRatePpm) });
  } else if (term && amount) {
    items.push(
      { label: t('common.term'), value: t('common.days', { days: term.days }) },
      { label: t('pledge.todayRate'), value: fmt.perDay(term.todayRatePpm) },
      {
        label: t('pledge.orders.expectedMin'),
        value: shown(expectedReward(amount, term.minRatePpm, term.days)),
      },
      {
        label: t('pledge.orders.expectedMax'),
        value: shown(expectedReward(amount, term.maxRatePpm, term.days)),
      },
    );
  }

  return (
    <form
      className="card stack"
      noValidate
      onSubmit={form.submit(amount !== null)}
      data-testid={PLEDGE_TEST_IDS.form}
    >
      <PausedNotice feature="pledge" />
      <AmountField
        label={t('pledge.amount')}
        value={form.value}
        onChange={form.setValue}
        symbol={symbol}
        balance={available}
        maxLabel={t('pledge.maxLabel')}
        error={message}
        testIds={amountFieldIds(PLEDGE_TEST_IDS)}
      />
      <p className="fine-print tabular">
        {t('common.minimum', { amount: fmt.amount(info.min), symbol })}
      </p>
      {kind === 'regular' && term && (
        <>
          <TermPicker terms={info.terms} days={term.days} onChange={setDays} />
          <RewardPreview amount={amount} term={term} symbol={symbol} />
        </>
      )}
      <ActionButton
        label={
          !address
            ? t('topBar.connect')
            : amount
              ? t('pledge.stakeAmount', { amount: fmt.amount(amount), symbol })
              : t('pledge.stake')
        }
        disabled={paused || pending}
        testId={PLEDGE_TEST_IDS.submit}
      />
      <ConfirmSheet
        show={form.confirmShown(amount !== null)}
        title={t(kind === 'current' ? 'pledge.confirmCurrent' : 'pledge.confirmRegular')}
        items={items}
        note={t(kind === 'current' ? 'pledge.currentNote' : 'pledge.regularNote')}
        confirmLabel={t('pledge.stakeAmount', { amount: fmt.amount(amount ?? '0'), symbol })}
        pending={pending}
        onConfirm={onConfirm}
        onClose={form.close}
        testIds={CONFIRM_IDS}
      />
    </form>
  );
}
