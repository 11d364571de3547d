import { parseAmount } from '@xbond/shared/amount';

/**
 * The ranges of the economic amounts (whole units, decimal strings), checked at start beside
 * the schema's integer ranges: a value that would break a payout (a zero divisor, a zero
 * minimum that lets a request through to a zero posting) stops the start with its name. Each
 * part declares its amounts' ranges with its settings (setting-kit.ts).
 */
export interface AmountRange {
  /** The least value allowed; `above` makes it exclusive (the value must be more). */
  least: string;
  above: boolean;
  most: string;
}

/** Settings carry at most this many decimals: every asset of the deployment has at least as many. */
const SETTING_DECIMALS = 6;
const LARGEST = '1000000000000';

export const POSITIVE: AmountRange = { least: '0', above: true, most: LARGEST };
export const ANY_AMOUNT: AmountRange = { least: '0', above: false, most: LARGEST };

const units = (text: string) => parseAmount(text, SETTING_DECIMALS);

function describeRange(r: AmountRange): string {
  return `must be ${r.above ? 'above' : 'at least'} ${r.least} and at most ${r.most}`;
}

/**
 * Every problem of the amounts, one line each naming its setting; empty when all hold. The
 * values have passed the schema's amount pattern. `ordered`: pairs where the first may not
 * exceed the second, checked once every amount is in its range.
 */
export function amountRangeProblems(
  ranges: Readonly<Record<string, AmountRange>>,
  ordered: readonly (readonly [string, string])[],
  values: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const [name, range] of Object.entries(ranges)) {
    const text = values[name] ?? '';
    let value: bigint;
    try {
      value = units(text);
    } catch {
      problems.push(`${name}: at most ${SETTING_DECIMALS} decimals (got "${text}")`);
      continue;
    }
    const least = units(range.least);
    const low = range.above ? value <= least : value < least;
    if (low || value > units(range.most)) {
      problems.push(`${name}: ${describeRange(range)} (got "${text}")`);
    }
  }
  if (problems.length) return problems;
  for (const [low, high] of ordered) {
    const [a, b] = [values[low] ?? '', values[high] ?? ''];
    if (units(a) > units(b)) problems.push(`${low}: must be at most ${high} (got "${a}" > "${b}")`);
  }
  return problems;
}
