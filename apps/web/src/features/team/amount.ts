/**
 * A typed bonus amount, checked before any request in X base units (bigint), never as JS
 * numbers: empty, malformed or zero, more than the balance it draws on.
 */
import { formatAmount, parseAmount } from '@xbond/shared/amount';

/** Every amount of the team screens is X, 18 decimals. */
export const X_DECIMALS = 18;

export type AmountProblem = 'empty' | 'invalid' | 'insufficient';

export function checkAmount(input: string, balance: string | null): AmountProblem | null {
  const typed = input.trim();
  if (typed === '') return 'empty';
  let amount: bigint;
  try {
    amount = parseAmount(typed, X_DECIMALS);
  } catch {
    return 'invalid';
  }
  if (amount <= 0n) return 'invalid';
  if (balance !== null && amount > parseAmount(balance, X_DECIMALS)) return 'insufficient';
  return null;
}

/** The typed amount as the API takes it ('012.50' -> '12.5'); call after the check. */
export const normalizeAmount = (input: string) =>
  formatAmount(parseAmount(input.trim(), X_DECIMALS), X_DECIMALS);

/** True when the decimal string is zero. */
export const isZeroAmount = (value: string) => parseAmount(value, X_DECIMALS) === 0n;
