/** The chain no longer holds the block the watcher read last: its history was rewritten. */
export interface Reorg {
  /** The cursor's block number. */
  block: bigint;
  /** The hash the watcher read there. */
  expected: string;
  /** The hash the chain has there now (null: the chain ends before that block). */
  found: string | null;
}

/**
 * What the watcher found about the chain, shared in the process: /health reports it and
 * deposit callbacks refuse to credit while it stands (docs/ledger.md, "Reorgs"). Every API
 * instance runs a watcher and finds the same state on its own.
 */
export class ChainStatus {
  private current: Reorg | null = null;

  get reorg(): Reorg | null {
    return this.current;
  }

  /** Records the reorg; true when it is new (so the caller logs it once). */
  reorged(reorg: Reorg): boolean {
    const fresh = this.current?.block !== reorg.block || this.current?.found !== reorg.found;
    this.current = reorg;
    return fresh;
  }

  /** The cursor's block is on the chain again (an operator restored it). */
  healthy(): void {
    this.current = null;
  }
}
