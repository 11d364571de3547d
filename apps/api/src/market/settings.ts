import { Int, partSettings } from '../setting-kit';
import type { OracleSettings } from './oracle';

/**
 * Market prices: read again after `cacheMs`, stale after `staleMs`; purchases refused while
 * spot is more than `deviationMaxBps` from the reference, the `oracle`'s average.
 */
export interface MarketSettings {
  cacheMs: number;
  staleMs: number;
  deviationMaxBps: number;
  oracle: OracleSettings;
}

/** Market prices' environment variables (docs/insurance.md "Market price", docs/security.md "Prices"). */
export const MARKET_SETTINGS = partSettings({
  env: {
    // Prices from the pairs on chain: read again past this age, stale (blocking quotes) past that one.
    PRICE_CACHE_SECONDS: Int(1, 3600, 15),
    PRICE_STALE_SECONDS: Int(10, 86_400, 300),
    // The reference price: the pair's TWAP over this window, an observation kept at most this
    // often, and how far (basis points) spot may be from it before purchases are refused.
    PRICE_TWAP_MINUTES: Int(1, 1440, 30),
    PRICE_OBSERVATION_SECONDS: Int(5, 3600, 60),
    PRICE_DEVIATION_MAX_BPS: Int(10, 5000, 300),
  },
  problems: (s) =>
    s.PRICE_CACHE_SECONDS >= s.PRICE_STALE_SECONDS
      ? ['PRICE_CACHE_SECONDS: must be below PRICE_STALE_SECONDS']
      : [],
  read: (s): MarketSettings => ({
    cacheMs: s.PRICE_CACHE_SECONDS * 1000,
    staleMs: s.PRICE_STALE_SECONDS * 1000,
    deviationMaxBps: s.PRICE_DEVIATION_MAX_BPS,
    oracle: {
      windowSeconds: s.PRICE_TWAP_MINUTES * 60,
      observeEverySeconds: s.PRICE_OBSERVATION_SECONDS,
    },
  }),
});
