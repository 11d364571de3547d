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
