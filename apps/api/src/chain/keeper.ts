/** The part of the local chain the keeper needs (@xbond/contracts/chain's LocalChain). */
export interface SavableChain {
  /** Writes the chain's whole state to its file; answers the block now durable. */
  saveState(): Promise<bigint>;
}

export interface KeeperLog {
  error(obj: object, msg: string): void;
}

/**
 * Keeps the local chain's state on disk and knows which block is durable (docs/time.md,
 * "Restarts"). Money is only booked from durable blocks, so a product killed at any moment
 * restarts with a chain that holds every block its ledger has credited. Saves are shared:
 * callers arriving during a save wait for it, then save again only if still short.
 */
export class ChainKeeper {
  private saved = -1n;
  private saving: Promise<bigint> | null = null;
  private timer: NodeJS.Timeout | null = null;

  /** `head`: the chain's latest block number, so a timer tick with nothing new saves nothing. */
  constructor(
    private readonly chain: SavableChain,
    private readonly head: () => Promise<bigint>,
  ) {}

  /** The newest block up to `block` that is durable, saving the chain first if needed. */
  async durable(block: bigint): Promise<bigint> {
    for (let tries = 0; block > this.saved && tries < 2; tries++) await this.save();
    return block < this.saved ? block : this.saved;
  }

  /** Saves now (or joins the save in flight). */
  save(): Promise<bigint> {
    this.saving ??= this.chain
      .saveState()
      .then((block) => {
        if (block > this.saved) this.saved = block;
        return this.saved;
      })
      .finally(() => {
        this.saving = null;
      });
    return this.saving;
  }

  /**
   * Saves every `intervalMs` as well, so what happens on the chain without the product
   * booking it (a wallet's own transfers) is lost at most that long after a hard crash.
   */
  start(intervalMs: number, log: KeeperLog): void {
    const loop = async () => {
      try {
        if ((await this.head()) > this.saved) await this.save();
      } catch (error) {
        log.error({ err: error }, 'chain save failed');
      }
      this.timer = setTimeout(loop, intervalMs);
    };
    this.timer = setTimeout(loop, intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.saving?.catch(() => {});
  }
}
