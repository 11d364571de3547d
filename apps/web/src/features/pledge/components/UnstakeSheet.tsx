import { type FormEvent, useState } from 'react';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { AmountField } from '@/components/ui/AmountField/AmountField';
import { Sheet } from '@/components/ui/Popup/Sheet';
import { useBalance } from '@/features/session/use-balance';
import { useFormat } from '@/lib/format';
import { useAmountCheck } from '@/lib/use-amount-check';
import { useTranslation } from '@/lib/use-translation';
import { unstakeFlexible } from '../api/unstake-flexible';
import { usePledgeAction } from '../flows/use-pledge-action';
import { PLEDGE_TEST_IDS } from '../test-ids';

interface UnstakeSheetProps {
  show: boolean;
  principal: string;
  address: string;
  symbol: string;
  onClose: () => void;
}

/** Unstake any amount of the flexible principal; it goes to the turbine, not to available. */
export function UnstakeSheet({ show, principal, address, symbol, onClose }: UnstakeSheetProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { decimals } = useBalance(address, 'X');
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const limits = { decimals, balance: principal };
  const { amount, message } = useAmountCheck(value, limits, submitted, {
    empty: t('validation.enterAmount'),
  });
  const unstake = usePledgeAction(address, 'unstake', unstakeFlexible);

  const close = () => {
    if (unstake.isPending) return;
    setValue('');
    setSubmitted(false);
    onClose();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (amount) unstake.mutate({ amount }, { onSuccess: close });
  };

  return (
    <Sheet
      show={show}
      busy={unstake.isPending}
      label={t('pledge.flexible.unstakeTitle', { symbol })}
      testId={PLEDGE_TEST_IDS.unstakeSheet}
      onClose={close}
    >
      <form className="sheet-pad sheet-stack" noValidate onSubmit={onSubmit}>
        <h2 className="sheet-title">{t('pledge.flexible.unstakeTitle', { symbol })}</h2>
        <AmountField
          label={t('pledge.flexible.unstakeAmount')}
          value={value}
          onChange={setValue}
          symbol={symbol}
          balance={principal}
          balanceText={(amount) => t('pledge.flexible.staked', { amount, symbol })}
          maxLabel={t('pledge.flexible.maxUnstakeLabel')}
          error={message}
          testIds={{
            input: PLEDGE_TEST_IDS.unstakeInput,
            max: PLEDGE_TEST_IDS.unstakeMax,
            error: PLEDGE_TEST_IDS.unstakeError,
          }}
        />
        <p className="fine-print">{t('pledge.flexible.unstakeNote', { symbol })}</p>
        <div className="sheet-actions">
          <ActionButton
            label={
              amount
                ? t('pledge.flexible.unstakeButton', { amount: fmt.amount(amount), symbol })
                : t('pledge.flexible.unstake')
            }
            sending={unstake.isPending}
            testId={PLEDGE_TEST_IDS.unstakeSubmit}
          />
        </div>
      </form>
    </Sheet>
  );
}
