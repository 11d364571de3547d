import { useTranslation } from '@/lib/use-translation';
import { type AmountProblem, checkAmount, normalizeAmount } from './amount';

/**
 * A typed X amount against the balance it draws on: the amount to send (null while it cannot
 * be sent), and the message to show. An empty field is only an error after a submit, with the
 * form's own wording.
 */
export function useAmountInput(
  value: string,
  balance: string | null,
  submitted: boolean,
  emptyMessage: string,
) {
  const { t } = useTranslation();
  const problem: AmountProblem | null = checkAmount(value, balance);
  const amount = problem === null ? normalizeAmount(value) : null;
  let message: string | null = null;
  if (problem === 'empty') message = submitted ? emptyMessage : null;
  else if (problem === 'invalid') message = t('validation.enterValidAmount');
  else if (problem === 'insufficient') message = t('validation.insufficientBalance');
  return { amount, problem, message };
}
