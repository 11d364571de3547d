import { type AmountLimits, checkAmount, normalizeAmount } from '@/lib/amount-check';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/**
 * The typed amount's first problem as a message, and the amount the API takes once there is
 * none. 'Enter staking amount' waits for a submit; the other problems show as the user types.
 */
export function useStakeCheck(
  value: string,
  limits: AmountLimits,
  submitted: boolean,
  symbol: string,
  /** An unstake asks for an amount, not a staking amount. */
  empty: 'enterStakeAmount' | 'enterAmount' = 'enterStakeAmount',
) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const problem = checkAmount(value, limits);
  const amount = problem === null ? normalizeAmount(value, limits.decimals) : null;
  let message: string | null = null;
  if (problem === 'belowMin') {
    message = t('pledge.belowMin', { min: `${fmt.amount(limits.min ?? '0')} ${symbol}` });
  } else if (problem === 'overLimit') {
    message = t('pledge.overLimit', { left: `${fmt.amount(limits.limitLeft ?? '0')} ${symbol}` });
  } else if (problem && (problem !== 'empty' || submitted)) {
    message = t(`validation.${problem === 'empty' ? empty : problem}`);
  }
  return { amount, message };
}
