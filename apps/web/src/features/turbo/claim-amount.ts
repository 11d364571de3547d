/**
 * The turbine claim's amount rules, checked before any request: 'Enter amount', 'Enter a valid
 * amount', and no more than claimable. Exact: compared in X base units, never as JS numbers.
 */
import { formatAmount, parseAmount } from '@xbond/shared/amount';

export type ClaimProblem = 'enterAmount' | 'enterValidAmount' | 'tooMuch';

/** The first problem of the typed amount, or null with the amount as the API takes it. */
export function checkClaim(
  input: string,
  claimable: string,
  decimals: number,
): { problem: ClaimProblem; amount: null } | { problem: null; amount: string } {
  const typed = input.trim();
  if (typed === '') return { problem: 'enterAmount', amount: null };
  let units: bigint;
  try {
    units = parseAmount(typed, decimals);
  } catch {
    return { problem: 'enterValidAmount', amount: null };
  }
  if (units <= 0n) return { problem: 'enterValidAmount', amount: null };
  if (units > parseAmount(claimable, decimals)) return { problem: 'tooMuch', amount: null };
  return { problem: null, amount: formatAmount(units, decimals) };
}

/** What buying `bought` X releases: min(bought, pending), or null for a malformed amount. */
export function releaseFor(bought: string, pending: string, decimals: number): string | null {
  let units: bigint;
  try {
    units = parseAmount(bought.trim(), decimals);
  } catch {
    return null;
  }
  const waiting = parseAmount(pending, decimals);
  return formatAmount(units < waiting ? units : waiting, decimals);
}
