import type { Sweep } from '../jobs/job';
import type { MarketPrices } from './prices';

/**
 * On every runner tick: reads both pairs (at most once per PRICE_CACHE_SECONDS), which keeps a
 * reference price observation of each when one is due (oracle.ts). Without it a quiet product
 * would have no history to average, and the first purchase after a while would find none.
 */
export function priceObservationSweep(market: MarketPrices): Sweep {
  return {
    name: 'price-observation',
    async run() {
      await market.observe();
      return 0;
    },
  };
}
