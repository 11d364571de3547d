/**
 * The amount rules of the deposit and withdraw forms (spec section 5): 'Enter amount',
 * 'Enter a valid amount', 'Withdrawal amount cannot be less than {0}', 'Insufficient balance'.
 * Exact: every comparison is in token base units (bigint), never a JS number.
 */
import { AmountError, formatAmount, parseAmount } from '@xbond/shared/amount';

export type AmountProblem =
  | 'enterAmount'
  | 'enterValidAmount'
  | 'minWithdraw'
  | 'insufficientBalance';

export interface AmountLimits {
  decimals: number;
  /** The most that can be spent (wallet balance for a deposit, available for a withdrawal). */
  balance?: string | null;
  /** The smallest accepted amount (withdrawals). */
  min?: string | null;
}

/** Base units of a decimal string the server or the chain gave us (never user input). */
function units(value: string, decimals: number): bigint {
  try {
    return parseAmount(value, decimals);
  } catch {
    // More fraction digits than the token has: cannot happen for server figures; be safe.
    const [whole = '0', fraction = ''] = value.split('.');
    return parseAmount(`${whole}.${fraction.slice(0, decimals)}`.replace(/\.$/, ''), decimals);
  }
}

/** The first problem of the typed amount, or null when it can be submitted. */
export function checkAmount(input: string, limits: AmountLimits): AmountProblem | null {
  const typed = input.trim();
  if (typed === '') return 'enterAmount';
  let amount: bigint;
  try {
    amount = parseAmount(typed, limits.decimals);
  } catch (error) {
    if (error instanceof AmountError && error.reason === 'empty') return 'enterAmount';
    return 'enterValidAmount';
  }
  if (amount <= 0n) return 'enterValidAmount';
  if (limits.min && amount < units(limits.min, limits.decimals)) return 'minWithdraw';
  if (limits.balance != null && amount > units(limits.balance, limits.decimals)) {
    return 'insufficientBalance';
  }
  return null;
}

/** The typed amount as the API takes it ('012.50' -> '12.5'); call after checkAmount. */
export function normalizeAmount(input: string, decimals: number): string {
  return formatAmount(parseAmount(input.trim(), decimals), decimals);
}
