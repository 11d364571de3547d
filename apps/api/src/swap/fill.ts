import type { SwapAsset } from '@xbond/shared/api/swap';
import { SWAP_ASSETS } from '@xbond/shared/values/swap';
import { systemAccount, userAccount } from '../ledger/accounts';
import type { LedgerTx } from '../ledger/ledger';
import { noticesInsert } from '../notices/write';
import { prizeAccrual } from '../prize/accrue';
import type { TradingContext } from '../trading/context';
import { releaseTurbines } from '../turbo/release';
import { routeFillable, routeOut, type SwapPrices } from './market';
import { covers, prizeShare, treasuryMoves, usddValue } from './pricing';
import { swapPrice } from './request';
import { pendingQueue, pendingQueues, type SwapRow, swapsCompletion } from './swaps';

/** How many queued swaps of one asset a pass reads at a time: it pages through the whole queue. */
const QUEUE_PAGE = 200;

/** One fill pass: a transaction holding the trading lock (lock.ts) and the prices it fills at. */
export interface FillPass {
  tx: LedgerTx;
  ctx: TradingContext;
  prices: SwapPrices;
  /** The treasury's balances as locked, kept up to date as the pass fills. */
  inventory: Map<SwapAsset, bigint>;
  /** The swaps the pass filled, by id, as they are once it commits. */
  completed: Map<string, SwapRow>;
  /** Swaps placed while the pass runs, which it reads before it commits (fill-pass.ts). */
  joiners?: Joiners;
}

/** The requests that join a fill pass while it runs (fill-pass.ts). */
export interface Joiners {
  /** Whether a swap was placed since the pass last read the queues; forgets it once answered. */
  arrived(): boolean;
  /** The pass reads the queues no more: a swap placed from now on waits for the next pass. */
  close(): void;
}

/** The fills a pass decided and has not written yet, and every swap it decided to fill. */
interface Decided {
  unwritten: Fill[];
  taken: Set<string>;
}

/**
 * Fills every queued swap it can, asset by asset, first in first out, until a whole round
 * fills nothing: each fill brings its input into the treasury, which may fill the queue of
 * another asset (another user's opposite swap). A queue a round emptied is not read again,
 * and nothing is once every queue is empty, unless swaps joined the pass meanwhile: then
 * every queue is read again. The fills are decided as the queues are read and written
 * together at the end (a page at a time at most), so a read for swaps that joined costs one
 * statement. Answers how many it filled.
 */
export async function fillQueues(pass: FillPass): Promise<number> {
  const decided: Decided = { unwritten: [], taken: new Set() };
  const waiting = new Set<SwapAsset>(SWAP_ASSETS);
  for (let round = -1; ; ) {
    if (pass.joiners?.arrived()) {
      for (const asset of SWAP_ASSETS) waiting.add(asset);
    } else if (round === decided.taken.size || waiting.size === 0) {
      pass.joiners?.close();
      await writeFills(pass, decided.unwritten.splice(0));
      return decided.taken.size;
    }
    round = decided.taken.size;
    // Every waiting queue's first page in one statement: a fill changes no other queue.
    const firstPages = await pendingQueues(pass.tx.q, [...waiting], QUEUE_PAGE);
    for (const to of SWAP_ASSETS) {
      if (!waiting.has(to)) continue;
      if (!(await fillQueue(pass, decided, to, firstPages.get(to) ?? []))) waiting.delete(to);
    }
  }
}

/**
 * Fills one asset's queue in order, page after page, to its end: the earliest swap the
 * inventory covers fills first, and any number of waiting swaps (stale route, below their
 * minimum, larger than the inventory) cannot starve a fillable one behind them. A page's fills
 * are decided one by one against the inventory (a swap decided earlier in the pass is passed
 * over: it is still pending until written). `firstPage`: the queue's first page, read with the
 * others'. Answers whether any swap is left waiting in the queue.
 */
async function fillQueue(
  pass: FillPass,
  decided: Decided,
  to: SwapAsset,
  firstPage: SwapRow[],
): Promise<boolean> {
  let left = false;
  for (let after = '0'; ; ) {
    const page = after === '0' ? firstPage : await pendingQueue(pass.tx.q, to, QUEUE_PAGE, after);
    const open = page.filter((swap) => !decided.taken.has(swap.id));
    let filled = 0;
    // An empty inventory pays no one: the rest of the queue waits for the next pass.
    const empty = () => (pass.inventory.get(to) ?? 0n) === 0n;
    for (const swap of open) {
      if (empty()) break;
      const fill = decideFill(pass, swap);
      if (!fill) continue;
      filled++;
      decided.taken.add(swap.id);
      decided.unwritten.push(fill);
    }
    // A page's worth at most waits to be written: the statements' size stays bounded.
    if (decided.unwritten.length >= QUEUE_PAGE) await writeFills(pass, decided.unwritten.splice(0));
    left ||= filled < open.length;
    const last = page.at(-1);
    if (empty() || !last || page.length < QUEUE_PAGE) return left;
    after = last.id;
  }
}

