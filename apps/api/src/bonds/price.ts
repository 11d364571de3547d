import { AmountError, formatAmount, parseAmount } from '@xbond/shared/amount';
import { BOND_PRICE_DECIMALS } from '@xbond/shared/values/bonds';

import { AppError } from '../errors';
import type { MarketPrice } from '../market/prices';
import { BPS } from './settings';

/** A price in USDD per whole X as an exact fraction. */
export type Fraction = Pick<MarketPrice, 'num' | 'den'>;

const SCALE = 10n ** BigInt(BOND_PRICE_DECIMALS);

/** The bond price: market price x (1 - discount), exact. */
export const discounted = (market: Fraction, discountBps: number): Fraction => ({
  num: market.num * (BPS - BigInt(discountBps)),
  den: market.den * BPS,
});

/**
 * A bond price as shown, rounded **up** to 18 decimals: the buyer who sends it back as
 * `maxPrice` buys at exactly this price (a rounded-down figure would read as a price move).
 */
export const priceText = (p: Fraction): string =>
  formatAmount((p.num * SCALE + p.den - 1n) / p.den, BOND_PRICE_DECIMALS);

/** Refuses a purchase whose bond price is above the buyer's `maxPrice` (the price moved). */
export function checkMaxPrice(p: Fraction, maxPrice: string): void {
  let max: bigint;
  try {
    max = parseAmount(maxPrice, BOND_PRICE_DECIMALS);
  } catch (error) {
    if (!(error instanceof AmountError)) throw error;
    throw new AppError('invalidRequest', [`maxPrice has at most ${BOND_PRICE_DECIMALS} decimals`]);
  }
  if (p.num * SCALE > max * p.den) throw new AppError('bondPriceMoved', [priceText(p), maxPrice]);
}
