import { useState } from 'react';
import { loadSlippage, type SlippageBounds, saveSlippage } from '../slippage';

/** The slippage tolerance in basis points, kept across reloads (localStorage). */
export function useSlippage(bounds: SlippageBounds): [number, (bps: number) => void] {
  const [bps, setBps] = useState(() => loadSlippage(bounds));
  const set = (next: number) => {
    setBps(next);
    saveSlippage(next);
  };
  return [bps, set];
}
