import type { TradingContext } from '../trading/context';
import { lockTrading } from '../trading/lock';
import { fillQueues, type Joiners } from './fill';
import { swapPrices } from './market';
import type { SwapRow } from './swaps';

/**
 * One fill pass in its own transaction: the market's prices now, the trading lock, then every
 * queue filled in order (fill.ts), with the swaps `joiners` announces meanwhile. Answers the
 * swaps it filled, by id, as they are now.
 */
export async function fillPass(
  ctx: TradingContext,
  now: Date,
  joiners?: Joiners,
): Promise<Map<string, SwapRow>> {
  const prices = await swapPrices(ctx.market, now);
  return ctx.money.ledger.transaction(
    async (tx) => {
      const inventory = await lockTrading(tx);
      const completed = new Map<string, SwapRow>();
      await fillQueues({ tx, ctx, prices, inventory, completed, joiners });
      return completed;
    },
    { urgent: true },
  );
}

/**
 * How many times a pass reads the queues again for swaps placed while it runs: a steady stream
 * of swaps must not keep one pass (and the trading lock) from committing.
 */
export const JOINED_READS = 4;

/** The pass in progress while it still reads the queues: whether a swap asked since its last read. */
interface OpenPass {
  asked: boolean;
  readsLeft: number;
}

/**
 * Passes run one at a time on request (`pass`: fillPass). A request made while a pass can
 * still read the queues joins it: the pass reads them again before it commits. A request made
 * once it stopped reading joins the next pass, which starts when it ends and fills every swap
 * placed meanwhile. Why: fills are serial (the trading lock), so swaps placed together are
 * filled under one lock and one commit, and this process holds one database connection waiting
 * for the lock instead of one per swap (the others serve everything else); joining the pass in
 * progress spares a swap the wait for it to end. Other instances serialise with these on the
 * lock itself.
 */
export class JoinedPasses<T> {
  private open: OpenPass | null = null;
  private running: Promise<T> | null = null;
  private next: Promise<T> | null = null;

  constructor(private readonly pass: (joiners: Joiners) => Promise<T>) {}

  /** A pass that reads the queues after this call: it sees every swap committed before it. */
  request(): Promise<T> {
    if (this.open && this.running) {
      this.open.asked = true;
      return this.running;
    }
    if (this.next) return this.next;
    if (!this.running) return this.start();
    const after = this.running.catch(() => null);
    this.next = after.then(() => {
      this.next = null;
      return this.start();
    });
    return this.next;
  }

  private start(): Promise<T> {
    const open: OpenPass = { asked: false, readsLeft: JOINED_READS };
    const close = () => {
      if (this.open === open) this.open = null;
    };
    const joiners: Joiners = {
      // The read that follows sees every swap asked for until now; after the last, none joins.
      arrived: () => {
        if (!open.asked) return false;
        open.asked = false;
        if (--open.readsLeft === 0) close();
        return true;
      },
      close,
    };
    this.open = open;
    const pass = this.pass(joiners).finally(() => {
      close();
      if (this.running === pass) this.running = null;
    });
    this.running = pass;
    return pass;
  }
}

const passes = new WeakMap<TradingContext, JoinedPasses<Map<string, SwapRow>>>();

/**
 * Asks for a fill pass of `ctx`'s product (see JoinedPasses); resolves once it committed, with
 * the swaps it filled.
 */
export function requestFillPass(ctx: TradingContext): Promise<Map<string, SwapRow>> {
  let filler = passes.get(ctx);
  if (!filler) {
    filler = new JoinedPasses((joiners) => fillPass(ctx, ctx.money.clock.now(), joiners));
    passes.set(ctx, filler);
  }
  return filler.request();
}
