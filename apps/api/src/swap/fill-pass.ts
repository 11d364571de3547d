import type { TradingContext } from '../trading/context';
import { lockTrading } from '../trading/lock';
import { fillQueues } from './fill';
import { swapPrices } from './market';
import type { SwapRow } from './swaps';

/**
 * One fill pass in its own transaction: the market's prices now, the trading lock, then every
 * queue filled in order (fill.ts). Answers the swaps it filled, by id, as they are now.
 */
export async function fillPass(ctx: TradingContext, now: Date): Promise<Map<string, SwapRow>> {
  const { ledger, clock } = ctx.money;
  const prices = await swapPrices(ctx.market, now);
  return ledger.transaction(
    async (tx) => {
      const inventory = await lockTrading(tx);
      const completed = new Map<string, SwapRow>();
      await fillQueues({ tx, ctx, prices, inventory, at: clock.now(), completed });
      return completed;
    },
    { urgent: true },
  );
}

/**
 * The fill passes this process asks for after placing swaps, one at a time: a request made
 * while a pass runs joins the next one, which starts when it ends and fills every swap placed
 * meanwhile. Why: fills are serial (the trading lock), so swaps placed together are filled
 * under one lock and one commit, and this process holds one database connection waiting for
 * the lock instead of one per swap (the others serve everything else). Other instances
 * serialise with these on the lock itself.
 */
class FillPasses {
  private running: Promise<Map<string, SwapRow>> | null = null;
  private next: Promise<Map<string, SwapRow>> | null = null;

  constructor(private readonly ctx: TradingContext) {}

  /** A pass that starts after this call: it sees every swap committed before it. */
  request(): Promise<Map<string, SwapRow>> {
    if (this.next) return this.next;
    if (!this.running) return this.start();
    const after = this.running.catch(() => null);
    this.next = after.then(() => {
      this.next = null;
      return this.start();
    });
    return this.next;
  }

  private start(): Promise<Map<string, SwapRow>> {
    const pass = fillPass(this.ctx, this.ctx.money.clock.now()).finally(() => {
      if (this.running === pass) this.running = null;
    });
    this.running = pass;
    return pass;
  }
}

const passes = new WeakMap<TradingContext, FillPasses>();

/**
 * Asks for a fill pass of `ctx`'s product (see FillPasses); resolves once it committed, with
 * the swaps it filled.
 */
export function requestFillPass(ctx: TradingContext): Promise<Map<string, SwapRow>> {
  let filler = passes.get(ctx);
  if (!filler) {
    filler = new FillPasses(ctx);
    passes.set(ctx, filler);
  }
  return filler.request();
}
