import type { InsuranceCurrency } from '@xbond/shared/api/insurance';
import { type Decimals, fromUsdd, toUsdd } from '../market/convert';
import type { MarketPrice } from '../market/prices';

export interface InsuranceSettings {
  /** The premium: this share of the covered principal's USDD value (500 = 5%). */
  premiumBps: number;
  /** The guaranteed return over the value at purchase (0 = the value itself). */
  minReturnBps: number;
}

const BPS = 10_000n;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

export interface PolicyTerms {
  /** USDD base units: the covered principal's value at purchase, and the guaranteed value. */
  insuredValue: bigint;
  guarantee: bigint;
  /** In the insured currency's base units. */
  premium: bigint;
}

/**
 * What a policy costs and guarantees (docs/insurance.md). Rounding is in the platform's favour:
 * the value and the guarantee down, the premium up. A premium in X is the same share of the
 * covered X (its USDD value at the same price, in X).
 */
export function policyTerms(
  covered: bigint,
  currency: InsuranceCurrency,
  price: Pick<MarketPrice, 'num' | 'den'>,
  d: Decimals,
  s: InsuranceSettings,
): PolicyTerms {
  const insuredValue = toUsdd(covered, price, d, 'down');
  const guarantee = (insuredValue * (BPS + BigInt(s.minReturnBps))) / BPS;
  const premium =
    currency === 'USDD'
      ? ceilDiv(insuredValue * BigInt(s.premiumBps), BPS)
      : ceilDiv(covered * BigInt(s.premiumBps), BPS);
  return { insuredValue, guarantee, premium };
}

export interface MaturityOutcome {
  /** USDD base units: the covered principal and its share of the rewards, at maturity. */
  value: bigint;
  /** What the policy owes, in the insured currency's base units (0 when the value held). */
  due: bigint;
}

/**
 * At maturity: value = (covered principal + its share of the order's rewards) x X's price
 * then; below the guarantee the difference is owed, in the insured currency at that price.
 * The value is rounded up and the X owed down: the platform's favour.
 */
export function maturityOutcome(
  p: { covered: bigint; orderAmount: bigint; orderRewards: bigint; guarantee: bigint },
  currency: InsuranceCurrency,
  price: Pick<MarketPrice, 'num' | 'den'>,
  d: Decimals,
): MaturityOutcome {
  const rewardShare = (p.orderRewards * p.covered) / p.orderAmount;
  const value = toUsdd(p.covered + rewardShare, price, d, 'up');
  if (value >= p.guarantee) return { value, due: 0n };
  const missing = p.guarantee - value;
  return { value, due: currency === 'USDD' ? missing : fromUsdd(missing, price, d, 'down') };
}
