import { useState } from 'react';
import { BondTermPicker } from '@/components/bond/BondTermPicker';
import { CONFIRM_IDS } from '@/components/bond/confirm-ids';
import { useBondAction } from '@/components/bond/use-bond-action';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { Amount } from '@/components/ui/Amount/Amount';
import { AmountField, amountFieldIds } from '@/components/ui/AmountField/AmountField';
import { ConfirmSheet } from '@/components/ui/ConfirmSheet/ConfirmSheet';
import { MarketCheck } from '@/components/ui/MarketCheck/MarketCheck';
import { PausedNotice } from '@/components/ui/PausedNotice/PausedNotice';
import { useMoneyForm } from '@/features/session/use-money-form';
import { useFormat } from '@/lib/format';
import { usePaused } from '@/lib/switches';
import { useAmountCheck } from '@/lib/use-amount-check';
import { useTranslation } from '@/lib/use-translation';
import { donateLp, type LiquidityFiguresInfo } from '../api/liquidity-bond';
import { refreshLiquidityBond } from '../flows/refresh';
import { LIQUIDITY_BOND_TEST_IDS } from '../test-ids';

interface DonateFormProps {
  info: LiquidityFiguresInfo;
  /** Null: a visitor, whose donation signs in first and then carries on. */
  address: string | null;
}

/** Donate LP for a term; a closed pair refuses with its message before anything is sent. */
export function DonateForm({ info, address }: DonateFormProps) {
  const paused = usePaused('liquidityBond');
  const { t } = useTranslation();
  const fmt = useFormat();
  const form = useMoneyForm();
  const [days, setDays] = useState(() => info.terms[0]?.days ?? 0);
  const lpHeld = info.mine?.lp ?? null;
  const limits = { decimals: 18, balance: lpHeld, min: info.min };
  const { amount, message } = useAmountCheck(form.value, limits, form.submitted, {
    empty: t('validation.enterDonationAmount'),
    belowMin: (min) => t('validation.belowMin', { min: `${min} LP` }),
  });
  const donate = useBondAction(address ?? '', 'donate', donateLp, refreshLiquidityBond);
  const term = info.terms.find((x) => x.days === days);
  const shown = { amount: fmt.amount(amount ?? '0'), symbol: 'LP' };

  const onConfirm = () => {
    if (!amount) return;
    donate.mutate({ amount, days }, { onSuccess: form.sent, onError: form.close });
  };
  const split = fmt.percent(info.principalBps);

  return (
    <form
      className="card stack"
      noValidate
      onSubmit={form.submit(amount !== null && !info.closed)}
      data-testid={LIQUIDITY_BOND_TEST_IDS.form}
    >
      <PausedNotice feature="liquidityBond" />
      {info.closed && (
        <p className="callout" role="status" data-testid={LIQUIDITY_BOND_TEST_IDS.closed}>
          {t('liquidityBond.closed')}
        </p>
      )}
      <BondTermPicker terms={info.terms} days={days} onChange={setDays} name="flowbond-term" />
      <AmountField
        label={t('liquidityBond.donateAmount')}
        value={form.value}
        onChange={form.setValue}
        symbol="LP"
        balance={lpHeld}
        maxLabel={t('liquidityBond.maxLabel')}
        error={message}
        testIds={amountFieldIds(LIQUIDITY_BOND_TEST_IDS)}
      />
      <p className="fine-print tabular">
        {t('common.minimum', { amount: fmt.amount(info.min), symbol: 'LP' })}
      </p>
      {info.market && <MarketCheck markets={[info.market]} testIdPrefix="bond" />}
      <ActionButton
        label={
          !address
            ? t('topBar.connect')
            : amount
              ? t('liquidityBond.donateButton', shown)
              : t('liquidityBond.donate')
        }
        disabled={paused || donate.isPending || info.closed || Boolean(info.market?.moving)}
        testId={LIQUIDITY_BOND_TEST_IDS.submit}
      />
      <ConfirmSheet
        show={form.confirmShown(amount !== null && !info.closed)}
        title={t('liquidityBond.confirmTitle')}
        items={[
          {
            label: t('liquidityBond.donateAmount'),
            value: <Amount figure={shown.amount} unit="LP" />,
          },
          { label: t('common.term'), value: t('common.days', { days }) },
          { label: t('liquidityBond.discount'), value: fmt.percent(term?.discountBps ?? 0) },
        ]}
        note={t('liquidityBond.confirmNote', { share: split })}
        confirmLabel={t('liquidityBond.donateButton', shown)}
        pending={donate.isPending}
        onConfirm={onConfirm}
        onClose={form.close}
        testIds={CONFIRM_IDS}
      />
    </form>
  );
}
