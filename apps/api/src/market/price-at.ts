import type { MarketPrices, PricedAsset, PricePoint } from './prices';

export class NoPriceError extends Error {
  override readonly name = 'NoPriceError';
  constructor(asset: PricedAsset, at: Date, cause: unknown) {
    // The chain's own words stay in the message: they are what the job's failure records.
    const why = cause instanceof Error ? cause.message : String(cause);
    super(`no reference price of ${asset} for ${at.toISOString()}: ${why}`, { cause });
  }
}

/**
 * The reference price of `asset` at `at` (a period's end): the one price every settlement reads
 * (docs/time.md, "The state of the day"). From the observations kept near `at`, so a period
 * settled late, after its job failed or waited, prices by its own end; else the reference read
 * fresh from the chain, never the cache (docs/insurance.md, "Market price"): one trade just before
 * cannot move it, a move that lasted has reached it. Observations exist only while the product ran,
 * so a period that ended while it was down prices by the reference at catch-up. A chain that does
 * not answer throws: the job that asked fails alone and is retried, never paying an old price.
 */
export async function referencePriceAt(
  market: Pick<MarketPrices, 'readNow' | 'referenceAt'>,
  asset: PricedAsset,
  at: Date,
): Promise<PricePoint> {
  const kept = await market.referenceAt(asset, at);
  if (kept) return kept;
  try {
    return (await market.readNow(asset)).reference;
  } catch (error) {
    throw new NoPriceError(asset, at, error);
  }
}
