import type { TeamInfo } from '@xbond/shared/api/team';
import { type FormEvent, useState } from 'react';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { Amount } from '@/components/ui/Amount/Amount';
import { AmountField } from '@/components/ui/AmountField/AmountField';
import { useAmountCheck } from '@/lib/use-amount-check';
import { useTranslation } from '@/lib/use-translation';
import { isZeroAmount, X_DECIMALS } from '../amount';
import { withdrawBonus } from '../api/withdraw-bonus';
import { useTeamAction } from '../flows/use-team-action';
import { useTeamFormat } from '../format';
import { TEAM_TEST_IDS } from '../test-ids';
import { TeamConfirm } from './TeamConfirm';

/** Released bonus into available X; nothing released says so before anything is sent. */
export function WithdrawForm({ info, address }: { info: TeamInfo; address: string }) {
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const nothing = isZeroAmount(info.withdrawable);
  const input = useAmountCheck(
    value,
    { decimals: X_DECIMALS, balance: info.withdrawable },
    submitted,
    { empty: t('validation.enterAmount') },
  );
  const action = useTeamAction(address, 'withdraw', withdrawBonus, () =>
    t('result.withdrawSuccess'),
  );
  const error = submitted && nothing ? t('validation.noIncome') : input.message;
  const shown = fmt.amount(input.amount ?? '0');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!nothing && input.amount) setConfirming(true);
  };
  const onConfirm = () => {
    if (!input.amount) return;
    action.mutate(
      { amount: input.amount },
      {
        onSuccess: () => {
          setValue('');
          setSubmitted(false);
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <form className="card stack" noValidate onSubmit={onSubmit}>
      <h2 className="card-title">{t('team.releasePlan.withdrawTitle')}</h2>
      <p className="fine-print">{t('team.releasePlan.withdrawIntro')}</p>
      <AmountField
        label={t('team.releasePlan.withdrawAmount')}
        value={value}
        onChange={setValue}
        symbol="X"
        balance={info.withdrawable}
        balanceText={(amount) => t('team.releasePlan.withdrawableBalance', { amount })}
        maxLabel={t('team.releasePlan.withdrawMaxLabel')}
        error={error}
        testIds={{
          input: TEAM_TEST_IDS.withdrawInput,
          max: TEAM_TEST_IDS.withdrawMax,
          error: TEAM_TEST_IDS.withdrawError,
          balance: TEAM_TEST_IDS.withdrawBalance,
        }}
      />
      <ActionButton
        label={
          input.amount
            ? t('team.releasePlan.withdrawButton', { amount: shown })
            : t('team.releasePlan.withdraw')
        }
        disabled={action.isPending}
        testId={TEAM_TEST_IDS.withdrawSubmit}
      />
      <TeamConfirm
        show={confirming}
        title={t('team.releasePlan.withdrawConfirmTitle')}
        items={[
          {
            label: t('team.releasePlan.withdrawAmount'),
            value: <Amount figure={shown} unit="X" />,
          },
        ]}
        note={t('team.releasePlan.withdrawNote')}
        confirmLabel={t('team.releasePlan.withdrawButton', { amount: shown })}
        pending={action.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
