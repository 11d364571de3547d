import { useTranslation } from 'react-i18next';
import { usePledgeFormat } from '@/features/pledge/display';
import { checkStakeAmount, normalizeStakeAmount } from '@/features/pledge/stake-amount';

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
  const fmt = usePledgeFormat();
  const problem = checkStakeAmount(value, limits);
  const amount = problem === null ? normalizeStakeAmount(value, limits.decimals) : null;
  let message: string | null = null;
  if (problem === 'belowMin') {
    message = t('bonds.belowMin', { min: `${fmt.amount(limits.min)} ${symbol}` });
  } else if (problem === 'enterStakeAmount') {
    message = submitted ? t(`validation.${empty}`) : null;
  } else if (problem) {
    message = t(`validation.${problem === 'overLimit' ? 'insufficientBalance' : problem}`);
  }
  return { amount, message };
}
