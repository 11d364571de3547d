import { AppError } from '../errors';
import type { MarketPrice, MarketPrices, PricedAsset, Quoted } from './prices';

/**
 * The price a quote may use (docs/insurance.md, "Market price"): refused while stale, i.e. when the
 * chain has not answered for longer than PRICE_STALE_SECONDS.
 */
export async function freshQuote(market: MarketPrices, asset: PricedAsset): Promise<Quoted> {
  const quoted = await market.get(asset);
  if (quoted.stale) throw new AppError('priceStale');
  return quoted;
}

/**
 * The price a purchase may be made at, as read: refused while spot is further from the
 * reference than PRICE_DEVIATION_MAX_BPS (`marketMoving`: one trade moved the pair, or the
 * market moves fast). The caller prices with `buyerPrice`: whichever is worse for the buyer.
 */
export function purchasable(price: MarketPrice): MarketPrice {
  if (price.moving) throw new AppError('marketMoving');
  return price;
}

/**
 * `purchasable`, read before a transaction (a chain call must not hold locks) but refused only
 * when the transaction uses it: an idempotent replay answers its first result without a price.
 */
export function purchasePriceForLater(
  market: MarketPrices,
  asset: PricedAsset,
): Promise<() => MarketPrice> {
  return freshQuote(market, asset).then(
    ({ price }) =>
      () =>
        purchasable(price),
    (error: unknown) => () => {
      throw error;
    },
  );
}
