/**
 * A typed amount's rules, checked before any request (spec section 5): empty, 'Enter a valid
 * amount', the minimum, 'Insufficient balance', a per-user limit. Each form words the empty
 * case and the minimum its own way. Exact: compared in base units (bigint), never JS numbers.
 */
import { formatAmount, parseAmount } from '@xbond/shared/amount';

export type AmountProblem =
  | 'empty'
  | 'enterValidAmount'
  | 'belowMin'
  | 'insufficientBalance'
  | 'overLimit';

export interface AmountLimits {
  decimals: number;
  /** The most that can be moved (available to stake or spend; the principal to unstake). */
  balance: string | null;
  /** The smallest accepted amount; none for an unstake. */
  min?: string | null;
  /** What the per-user limit still allows; none for an unstake. */
  limitLeft?: string | null;
}

/** Base units of a figure the server gave (its precision is the token's). */
const units = (value: string, decimals: number) => parseAmount(value, decimals);

/** The first problem of the typed amount, or null when it can be sent. */
export function checkAmount(input: string, limits: AmountLimits): AmountProblem | null {
  const typed = input.trim();
  if (typed === '') return 'empty';
  let amount: bigint;
  try {
    amount = parseAmount(typed, limits.decimals);
  } catch {
    return 'enterValidAmount';
  }
  if (amount <= 0n) return 'enterValidAmount';
  const { decimals, balance, min, limitLeft } = limits;
  if (min && amount < units(min, decimals)) return 'belowMin';
  if (balance !== null && amount > units(balance, decimals)) return 'insufficientBalance';
  if (limitLeft != null && amount > units(limitLeft, decimals)) return 'overLimit';
  return null;
}

/** The typed amount as the API takes it ('012.50' -> '12.5'); call after the check. */
export const normalizeAmount = (input: string, decimals: number) =>
  formatAmount(parseAmount(input.trim(), decimals), decimals);
