import type { Sweep } from '../jobs/job';
import type { TradingContext } from '../trading/context';
import { fillPass } from './fill-pass';

/**
 * On every runner tick: fills the Pending Exchange swaps that inventory now covers (a treasury
 * top-up the watcher credited, the vortex fees) or that the price now lets fill within their
 * slippage. Reads no price and takes no lock while nothing waits.
 */
export function swapFillSweep(ctx: TradingContext): Sweep {
  const { db } = ctx.money;
  return {
    name: 'swap-fill',
    async run(now) {
      const waiting = await db.query(`SELECT 1 FROM swaps WHERE status = 'pending' LIMIT 1`);
      if (waiting.length === 0) return 0;
      return (await fillPass(ctx, now)).size;
    },
  };
}
