import type { SwapAsset } from '@xbond/shared/api/swap';
import { SWAP_ASSETS } from '@xbond/shared/values/swap';
import { systemAccount, userAccount } from '../ledger/accounts';
import type { LedgerTx, Posting } from '../ledger/ledger';
import { accruePrize } from '../prize/accrue';
import { releaseTurbine } from '../turbo/release';
import type { TradingContext } from './context';
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
 * What a fill attempt found: filled; skipped, when its route's price is stale or moving, or its output
 * below its minimum (it cannot fill at this price, so it does not hold the queue); short, when
 * the treasury cannot pay (it holds the queue: the swaps behind it wait, first in first out).
 */
type Outcome = 'filled' | 'skipped' | 'short';

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
 * Fills one asset's queue in order, page after page, until a swap the treasury cannot pay
 * holds it or the queue ends: any number of skipped swaps (stale route, below their minimum)
 * cannot starve a fillable one behind them. Answers how many it filled.
 */
async function fillQueue(pass: FillPass, to: SwapAsset): Promise<number> {
  let filled = 0;
  for (let after = '0'; ; ) {
    const page = await pendingQueue(pass.tx.q, to, QUEUE_PAGE, after);
    for (const swap of page) {
      const outcome = await fillSwap(pass, swap);
      if (outcome === 'filled') filled++;
      if (outcome === 'short') return filled;
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
  if (!routeFillable(prices, swap.from, swap.to)) return 'skipped';
  const { out } = routeOut(prices, swap.from, swap.to, swap.amount - swap.fee);
  if (out === 0n || out < swap.minOut) return 'skipped';
  const prize = prizeShare(swap.from, swap.fee, ctx.swap.prizeShareBps, prices.reserves);
  const treasury = treasuryMoves(swap, out, prize);
  if (!covers(inventory, treasury)) return 'short';
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
  if (swap.to === 'X')
    await releaseTurbine(tx, { userId: swap.userId, swapId: swap.id, bought: out });
  return 'filled';
}
