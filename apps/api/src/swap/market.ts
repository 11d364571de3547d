import type { SwapAsset } from '@xbond/shared/api/swap';
import { AppError } from '../errors';
import type { MarketPrices } from '../market/prices';
import { type PairedAsset, type PairReserves, routePairs } from './pricing';

const PAIRED: readonly PairedAsset[] = ['X', 'TNB'];

export interface SwapPrices {
  /** The pairs whose price is fresh; a stale or never-read pair is missing. */
  reserves: PairReserves;
  /** When the oldest of them was read (by the product's clock). */
  at: Date;
}

/**
 * X's and TNB's pairs as the market cache has them (read at most 15 s ago). A price older than
 * the stale limit, or one the chain never answered, leaves its pair out: no swap prices
 * through it (business-rules 1).
 */
export async function swapPrices(market: MarketPrices, now: Date): Promise<SwapPrices> {
  const quotes = await Promise.all(PAIRED.map((asset) => market.get(asset).catch(() => null)));
  const reserves: PairReserves = {};
  let at = now;
  quotes.forEach((quoted, i) => {
    if (!quoted || quoted.stale) return;
    reserves[PAIRED[i] as PairedAsset] = quoted.price.reserves;
    if (quoted.price.at < at) at = quoted.price.at;
  });
  return { reserves, at };
}

/** True when every pair of the route has a fresh price. */
export const routeFresh = (prices: SwapPrices, from: SwapAsset, to: SwapAsset) =>
  routePairs(from, to).every((asset) => prices.reserves[asset]);

/** Refuses a route through a stale pair, naming the asset whose price is missing. */
export function checkRoute(prices: SwapPrices, from: SwapAsset, to: SwapAsset): void {
  const stale = routePairs(from, to).find((asset) => !prices.reserves[asset]);
  if (stale) throw new AppError('swapPriceStale', [stale]);
}
