import { BlockNotFoundError } from 'viem';
import { creditDeposit } from '../deposits/credit';
import { Ticker } from '../jobs/ticker';
import type { MoneyContext } from '../ledger/context';
import { settleClaim } from '../withdrawals/settle';
import type { Reorg } from './chain-status';
import { type Cursor, moveCursor, readCursor } from './cursor';
import { fetchVaultEvents } from './events';

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

const silent: WatcherLog = { info() {}, warn() {}, error() {} };

/**
 * The chain watcher (business-rules 3): reads the transfers of our assets into the Vault and
 * the Vault's Claimed events from the cursor to the head minus DEPOSIT_CONFIRMATIONS - 1, in
 * bounded block ranges, and credits or settles each event exactly once. Each range commits its
 * credits with the new cursor in one transaction, so a restart resumes where it stopped.
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
    let deposits = 0;
    let claims = 0;
    let reorg = await this.reorgAt(cursor);
    if (reorg) return { block: cursor.blockNumber, deposits, claims, reorg };
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
          if (event.kind === 'deposit') {
            const outcome = await creditDeposit(tx, event, {
              operator: ctx.operator,
              now: ctx.clock.now(),
            });
            if (outcome.status === 'credited') {
              deposits++;
              if (outcome.disposition === 'treasury') {
                this.log.info(
                  { txHash: event.txHash, asset: event.asset, amount: event.amount.toString() },
                  'operator top-up credited to the treasury',
                );
              }
              if (outcome.disposition === 'suspense') {
                this.log.warn(
                  { txHash: event.txHash, from: event.from, asset: event.asset },
                  'deposit from an unregistered address held in suspense for review',
                );
              }
            }
          } else {
            const outcome = await settleClaim(tx, event);
            if (outcome.status === 'completed') claims++;
            if (outcome.status === 'unknown') {
              this.log.error(
                { txHash: event.txHash, user: event.user, nonce: event.nonce.toString() },
                `Vault paid a claim the ledger cannot match: ${outcome.reason}`,
              );
            }
          }
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
      if (reorg) return { block: cursor.blockNumber, deposits, claims, reorg };
    }
    if (deposits || claims) {
      this.log.info({ block: cursor.blockNumber.toString(), deposits, claims }, 'chain watcher');
    }
    return { block: cursor.blockNumber, deposits, claims, reorg: null };
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
