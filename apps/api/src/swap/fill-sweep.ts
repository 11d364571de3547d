import type { Sweep } from '../jobs/job';
import type { TradingContext } from '../trading/context';
import { lockTrading } from '../trading/lock';
import { fillQueues } from './fill';
import { swapPrices } from './market';

/**
 * On every runner tick: fills the Pending Exchange swaps that inventory now covers (a treasury
 * top-up the watcher credited, the vortex fees) or that the price now lets fill within their
 * slippage. Reads no price and takes no lock while nothing waits.
 */
export function swapFillSweep(ctx: TradingContext): Sweep {
  const { db, ledger, clock } = ctx.money;
  return {
    name: 'swap-fill',
    async run(now) {
      const waiting = await db.query(`SELECT 1 FROM swaps WHERE status = 'pending' LIMIT 1`);
      if (waiting.length === 0) return 0;
      const prices = await swapPrices(ctx.market, now);
      return ledger.transaction(async (tx) => {
        const inventory = await lockTrading(tx);
        return fillQueues({ tx, ctx, prices, inventory, at: clock.now() });
      });
    },
  };
}
