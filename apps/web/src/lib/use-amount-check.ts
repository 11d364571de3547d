import {
  type AmountLimits,
  type AmountProblem,
  checkAmount,
  normalizeAmount,
} from './amount-check';
import { useFormat } from './format';
import { useTranslation } from './use-translation';

/** How a form words the problems whose words are its own; each gets the figure formatted. */
export interface AmountWords {
  /** An empty field, said only after a submit. */
  empty: string;
  belowMin?: (min: string) => string;
  overLimit?: (left: string) => string;
  /** More than the balance: 'Insufficient balance' unless the form says otherwise. */
  insufficient?: (balance: string) => string;
}

/**
 * The typed amount's first problem as a message (checkAmount's rules, in base units), and the
 * amount the API takes once there is none. An empty field waits for a submit; the other
 * problems show as the user types.
 */
export function useAmountCheck(
  value: string,
  limits: AmountLimits,
  submitted: boolean,
  words: AmountWords,
): { amount: string | null; problem: AmountProblem | null; message: string | null } {
  const { t } = useTranslation();
  const fmt = useFormat();
  const problem = checkAmount(value, limits);
  const amount = problem === null ? normalizeAmount(value, limits.decimals) : null;
  const figure = (v: string | null | undefined) => fmt.amount(v ?? '0');
  const messages: Record<AmountProblem, () => string | null> = {
    empty: () => (submitted ? words.empty : null),
    enterValidAmount: () => t('validation.enterValidAmount'),
    belowMin: () => words.belowMin?.(figure(limits.min)) ?? null,
    overLimit: () => words.overLimit?.(figure(limits.limitLeft)) ?? null,
    insufficientBalance: () =>
      words.insufficient?.(figure(limits.balance)) ?? t('validation.insufficientBalance'),
  };
  return { amount, problem, message: problem ? messages[problem]() : null };
}
