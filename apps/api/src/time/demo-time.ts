import type { DemoChain } from '../chain/client';
import type { Db } from '../db/db';
import type { DemoClock } from './clock';

/**
 * The local demo's time: the demo clock and the local chain's clock move together, so voucher
 * deadlines on chain agree with what the product shows (docs/time.md).
 */
export class DemoTime {
  constructor(
    readonly clock: DemoClock,
    private readonly chain: DemoChain,
    private readonly db: Db,
  ) {}

  /**
   * At start: a reloaded chain forgets its clock (Anvil keeps blocks, not the time offset), so
   * it is set to the demo clock again, and a chain already later than the clock pulls the
   * clock forward: neither ever runs backwards.
   */
  async sync(): Promise<void> {
    await this.clock.notBefore(this.db, await this.chain.latestTime());
    await this.chain.setTime(this.clock.now());
  }

  /** Moves both forward and mines a block at the new time, saved before answering. */
  async advance(seconds: number): Promise<Date> {
    const now = await this.clock.advance(this.db, seconds * 1000);
    await this.chain.setTime(now, { mine: true });
    await this.chain.keeper.save();
    return now;
  }
}
