import { checkAmount, normalizeAmount } from '@/lib/amount-check';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

interface AmountLimits {
  decimals: number;
  balance: string | null;
  min: string;
}

/**
 * The typed bond amount's first problem (empty after a submit, malformed, below the minimum,
 * more than available), checked in base units before any request, and the amount to send.
 * Empty says what is missing in the spec's words: the subscription or the donation amount.
 */
export function useAmountCheck(
  value: string,
  limits: AmountLimits,
  submitted: boolean,
  symbol: string,
  empty: 'enterSubscriptionAmount' | 'enterDonationAmount',
) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const problem = checkAmount(value, limits);
  const amount = problem === null ? normalizeAmount(value, limits.decimals) : null;
  let message: string | null = null;
  if (problem === 'belowMin') {
    message = t('validation.belowMin', { min: `${fmt.amount(limits.min)} ${symbol}` });
  } else if (problem === 'empty') {
    message = submitted ? t(`validation.${empty}`) : null;
  } else if (problem) {
    message = t(`validation.${problem === 'overLimit' ? 'insufficientBalance' : problem}`);
  }
  return { amount, message };
}
