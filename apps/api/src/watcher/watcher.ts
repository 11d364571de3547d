import { BlockNotFoundError } from 'viem';
import type { Reorg } from '../chain/chain-status';
import { type Cursor, moveCursor, readCursor } from '../chain/cursor';
import { fetchVaultEvents, type VaultEvent } from '../chain/events';
import { Ticker } from '../jobs/ticker';
import type { MoneyContext } from '../ledger/context';
import type { LedgerTx } from '../ledger/ledger';

/** Where the watcher reports what it did and what went wrong (pino's shape). */
export interface WatcherLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface TickResult {
  /** The cursor after the tick. */
  block: bigint;
  deposits: number;
  claims: number;
  /** Set when the chain no longer holds the cursor's block: nothing was read. */
  reorg: Reorg | null;
}

/**
 * Books one kind of the Vault's events (deposits credit, claims settle withdrawals). The
 * product registers its handlers where it is composed (app.ts), so the watcher knows no
 * feature. `handle` runs in the transaction that moves the cursor past the event and answers
 * whether it changed the ledger (a duplicate does not count).
 */
export type ChainEventHandler = {
  [K in VaultEvent['kind']]: {
    kind: K;
    handle(
      tx: LedgerTx,
      event: Extract<VaultEvent, { kind: K }>,
      env: { money: MoneyContext; log: WatcherLog },
    ): Promise<boolean>;
  };
}[VaultEvent['kind']];

const silent: WatcherLog = { info() {}, warn() {}, error() {} };

/**
 * The chain watcher (docs/ledger.md): reads the transfers of our assets into the Vault and
 * the Vault's Claimed events from the cursor to the head minus DEPOSIT_CONFIRMATIONS - 1, in
 * bounded block ranges, and hands each event to the handlers of its kind (deposits credit,
 * claims settle), which book it exactly once. Each range commits what they booked with the new
 * cursor in one transaction, so a restart resumes where it stopped.
 * Expired vouchers are refunded by the job runner against the cursor's chain time
 * (withdrawals/expiry.ts).
 *
 * Before each range it checks that the chain still holds the cursor's block (same hash). When
 * it does not, the history the ledger was booked from was rewritten (a reorg deeper than
 * DEPOSIT_CONFIRMATIONS, or a replaced chain): it credits nothing more, logs an error once and
 * reports it in `ctx.chainStatus` (/health answers 503) until the block is back.
 */
export class ChainWatcher {
  private readonly ticker: Ticker<TickResult>;

  constructor(
    private readonly ctx: MoneyContext,
    private readonly handlers: readonly ChainEventHandler[],
    private readonly log: WatcherLog = silent,
  ) {
    this.ticker = new Ticker(
      () => this.run(),
      ctx.settings.watcherIntervalMs,
      (error) => log.error({ err: error }, 'chain watcher tick failed'),
    );
  }

  /** One pass that starts after the call (see Ticker): every block durable by now is read. */
  tick(): Promise<TickResult> {
    return this.ticker.tick();
  }

  /** Ticks every WATCHER_INTERVAL_MS until stop(); a failed tick is logged and retried. */
  start(): void {
    this.ticker.start();
  }

  /** Stops the loop and waits for the pass in flight. */
  stop(): Promise<void> {
    return this.ticker.stop();
  }

  private async run(): Promise<TickResult> {
    const { ctx } = this;
    let cursor: Cursor | null = await readCursor(ctx.db);
    if (!cursor)
      throw new Error('The ledger is not opened (no watcher cursor): run openLedger first');
    const head = await ctx.client.getBlockNumber({ cacheTime: 0 });
    // Never past the chain's durable state: a credit must not outlive the block it came from.
    const target = await ctx.durable(head - BigInt(ctx.settings.depositConfirmations - 1));
    const range = BigInt(ctx.settings.watcherBlockRange);
    const counts = { deposit: 0, claim: 0 };
    let reorg = await this.reorgAt(cursor);
    if (reorg) return { block: cursor.blockNumber, deposits: 0, claims: 0, reorg };
    while (cursor.blockNumber < target) {
      const from: bigint = cursor.blockNumber + 1n;
      const to: bigint = from + range - 1n < target ? from + range - 1n : target;
      const [events, block] = await Promise.all([
        fetchVaultEvents(ctx.client, ctx.book, ctx.chainId, from, to),
        ctx.client.getBlock({ blockNumber: to }),
      ]);
      const expected: bigint = cursor.blockNumber;
      const moved = await ctx.ledger.transaction(async (tx) => {
        const locked = await readCursor(tx.q, true);
        // Another instance read this range first: start again from where it left the cursor.
        if (!locked || locked.blockNumber !== expected) return false;
        for (const event of events) {
          if (await this.handle(tx, event)) counts[event.kind]++;
        }
        await moveCursor(tx.q, to, block.timestamp, block.hash);
        return true;
      });
      const next: Cursor | null = moved
        ? { ...cursor, blockNumber: to, blockTimestamp: block.timestamp, blockHash: block.hash }
        : await readCursor(ctx.db);
      if (!next) throw new Error('the watcher cursor disappeared');
      cursor = next;
      reorg = await this.reorgAt(cursor);
      if (reorg) return { ...this.counted(cursor, counts), reorg };
    }
    const { deposits, claims } = this.counted(cursor, counts);
    if (deposits || claims) {
      this.log.info({ block: cursor.blockNumber.toString(), deposits, claims }, 'chain watcher');
    }
    return { block: cursor.blockNumber, deposits, claims, reorg: null };
  }

  /** Hands `event` to the handlers of its kind; true when one of them changed the ledger. */
  private async handle(tx: LedgerTx, event: VaultEvent): Promise<boolean> {
    const env = { money: this.ctx, log: this.log };
    let changed = false;
    for (const handler of this.handlers) {
      // The kinds match, so the event is the one the handler takes.
      if (handler.kind === event.kind && (await handler.handle(tx, event as never, env))) {
        changed = true;
      }
    }
    return changed;
  }

  private counted(cursor: Cursor, counts: Record<VaultEvent['kind'], number>) {
    return { block: cursor.blockNumber, deposits: counts.deposit, claims: counts.claim };
  }

  /** The reorg that took the cursor's block off the chain, or null when it is still there. */
  private async reorgAt(cursor: Cursor): Promise<Reorg | null> {
    const { chainStatus, client } = this.ctx;
    // A cursor written before hashes were kept cannot be checked; the next range records one.
    if (!cursor.blockHash) return null;
    const block = await client
      .getBlock({ blockNumber: cursor.blockNumber })
      .catch((error: unknown) => {
        if (error instanceof BlockNotFoundError) return null;
        throw error;
      });
    if (block?.hash === cursor.blockHash) {
      chainStatus.healthy();
      return null;
    }
    const reorg = {
      block: cursor.blockNumber,
      expected: cursor.blockHash,
      found: block?.hash ?? null,
    };
    if (chainStatus.reorged(reorg)) {
      this.log.error(
        { block: reorg.block.toString(), expected: reorg.expected, found: reorg.found },
        'chain reorg: the block the ledger was booked up to is no longer on the chain; ' +
          'crediting stopped until it is back (docs/ledger.md, "Reorgs")',
      );
    }
    return reorg;
  }
}
