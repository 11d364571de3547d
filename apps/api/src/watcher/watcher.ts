import { creditDeposit } from '../deposits/credit';
import type { MoneyContext } from '../ledger/context';
import { refundExpired, settleClaim } from '../withdrawals/settle';
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
  refunded: string[];
}

const silent: WatcherLog = { info() {}, warn() {}, error() {} };

/**
 * The chain watcher (business-rules 3): reads the transfers of our assets into the Vault and
 * the Vault's Claimed events from the cursor to the head minus DEPOSIT_CONFIRMATIONS - 1, in
 * bounded block ranges, and credits or settles each event exactly once. Each range commits its
 * credits with the new cursor in one transaction, so a restart resumes where it stopped.
 * Then it refunds the vouchers that can no longer be claimed.
 */
export class ChainWatcher {
  private current: Promise<TickResult> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(
    private readonly ctx: MoneyContext,
    private readonly log: WatcherLog = silent,
  ) {}

  /** One pass; concurrent calls share the pass in flight. */
  tick(): Promise<TickResult> {
    this.current ??= this.run().finally(() => {
      this.current = null;
    });
    return this.current;
  }

  /** Ticks every WATCHER_INTERVAL_MS until stop(); a failed tick is logged and retried. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const loop = async () => {
      try {
        await this.tick();
      } catch (error) {
        this.log.error({ err: error }, 'chain watcher tick failed');
      }
      if (!this.stopped) this.timer = setTimeout(loop, this.ctx.settings.watcherIntervalMs);
    };
    void loop();
  }

  /** Stops the loop and waits for the pass in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current?.catch(() => {});
  }

  private async run(): Promise<TickResult> {
    const { ctx } = this;
    let cursor: Cursor | null = await readCursor(ctx.db);
    if (!cursor)
      throw new Error('The ledger is not opened (no watcher cursor): run openLedger first');
    const head = await ctx.client.getBlockNumber({ cacheTime: 0 });
    const target = head - BigInt(ctx.settings.depositConfirmations - 1);
    const range = BigInt(ctx.settings.watcherBlockRange);
    let deposits = 0;
    let claims = 0;
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
        await moveCursor(tx.q, to, block.timestamp);
        return true;
      });
      const next: Cursor | null = moved
        ? { ...cursor, blockNumber: to, blockTimestamp: block.timestamp }
        : await readCursor(ctx.db);
      if (!next) throw new Error('the watcher cursor disappeared');
      cursor = next;
    }
    const refunded = await refundExpired(ctx, cursor.blockTimestamp);
    if (deposits || claims || refunded.length) {
      this.log.info(
        { block: cursor.blockNumber.toString(), deposits, claims, refunded: refunded.length },
        'chain watcher',
      );
    }
    return { block: cursor.blockNumber, deposits, claims, refunded };
  }
}