/** A swap the pass fills: what it pays out, its prize share and USDD volume, the treasury's moves. */
interface Fill {
  swap: SwapRow;
  out: bigint;
  prize: bigint;
  volume: bigint;
  treasury: Map<SwapAsset, bigint>;
}

/**
 * Whether a Pending Exchange swap fills at the pass's prices: only if it gets at least its
 * minimum and the treasury can pay its output and the fee's prize share (in USDD, at the
 * input's mid price); then the inventory moves at once, so the next swap sees what is left.
 * Else it waits (a stale or moving route, an output below its minimum, a treasury short): it
 * keeps its place but never holds the queue, as one large swap must not stop every swap (and
 * turbine release) behind it (docs/trading.md, "The fill and the queue").
 */
function decideFill(pass: FillPass, swap: SwapRow): Fill | null {
  const { ctx, prices, inventory } = pass;
  if (!routeFillable(prices, swap.from, swap.to)) return null;
  const { out } = routeOut(prices, swap.from, swap.to, swap.amount - swap.fee);
  if (out === 0n || out < swap.minOut) return null;
  // The prize share in force when the swap was placed: a later change never reaches it.
  const placed = ctx.settingsAt(swap.createdAt);
  const prize = prizeShare(swap.from, swap.fee, placed.swap.prizeShareBps, prices.reserves);
  const treasury = treasuryMoves(swap, out, prize);
  if (!covers(inventory, treasury)) return null;
  for (const [asset, delta] of treasury) inventory.set(asset, (inventory.get(asset) ?? 0n) + delta);
  return { swap, out, prize, volume: usddValue(swap.from, swap.amount, prices.reserves), treasury };
}

/**
 * Writes the fills of a page, in a few statements and round trips whatever their number: for
 * each, the held input goes to the treasury, the output to the user's available balance, the
 * prize share from the treasury to the prize pool, all posted on the swap's own operation;
 * then, in one round trip (the pass holds the trading lock, which every fill waits for), the
 * prize pool's periods, steps and volumes, the swaps completed with their operations and their
 * notices; then the turbine releases X bought.
 */
async function writeFills(pass: FillPass, fills: readonly Fill[]): Promise<void> {
  if (fills.length === 0) return;
  const { tx, ctx } = pass;
  // After every swap it fills was placed: the pass read them all before.
  const at = ctx.money.clock.now();
  const prizes = prizeAccrual(
    ctx.prize,
    at,
    fills.map((f) => ({ ...f, userId: f.swap.userId })),
  );
  await tx.postEach(
    fills.map(({ swap, out, treasury }, i) => ({
      operationId: swap.operationId,
      postings: [
        { account: userAccount(swap.userId, swap.from, 'swap_held'), amount: -swap.amount },
        { account: userAccount(swap.userId, swap.to, 'available'), amount: out },
        ...[...treasury].map(([asset, amount]) => ({
          account: systemAccount('treasury', asset),
          amount,
        })),
        ...(prizes.pots[i] ?? []),
      ].filter((p) => p.amount !== 0n),
    })),
  );
  const completions = fills.map(({ swap, out, volume, prize }) => ({
    id: swap.id,
    operationId: swap.operationId,
    amountOut: out,
    price: swapPrice(ctx.money.book, swap, out),
    volume,
    prize,
  }));
  const notices = noticesInsert(
    fills.map(({ swap, out }) => ({
      userId: swap.userId,
      kind: 'swap_filled',
      params: { swapId: swap.id, from: swap.from, to: swap.to, out: out.toString() },
      key: `swap_filled:${swap.id}`,
      at,
    })),
  );
  await tx.q.writeAll([
    ...prizes.writes,
    swapsCompletion(at, completions),
    ...(notices ? [notices] : []),
  ]);
  fills.forEach(({ swap }, i) => {
    const { amountOut, price } = completions[i] as (typeof completions)[number];
    pass.completed.set(swap.id, { ...swap, status: 'completed', amountOut, price, settledAt: at });
  });
  await releaseTurbines(
    tx,
    fills
      .filter((f) => f.swap.to === 'X')
      .map((f) => ({ userId: f.swap.userId, swapId: f.swap.id, bought: f.out })),
  );
}
