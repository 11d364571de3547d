import type { SwapAsset } from '@xbond/shared/api/swap';
import { SWAP_ASSETS } from '@xbond/shared/values/swap';
import { systemAccount, userAccount } from '../ledger/accounts';
import type { LedgerTx, Posting } from '../ledger/ledger';
import { notify } from '../notices/write';
import { accruePrize } from '../prize/accrue';
import type { TradingContext } from '../trading/context';
import { releaseTurbine } from '../turbo/release';
import { routeFillable, routeOut, type SwapPrices } from './market';
import { covers, prizeShare, treasuryMoves, usddValue } from './pricing';
import { swapPrice } from './request';
import { completeSwap, pendingQueue, type SwapRow } from './swaps';

/** How many queued swaps of one asset a pass reads at a time: it pages through the whole queue. */
const QUEUE_PAGE = 200;

/** One fill pass: a transaction holding the trading lock (lock.ts) and the prices it fills at. */
export interface FillPass {
  tx: LedgerTx;
  ctx: TradingContext;
  prices: SwapPrices;
  /** The treasury's balances as locked, kept up to date as the pass fills. */
  inventory: Map<SwapAsset, bigint>;
  /** The product's clock, read after the lock: the fills' time. */
  at: Date;
}

/**
 * What a fill attempt found: filled; or waiting, when its route's price is stale or moving, its
 * output below its minimum, or the treasury cannot pay it now. A waiting swap keeps its place
 * but never holds the queue: one large swap must not stop every swap (and turbine release)
 * behind it (docs/trading.md, "The fill and the queue").
 */
type Outcome = 'filled' | 'waiting';

/**
 * Fills every queued swap it can, asset by asset, first in first out, until a whole round
 * fills nothing: each fill brings its input into the treasury, which may fill the queue of
 * another asset (another user's opposite swap). Answers how many it filled.
 */
export async function fillQueues(pass: FillPass): Promise<number> {
  let filled = 0;
  for (let round = -1; round !== filled; ) {
    round = filled;
    for (const to of SWAP_ASSETS) filled += await fillQueue(pass, to);
  }
  return filled;
}

/**
 * Fills one asset's queue in order, page after page, to its end: the earliest swap the
 * inventory covers fills first, and any number of waiting swaps (stale route, below their
 * minimum, larger than the inventory) cannot starve a fillable one behind them. Answers how
 * many it filled.
 */
async function fillQueue(pass: FillPass, to: SwapAsset): Promise<number> {
  let filled = 0;
  for (let after = '0'; ; ) {
    const page = await pendingQueue(pass.tx.q, to, QUEUE_PAGE, after);
    for (const swap of page) {
      // An empty inventory pays no one: the rest of the queue waits for the next pass.
      if ((pass.inventory.get(to) ?? 0n) === 0n) return filled;
      if ((await fillSwap(pass, swap)) === 'filled') filled++;
    }
    const last = page.at(-1);
    if (!last || page.length < QUEUE_PAGE) return filled;
    after = last.id;
  }
}

/**
 * Fills one Pending Exchange swap at the pass's prices if it gets at least its minimum and the
 * treasury can pay: the held input goes to the treasury, the output to the user's available
 * balance, the fee's prize share (in USDD, at the input's mid price) from the treasury to the
 * prize pool, all posted on the swap's own operation; then the turbine releases X bought.
 */
async function fillSwap(pass: FillPass, swap: SwapRow): Promise<Outcome> {
  const { tx, ctx, prices, inventory, at } = pass;
  if (!routeFillable(prices, swap.from, swap.to)) return 'waiting';
  const { out } = routeOut(prices, swap.from, swap.to, swap.amount - swap.fee);
  if (out === 0n || out < swap.minOut) return 'waiting';
  // The prize share in force when the swap was placed: a later change never reaches it.
  const placed = ctx.settingsAt(swap.createdAt);
  const prize = prizeShare(swap.from, swap.fee, placed.swap.prizeShareBps, prices.reserves);
  const treasury = treasuryMoves(swap, out, prize);
  if (!covers(inventory, treasury)) return 'waiting';
  const volume = usddValue(swap.from, swap.amount, prices.reserves);

  const pots = await accruePrize(tx.q, ctx.prize, { userId: swap.userId, at, volume, prize });
  const postings: Posting[] = [
    { account: userAccount(swap.userId, swap.from, 'swap_held'), amount: -swap.amount },
    { account: userAccount(swap.userId, swap.to, 'available'), amount: out },
    ...[...treasury].map(([asset, amount]) => ({
      account: systemAccount('treasury', asset),
      amount,
    })),
    ...pots,
  ];
  await tx.post(
    swap.operationId,
    postings.filter((p) => p.amount !== 0n),
  );
  for (const [asset, delta] of treasury) inventory.set(asset, (inventory.get(asset) ?? 0n) + delta);
  await tx.setStatus(swap.operationId, 'completed');
  await completeSwap(tx.q, swap.id, {
    amountOut: out,
    price: swapPrice(ctx.money.book, swap, out),
    volume,
    prize,
    at,
  });
  await notify(tx.q, {
    userId: swap.userId,
    kind: 'swap_filled',
    params: { swapId: swap.id, from: swap.from, to: swap.to, out: out.toString() },
    key: `swap_filled:${swap.id}`,
    at,
  });
  if (swap.to === 'X')
    await releaseTurbine(tx, { userId: swap.userId, swapId: swap.id, bought: out });
  return 'filled';
}
