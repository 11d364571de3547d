import type { MarketPrice, MarketPrices, PricedAsset } from './prices';

export class NoPriceError extends Error {
  override readonly name = 'NoPriceError';
  constructor(asset: PricedAsset, at: Date) {
    super(`no fresh price of ${asset} for ${at.toISOString()}`);
  }
}

/**
 * The reference price of `asset` at `at` (a period's end): the one price every settlement
 * reads (time-and-jobs.md, "The state of the day"). Backed for now by the pair's price read
 * when the period is first settled, which is the price at `at` when the period settles on time;
 * the reference price's observations, once kept, answer for `at` itself, so a period settled
 * after downtime prices by its own end. A stale price (the chain not answering) throws: the
 * job that asked fails alone and is retried, it never pays by an old price.
 */
export async function referencePriceAt(
  market: Pick<MarketPrices, 'get'>,
  asset: PricedAsset,
  at: Date,
): Promise<MarketPrice> {
  const quoted = await market.get(asset);
  if (quoted.stale) throw new NoPriceError(asset, at);
  return quoted.price;
}
