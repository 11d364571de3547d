import { ConfigError, Int, partSettings } from '../setting-kit';

/**
 * The flash swap's settings (docs/trading.md), read and validated with every other setting in
 * config.ts. Rates are integers in basis points (30 = 0.3%): exact, no floats.
 */
export interface SwapSettings {
  /** Taken from every swap's input, rounded up. */
  feeBps: number;
  /** The fee's share that goes to the prize pool (in USDD); the rest stays with the treasury. */
  prizeShareBps: number;
  /** The slippage a swap gets when the client sends none, and the range a client may send. */
  slippage: { defaultBps: number; minBps: number; maxBps: number };
  /** Above this price impact the swap screen warns (the server only reports it). */
  priceImpactWarnBps: number;
  /** Most Pending Exchange swaps one user may have waiting at once. */
  pendingMax: number;
}

export const BPS = 10_000n;

/** The flash swap's environment variables, in basis points. */
export const SWAP_SETTINGS = partSettings({
  env: {
    SWAP_FEE_BPS: Int(0, 1000, 30),
    SWAP_PRIZE_SHARE_BPS: Int(0, 10_000, 5000),
    SWAP_SLIPPAGE_DEFAULT_BPS: Int(1, 10_000, 50),
    SWAP_SLIPPAGE_MIN_BPS: Int(1, 10_000, 10),
    SWAP_SLIPPAGE_MAX_BPS: Int(1, 10_000, 500),
    SWAP_PRICE_IMPACT_WARN_BPS: Int(0, 10_000, 300),
    // Pending Exchange swaps one user may have waiting: bounds what every fill pass walks.
    SWAP_PENDING_MAX: Int(1, 1000, 10),
  },
  read: (s): SwapSettings => {
    const slippage = {
      defaultBps: s.SWAP_SLIPPAGE_DEFAULT_BPS,
      minBps: s.SWAP_SLIPPAGE_MIN_BPS,
      maxBps: s.SWAP_SLIPPAGE_MAX_BPS,
    };
    if (slippage.minBps > slippage.defaultBps || slippage.defaultBps > slippage.maxBps) {
      throw new ConfigError(
        'Invalid settings SWAP_SLIPPAGE_*: need MIN_BPS <= DEFAULT_BPS <= MAX_BPS',
      );
    }
    return {
      feeBps: s.SWAP_FEE_BPS,
      prizeShareBps: s.SWAP_PRIZE_SHARE_BPS,
      slippage,
      priceImpactWarnBps: s.SWAP_PRICE_IMPACT_WARN_BPS,
      pendingMax: s.SWAP_PENDING_MAX,
    };
  },
});
