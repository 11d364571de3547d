import { useSession } from '@/features/session/store';
import { formatAmount } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { ASSETS_TEST_IDS } from '../test-ids';
import { feePercent, previewFee, type WithdrawRules } from '../withdraw-rules';

interface FeePreviewProps {
  /** The checked, normalized amount; null while the input is not valid. */
  amount: string | null;
  decimals: number;
  symbol: string;
  /** System info's withdrawal settings; null until known (the figures then show a dash). */
  rules: WithdrawRules | null;
}

/** Before confirming a withdrawal: the amount, the fee and what the wallet receives. */
export function FeePreview({ amount, decimals, symbol, rules }: FeePreviewProps) {
  const { t } = useTranslation();
  const locale = useSession((s) => s.applicationLocale);
  const preview = amount && rules ? previewFee(amount, decimals, rules) : null;
  const show = (value: string | undefined) =>
    value === undefined ? '–' : `${formatAmount(value, locale)} ${symbol}`;

  return (
    <div className="stack panel" data-testid={ASSETS_TEST_IDS.feePreview}>
      <dl className="fee-preview__rows">
        <div>
          <dt>{t('assets.amount')}</dt>
          <dd className="amount" data-testid={ASSETS_TEST_IDS.feeAmount}>
            {show(preview?.amount)}
          </dd>
        </div>
        <div>
          <dt>{rules ? t('assets.fee', { rate: feePercent(rules) }) : t('assets.feeCharged')}</dt>
          <dd className="amount" data-testid={ASSETS_TEST_IDS.feeFee}>
            {show(preview?.fee)}
          </dd>
        </div>
        <div className="ruled fee-preview__net">
          <dt>{t('assets.youReceive')}</dt>
          <dd className="amount" data-testid={ASSETS_TEST_IDS.feeNet}>
            {show(preview?.net)}
          </dd>
        </div>
      </dl>
      <p className="fine-print">
        {rules && (
          <>
            {t('assets.minimum', { amount: formatAmount(rules.min, locale), symbol })}
            {' · '}
          </>
        )}
        {t('assets.withdrawNote')}
      </p>
    </div>
  );
}
