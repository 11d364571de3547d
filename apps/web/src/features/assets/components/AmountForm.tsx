import { useQuery } from '@tanstack/react-query';
import { maskAddress } from '@xbond/shared/mask';
import { type FormEvent, useState } from 'react';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { AmountField } from '@/components/ui/AmountField/AmountField';
import { Button } from '@/components/ui/Button/Button';
import { PausedNotice } from '@/components/ui/PausedNotice/PausedNotice';
import { usePaused } from '@/lib/switches';
import { useTranslation } from '@/lib/use-translation';
import '@/components/ui/Popup/Sheet.css';
import { useSession } from '@/features/session/store';
import { formatAmount } from '@/lib/format';
import { type AmountProblem, checkAmount, normalizeAmount } from '../amount';
import { explorerHref } from '../display';
import { startDeposit } from '../flows/deposit';
import { loadWithdrawAttempt } from '../flows/in-flight';
import { startWithdraw } from '../flows/withdraw';
import type { AssetRow } from '../hooks';
import { ASSETS_TEST_IDS } from '../test-ids';
import { tokenBalanceQueryOptions } from '../wallet/token-balance';
import { useWithdrawRules } from '../withdraw-rules';
import { FeePreview } from './FeePreview';

interface AmountFormProps {
  kind: 'deposit' | 'withdraw';
  row: AssetRow;
  address: string;
  /** The Vault (deposit recipient), named in the deposit note. */
  custody: string | null;
  onCancel: () => void;
}

const AMOUNT_TEST_IDS = {
  input: ASSETS_TEST_IDS.amountInput,
  max: ASSETS_TEST_IDS.amountMax,
  error: ASSETS_TEST_IDS.amountError,
};

/** A withdrawal whose apply had no answer keeps its amount, so its retry reuses the key. */
function initialAmount(kind: AmountFormProps['kind'], row: AssetRow, address: string): string {
  if (kind !== 'withdraw') return '';
  const last = loadWithdrawAttempt();
  const same =
    last?.asset === row.token.asset && last.address.toLowerCase() === address.toLowerCase();
  return same ? last.amount : '';
}

/** The amount step of a deposit or withdrawal: checks, fee preview, then the flow. */
export function AmountForm({ kind, row, address, custody, onCancel }: AmountFormProps) {
  const withdrawPaused = usePaused('withdraw');
  const { t } = useTranslation();
  const locale = useSession((s) => s.applicationLocale);
  const explorerUrl = useSession((s) => s.systemInfo?.explorerUrl);
  const { token, balance } = row;
  const { symbol, decimals } = token;
  const wallet = useQuery(tokenBalanceQueryOptions(address, token));
  const rules = useWithdrawRules();
  const [value, setValue] = useState(() => initialAmount(kind, row, address));
  const [submitted, setSubmitted] = useState(false);

  const limit = kind === 'deposit' ? (wallet.data ?? null) : (balance?.available ?? null);
  const min = kind === 'withdraw' ? (rules?.min ?? null) : null;
  const problem = checkAmount(value, { decimals, balance: limit, min });
  // 'Enter amount' waits for a submit; the other problems show as the user types.
  const shown: AmountProblem | null = problem === 'enterAmount' && !submitted ? null : problem;
  const amount = problem === null ? normalizeAmount(value, decimals) : null;

  const message = (p: AmountProblem) =>
    p === 'minWithdraw'
      ? t('validation.minWithdraw', { min: `${formatAmount(min ?? '0', locale)} ${symbol}` })
      : t(`validation.${p}`);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!amount) return;
    const input = { address, asset: token.asset, symbol, amount };
    void (kind === 'deposit' ? startDeposit(input) : startWithdraw(input));
  };

  const vaultHref = custody ? explorerHref(explorerUrl, 'address', custody) : null;

  return (
    <form className="sheet-stack" noValidate onSubmit={onSubmit}>
      {kind === 'withdraw' && <PausedNotice feature="withdraw" />}
      <h2 className="sheet-title">
        {t(kind === 'deposit' ? 'assets.depositTitle' : 'assets.withdrawTitle', { symbol })}
      </h2>

      <AmountField
        label={t('assets.amount')}
        value={value}
        onChange={setValue}
        symbol={symbol}
        balance={limit}
        balanceText={(amount) =>
          t(kind === 'deposit' ? 'assets.walletBalance' : 'assets.availableBalance', {
            amount,
            symbol,
          })
        }
        maxLabel={t('assets.maxLabel')}
        error={shown && message(shown)}
        testIds={AMOUNT_TEST_IDS}
        compactMax
      />

      {kind === 'withdraw' ? (
        <FeePreview amount={amount} decimals={decimals} symbol={symbol} rules={rules} />
      ) : (
        <div className="stack panel">
          {custody && (
            <dl className="fee-preview__rows">
              <div>
                <dt>{t('assets.vault')}</dt>
                <dd className="tabular">
                  {vaultHref ? (
                    <a href={vaultHref} target="_blank" rel="noopener noreferrer">
                      {maskAddress(custody)}
                    </a>
                  ) : (
                    maskAddress(custody)
                  )}
                </dd>
              </div>
            </dl>
          )}
          <p className="fine-print">{t('assets.depositNote', { symbol })}</p>
        </div>
      )}

      <div className="sheet-actions">
        <ActionButton
          label={
            amount
              ? t(kind === 'deposit' ? 'assets.depositAmount' : 'assets.withdrawAmount', {
                  amount: formatAmount(amount, locale),
                  symbol,
                })
              : t(kind === 'deposit' ? 'assets.deposit' : 'assets.withdraw')
          }
          disabled={kind === 'withdraw' && withdrawPaused}
          testId={ASSETS_TEST_IDS.amountSubmit}
        />
        <Button variant="text" block testId={ASSETS_TEST_IDS.amountCancel} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
