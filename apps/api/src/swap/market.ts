import type { MarketPriceView } from '@xbond/shared/api/market';
import type { SwapAsset } from '@xbond/shared/api/swap';
import { AppError } from '../errors';
import type { MarketPrices } from '../market/prices';
import { marketPriceView } from '../market/summary';
import {
  type CurveOut,
  curveOut,
  type PairedAsset,
  type PairReserves,
  routePairs,
} from './pricing';

const PAIRED: readonly PairedAsset[] = ['X', 'TNB'];

export interface SwapPrices {
  /** The pairs whose price is fresh; a stale or never-read pair is missing. */
  reserves: PairReserves;
  /** The same pairs' fair reserves: at the reference price with the same product. */
  fair: PairReserves;
  /** The pairs whose spot is too far from the reference: nothing trades through them now. */
  moving: Set<PairedAsset>;
  /** Each fresh pair's prices as the screens show them. */
  views: Partial<Record<PairedAsset, MarketPriceView>>;
  /** When the oldest of them was read (by the product's clock). */
  at: Date;
}

/**
 * X's and TNB's pairs as the market cache has them (read at most 15 s ago). A price older than
 * the stale limit, or one the chain never answered, leaves its pair out: no swap prices
 * through it (docs/insurance.md, "Market price").
 */
export async function swapPrices(market: MarketPrices, now: Date): Promise<SwapPrices> {
  const quotes = await Promise.all(PAIRED.map((asset) => market.get(asset).catch(() => null)));
  const prices: SwapPrices = { reserves: {}, fair: {}, moving: new Set(), views: {}, at: now };
  quotes.forEach((quoted, i) => {
    const asset = PAIRED[i] as PairedAsset;
    if (!quoted || quoted.stale) return;
    prices.reserves[asset] = quoted.price.reserves;
    prices.fair[asset] = quoted.price.fair;
    prices.views[asset] = marketPriceView(quoted);
    if (quoted.price.moving) prices.moving.add(asset);
    if (quoted.price.at < prices.at) prices.at = quoted.price.at;
  });
  return prices;
}

/** True when every pair of the route has a fresh price and none is moving: a fill may use it. */
export const routeFillable = (prices: SwapPrices, from: SwapAsset, to: SwapAsset) =>
  routePairs(from, to).every((asset) => prices.reserves[asset] && !prices.moving.has(asset));

/** Refuses a route through a stale pair, naming the asset whose price is missing. */
export function checkRoute(prices: SwapPrices, from: SwapAsset, to: SwapAsset): void {
  const stale = routePairs(from, to).find((asset) => !prices.reserves[asset]);
  if (stale) throw new AppError('swapPriceStale', [stale]);
}

/**
 * Refuses a swap through a pair whose spot is too far from its reference (docs/insurance.md,
 * "Market price").
 */
export function checkNotMoving(prices: SwapPrices, from: SwapAsset, to: SwapAsset): void {
  if (routePairs(from, to).some((asset) => prices.moving.has(asset))) {
    throw new AppError('marketMoving');
  }
}

/**
 * What `net` of `from` buys of `to`: the lower of the output at the reserves now and at the
 * fair reserves of the reference price (docs/insurance.md, "Market price": worse for the buyer),
 * each through the x*y=k curve; the impact is the spot curve's.
 */
export function routeOut(
  prices: SwapPrices,
  from: SwapAsset,
  to: SwapAsset,
  net: bigint,
): CurveOut {
  const spot = curveOut(from, to, net, prices.reserves);
  const fair = curveOut(from, to, net, prices.fair);
  return fair.out < spot.out ? { out: fair.out, impactBps: spot.impactBps } : spot;
}

/** The prices of the route's pairs, as a quote shows them. */
export const routeViews = (prices: SwapPrices, from: SwapAsset, to: SwapAsset) =>
  routePairs(from, to).flatMap((asset) => {
    const view = prices.views[asset];
    return view ? [view] : [];
  });
