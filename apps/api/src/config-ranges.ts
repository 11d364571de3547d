import { parseAmount } from '@xbond/shared/amount';

/**
 * The ranges of the economic amounts (whole units, decimal strings), checked at start beside
 * the schema's integer ranges: a value that would break a payout (a zero divisor, a zero
 * minimum that lets a request through to a zero posting) stops the start with its name.
 */
interface AmountRange {
  /** The least value allowed; `above` makes it exclusive (the value must be more). */
  least: string;
  above: boolean;
  most: string;
}

/** Settings carry at most this many decimals: every asset of the deployment has at least as many. */
const SETTING_DECIMALS = 6;
const LARGEST = '1000000000000';

const positive: AmountRange = { least: '0', above: true, most: LARGEST };
const anyAmount: AmountRange = { least: '0', above: false, most: LARGEST };

export const AMOUNT_RANGES = {
  WITHDRAW_MIN: positive,
  REWARD_POOL_FUNDING: anyAmount,
  INSURANCE_POOL_FUNDING: anyAmount,
  PLEDGE_MIN: positive,
  PLEDGE_LIMIT: positive,
  BOND_MIN: positive,
  BOND_DAILY_CAPACITY: positive,
  FLOWBOND_MIN: positive,
  TURBO_ACTIVATION_FEE: positive,
  TEAM_VALID_DIRECT_MIN: positive,
  // The divisor of the team coefficient (docs/team.md).
  TEAM_COEFFICIENT_PRINCIPAL: positive,
} as const satisfies Record<string, AmountRange>;

export type RangedAmount = keyof typeof AMOUNT_RANGES;

/** Pairs of settings where the first may not exceed the second. */
const ORDERED: [RangedAmount, RangedAmount][] = [
  ['PLEDGE_MIN', 'PLEDGE_LIMIT'],
  ['BOND_MIN', 'BOND_DAILY_CAPACITY'],
];

const units = (text: string) => parseAmount(text, SETTING_DECIMALS);

function describeRange(r: AmountRange): string {
  return `must be ${r.above ? 'above' : 'at least'} ${r.least} and at most ${r.most}`;
}

/**
 * Every problem of the economic amounts, one line each naming its setting; empty when all
 * hold. The values have passed the schema's amount pattern.
 */
export function amountRangeProblems(values: Record<RangedAmount, string>): string[] {
  const problems: string[] = [];
  for (const [name, range] of Object.entries(AMOUNT_RANGES) as [RangedAmount, AmountRange][]) {
    const text = values[name];
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
  for (const [low, high] of ORDERED) {
    if (units(values[low]) > units(values[high])) {
      problems.push(`${low}: must be at most ${high} (got "${values[low]}" > "${values[high]}")`);
    }
  }
  return problems;
}
