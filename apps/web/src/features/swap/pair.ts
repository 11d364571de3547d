/**
 * What the swap form checks before asking anything (spec section 5): "Select the outgoing,
 * incoming or exchange currency" and "Enter the outgoing amount and enter a correct amount",
 * and the available balance. Exact: amounts compared in base units (bigint).
 */
import { formatAmount, parseAmount } from '@xbond/shared/amount';
import type { SwapAsset } from '@xbond/shared/api/swap';

export interface Pair {
  from: SwapAsset | null;
  to: SwapAsset | null;
}

/** The spec's message split by side: which currency is still to choose. */
export type PairProblem = 'selectOutCurrency' | 'selectInCurrency' | 'selectExchangeCurrency';

export type AmountProblem = 'enterOutAmount' | 'enterCorrectAmount' | 'insufficientBalance';

export function checkPair({ from, to }: Pair): PairProblem | null {
  if (!from) return 'selectOutCurrency';
  if (!to) return 'selectInCurrency';
  // Only a hand-made link can ask for one asset on both sides: the pickers flip instead.
  return from === to ? 'selectExchangeCurrency' : null;
}

/** Choosing on one side the asset of the other side swaps the two (as exchanges do). */
export function pick(pair: Pair, side: keyof Pair, asset: SwapAsset): Pair {
  const other = side === 'from' ? pair.to : pair.from;
  if (other !== asset) return { ...pair, [side]: asset };
  return side === 'from' ? { from: asset, to: pair.from } : { from: pair.to, to: asset };
}

/** The first problem of the typed amount; `balance` null (not loaded yet) is not checked. */
export function checkSwapAmount(
  input: string,
  { decimals, balance }: { decimals: number; balance: string | null },
): AmountProblem | null {
  const typed = input.trim();
  if (typed === '') return 'enterOutAmount';
  let amount: bigint;
  try {
    amount = parseAmount(typed, decimals);
  } catch {
    return 'enterCorrectAmount';
  }
  if (amount <= 0n) return 'enterCorrectAmount';
  if (balance !== null && amount > parseAmount(balance, decimals)) return 'insufficientBalance';
  return null;
}

/** The typed amount as the API takes it ('012.50' -> '12.5'), or null when malformed. */
export function normalizeSwapAmount(input: string, decimals: number): string | null {
  try {
    const amount = parseAmount(input.trim(), decimals);
    return amount > 0n ? formatAmount(amount, decimals) : null;
  } catch {
    return null;
  }
}
