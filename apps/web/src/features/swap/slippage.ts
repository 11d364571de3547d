/**
 * The swap's slippage tolerance (docs/trading.md): presets and a custom value in percent,
 * always within the server's bounds (system_info.swap.slippage), kept in localStorage so a
 * refresh or a new tab keeps the user's choice. Basis points inside (50 = 0.5%).
 */
import { formatAmount, parseAmount } from '@xbond/shared/amount';

export interface SlippageBounds {
  defaultBps: number;
  minBps: number;
  maxBps: number;
}

export const SLIPPAGE_STORAGE_KEY = 'xbond.swap.slippageBps';

/** What exchanges usually offer (0.1%, 0.5%, 1%), plus the server's default, within bounds. */
const PRESETS_BPS = [10, 50, 100];

export function slippagePresets({ defaultBps, minBps, maxBps }: SlippageBounds): number[] {
  const all = new Set([...PRESETS_BPS, defaultBps]);
  return [...all].filter((bps) => bps >= minBps && bps <= maxBps).sort((a, b) => a - b);
}

export const withinBounds = (bps: number, { minBps, maxBps }: SlippageBounds) =>
  Number.isInteger(bps) && bps >= minBps && bps <= maxBps;

/** A typed percent ('0.75') in basis points (75); null when not a percent with <= 2 decimals. */
export function percentToBps(input: string): number | null {
  try {
    const bps = parseAmount(input.trim(), 2);
    return bps <= 10_000n ? Number(bps) : null;
  } catch {
    return null;
  }
}

/** Basis points as the custom field takes them (50 -> '0.5'): exact, not localized. */
export const bpsToPercentInput = (bps: number) => formatAmount(BigInt(bps), 2);

/** The kept choice, if it is still within the bounds; else the server's default. */
export function loadSlippage(bounds: SlippageBounds): number {
  try {
    const kept = Number(window.localStorage.getItem(SLIPPAGE_STORAGE_KEY));
    if (withinBounds(kept, bounds)) return kept;
  } catch {
    // Storage disabled: the default.
  }
  return bounds.defaultBps;
}

export function saveSlippage(bps: number): void {
  try {
    window.localStorage.setItem(SLIPPAGE_STORAGE_KEY, String(bps));
  } catch {
    // Storage disabled: the choice lasts until the page is left.
  }
}
