import { parseAmount } from '@xbond/shared/amount';
import { checkAmount, normalizeAmount } from '@/lib/amount-check';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/**
 * The typed insurance amount's first problem as a message, and the amount the API takes once
 * there is none: a valid X amount, at most the order's principal (docs/insurance.md).
 */
export function useInsureAmount(
  value: string,
  principal: string,
  decimals: number,
  submitted: boolean,
) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const problem = checkAmount(value, { decimals, balance: null });
  if (problem === 'empty') {
    return { amount: null, message: submitted ? t('validation.enterAmount') : null };
  }
  // Without a balance or a minimum, the only other problem is a malformed figure.
  if (problem) return { amount: null, message: t('validation.enterValidAmount') };
  if (parseAmount(value.trim(), decimals) > parseAmount(principal, decimals)) {
    return {
      amount: null,
      message: t('insurance.overPrincipal', { max: fmt.amount(principal) }),
    };
  }
  return { amount: normalizeAmount(value, decimals), message: null };
}
