import type { DiscountTerm } from '@xbond/shared/api/common';
import type { LiquidityBondRedemption } from '@xbond/shared/api/liquidityBond';
import { discounted, type Fraction } from '../bonds/price';
import { BPS, type LiquidityBondSettings } from '../bonds/settings';
import type { AssetBook } from '../ledger/assets';
import { type Decimals, fromUsdd } from '../market/convert';
import type { MarketPrice } from '../market/prices';
import { buyerPrice, fairLpValue } from '../market/reference';
import type { LiquidityBond } from './bonds';

/**
 * `lp` LP's value in USDD base units by the pair's fair reserves (docs/insurance.md, "Market
 * price") at the lower of spot and reference: the donor's LP is never worth more than either says.
 */
export const lpValue = (lp: bigint, p: MarketPrice, d: Decimals) =>
  fairLpValue(lp, buyerPrice(p, 'low'), d);

export interface DonationTerms {
  usddValue: bigint;
  /** LP released back; LP donated to the treasury (amount - principal). */
  principal: bigint;
  donated: bigint;
  bond: Fraction;
  /** X the donated half's USDD value buys at the term's discount. */
  interest: bigint;
}

/**
 * A donation of `amount` LP (docs/bonds.md): `principalBps` of it (50%) comes back as LP, the
 * rest is donated and its USDD value (fair, at the lower of spot and reference), at X's price
 * (the higher of them) less the term's discount, is paid in X. Every division rounds down (the
 * platform's favour): the principal, the values, the X.
 */
export function donationTerms(
  amount: bigint,
  term: DiscountTerm,
  price: MarketPrice,
  settings: Pick<LiquidityBondSettings, 'principalBps'>,
  d: Decimals,
): DonationTerms {
  const principal = (amount * BigInt(settings.principalBps)) / BPS;
  const donated = amount - principal;
  const bond = discounted(buyerPrice(price, 'high'), term.discountBps);
  return {
    usddValue: lpValue(amount, price, d),
    principal,
    donated,
    bond,
    interest: fromUsdd(lpValue(donated, price, d), bond, d, 'down'),
  };
}

/**
 * A forced redemption of an active bond now: the unreleased principal comes back less the
 * penalty (rounded **up**, kept by the treasury), and the unreleased interest stops.
 */
export function redemptionOf(
  b: Pick<LiquidityBond, 'principal' | 'principalReleased' | 'interest' | 'interestReleased'>,
  penaltyBps: number,
) {
  const principalLeft = b.principal - b.principalReleased;
  const penalty = (principalLeft * BigInt(penaltyBps) + BPS - 1n) / BPS;
  return {
    principalLeft,
    penalty,
    returned: principalLeft - penalty,
    interestForfeited: b.interest - b.interestReleased,
  };
}

/** A redemption's figures as the API shows them: LP, and the X forfeited. */
export function redemptionView(
  r: ReturnType<typeof redemptionOf>,
  book: Pick<AssetBook, 'format'>,
): LiquidityBondRedemption {
  return {
    principalLeft: book.format('LP', r.principalLeft),
    penalty: book.format('LP', r.penalty),
    returned: book.format('LP', r.returned),
    interestForfeited: book.format('X', r.interestForfeited),
  };
}
