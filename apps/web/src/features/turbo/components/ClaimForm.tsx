import { formatAmount, parseAmount } from '@xbond/shared/amount';
import type { TurboInfo } from '@xbond/shared/api/turbo';
import { isZero } from '@xbond/shared/math';
import { type FormEvent, useState } from 'react';
import { Amount } from '@/components/ui/Amount/Amount';
import { AmountField } from '@/components/ui/AmountField/AmountField';
import { ConfirmSheet } from '@/components/ui/ConfirmSheet/ConfirmSheet';
import { useBalance } from '@/features/session/use-balance';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { claimTurbine } from '../api/claim-turbine';
import { checkClaim } from '../claim-amount';
import { useTurboAction } from '../flows/use-turbo-action';
import { TURBO_TEST_IDS as T } from '../test-ids';

const SHEET_IDS = { sheet: T.claimSheet, confirm: T.claimConfirm, cancel: T.claimCancel };

/** Why nothing can be claimed now (the spec's words), or null. */
function useBlockedReason(info: TurboInfo): string | null {
  const { t } = useTranslation();
  if (!info.activated) return t('turbo.claimNeedsVortex');
  if (isZero(info.claimable)) return t('turbo.nothingClaimable');
  return null;
}

/** Claimable X to the available balance: amount (with Max), checks, confirm, claim. */
export function ClaimForm({ info, address }: { info: TurboInfo; address: string }) {
  const { t } = useTranslation();
  const fmt = useFormat().amount;
  const { decimals } = useBalance(address, 'X');
  const claim = useTurboAction(address, 'claim', claimTurbine);
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const blocked = useBlockedReason(info);
  const { problem, amount } = checkClaim(value, info.claimable, decimals);
  const message =
    problem === null || (problem === 'enterAmount' && !submitted)
      ? null
      : problem === 'tooMuch'
        ? t('turbo.claimTooMuch', { amount: fmt(info.claimable) })
        : t(`validation.${problem}`);
  const shown = fmt(amount ?? '0');
  const left = amount
    ? formatAmount(parseAmount(info.claimable, decimals) - parseAmount(amount, decimals), decimals)
    : info.claimable;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (amount && !blocked) setConfirming(true);
  };
  const onConfirm = () =>
    claim.mutate(
      { amount: amount ?? '' },
      {
        onSuccess: () => {
          setConfirming(false);
          setValue('');
          setSubmitted(false);
        },
        onError: () => setConfirming(false),
      },
    );

  return (
    <form className="card stack" noValidate onSubmit={onSubmit} data-testid={T.claimForm}>
      <h2 className="card-title">{t('turbo.claimTitle')}</h2>
      <AmountField
        label={t('turbo.claimAmount')}
        value={value}
        onChange={setValue}
        symbol="X"
        balance={info.claimable}
        balanceText={(amount) => t('turbo.claimableBalance', { amount })}
        max={blocked ? null : info.claimable}
        maxLabel={t('turbo.claimMaxLabel')}
        error={blocked ? null : message}
        testIds={{
          input: T.claimInput,
          max: T.claimMax,
          error: T.claimError,
          balance: T.claimBalance,
        }}
      />
      {blocked && (
        <p className="turbo-card__text" data-testid={T.claimReason}>
          {blocked}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={blocked !== null || claim.isPending}
        aria-busy={claim.isPending}
        data-testid={T.claimSubmit}
      >
        {amount ? t('turbo.claimButton', { amount: shown }) : t('turbo.claim')}
      </button>
      <ConfirmSheet
        show={confirming}
        title={t('turbo.confirmClaimTitle')}
        items={[
          { label: t('turbo.claimAmount'), value: <Amount figure={shown} unit="X" /> },
          { label: t('turbo.claimTo'), value: t('turbo.availableBalance') },
          { label: t('turbo.claimableAfter'), value: <Amount figure={fmt(left)} unit="X" /> },
        ]}
        confirmLabel={t('turbo.claimButton', { amount: shown })}
        pending={claim.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
        testIds={SHEET_IDS}
      />
    </form>
  );
}
