import { AppError } from '../errors';
import type { MarketPrice, MarketPrices, PricedAsset } from './prices';

/**
 * The price a quote or a purchase may use (business-rules 1): refused while stale, i.e. when
 * the chain has not answered for longer than PRICE_STALE_SECONDS. Insurance premiums, bonds
 * and swaps all ask here.
 */
export async function freshPrice(market: MarketPrices, asset: PricedAsset): Promise<MarketPrice> {
  const { price, stale } = await market.get(asset);
  if (stale) throw new AppError('priceStale');
  return price;
}

/**
 * `freshPrice`, read before a transaction (a chain call must not hold locks) but refused only
 * when the transaction uses it: an idempotent replay answers its first result without a price.
 */
export function freshPriceForLater(
  market: MarketPrices,
  asset: PricedAsset,
): Promise<() => MarketPrice> {
  return freshPrice(market, asset).then(
    (price) => () => price,
    (error: unknown) => () => {
      throw error;
    },
  );
}
