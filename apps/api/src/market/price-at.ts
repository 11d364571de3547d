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
 * The reference price of `asset` for a period ending at `at`: the one price every settlement
 * reads (time-and-jobs.md, "The state of the day"). It is the reference read fresh from the
 * chain, never the cache (business-rules 1): when the period settles on time, that is the
 * reference at its end; one trade just before cannot move it, a move that lasted has reached
 * it. The observations behind the reference cover only the last window, so a period settled
 * after downtime prices by the reference at catch-up (docs/insurance.md). A chain that does not
 * answer throws: the job that asked fails alone and is retried, it never pays by an old price.
 */
export async function referencePriceAt(
  market: Pick<MarketPrices, 'readNow'>,
  asset: PricedAsset,
  at: Date,
): Promise<PricePoint> {
  try {
    return (await market.readNow(asset)).reference;
  } catch (error) {
    throw new NoPriceError(asset, at, error);
  }
}
