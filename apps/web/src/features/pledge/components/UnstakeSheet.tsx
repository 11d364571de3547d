import { type FormEvent, useState } from 'react';
import { AmountField } from '@/components/ui/AmountField/AmountField';
import { useTranslation } from '@/lib/use-translation';
import '@/components/ui/Popup/Sheet.css';
import { Popup } from '@/components/ui/Popup/Popup';
import { useBalance } from '@/features/session/use-balance';
import { useFormat } from '@/lib/format';
import { useWide } from '@/lib/use-wide';
import { unstakeFlexible } from '../api/unstake-flexible';
import { usePledgeAction } from '../flows/use-pledge-action';
import { PLEDGE_TEST_IDS } from '../test-ids';
import { useStakeCheck } from './use-stake-check';

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
  const wide = useWide();
  const { decimals } = useBalance(address, 'X');
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const limits = { decimals, balance: principal };
  const { amount, message } = useStakeCheck(value, limits, submitted, symbol, 'enterAmount');
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
    <Popup
      show={show}
      mode={wide ? 'center' : 'bottom'}
      round={16}
      customStyle={wide ? { width: 'min(100%, 460px)' } : undefined}
      closeable={!unstake.isPending}
      closeOnClickOverlay={!unstake.isPending}
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
          balanceText={t('pledge.flexible.staked', { amount: fmt.amount(principal), symbol })}
          max={principal}
          maxLabel={t('pledge.flexible.maxUnstakeLabel')}
          error={message}
          testIds={{
            input: PLEDGE_TEST_IDS.unstakeInput,
            max: PLEDGE_TEST_IDS.unstakeMax,
            error: PLEDGE_TEST_IDS.unstakeError,
          }}
        />
        <p className="pledge-sheet__note">{t('pledge.flexible.unstakeNote', { symbol })}</p>
        <div className="sheet-actions">
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={unstake.isPending}
            aria-busy={unstake.isPending}
            data-testid={PLEDGE_TEST_IDS.unstakeSubmit}
          >
            {unstake.isPending
              ? t('common.sending')
              : amount
                ? t('pledge.flexible.unstakeButton', { amount: fmt.amount(amount), symbol })
                : t('pledge.flexible.unstake')}
          </button>
        </div>
      </form>
    </Popup>
  );
}
