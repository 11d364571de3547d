import type { Swap, SwapExchangeBody } from '@xbond/shared/api/swap';
import { AppError } from '../errors';
import { userAccount } from '../ledger/accounts';
import type { TradingContext } from '../trading/context';
import { lockTrading } from '../trading/lock';
import { fillQueues } from './fill';
import { requestFillPass } from './fill-pass';
import { checkNotMoving, swapPrices } from './market';
import { minimumOut } from './pricing';
import { priceSwap } from './quote';
import { parseSwapAmount, parseSwapRequest } from './request';
import {
  findSwap,
  lockPendingCount,
  pendingCount,
  type SwapColumns,
  type SwapRow,
  swapInsert,
  swapOfOperation,
  toSwap,
} from './swaps';
import { swapView } from './view';

/**
 * POST /swap/exchange (docs/trading.md). Refused while a pair of its route is moving
 * (docs/insurance.md, "Market price"), and when the price now gives less than the quoted output
 * less the slippage. Otherwise, in one transaction under the user's lock, the input moves from
 * available to the user's held account (its operation stays 'pending') and the swap joins its
 * asset's queue; then a fill pass (fill-pass.ts) fills the queues in order, each swap the
 * treasury can pay (a larger one waiting ahead never holds it back), else it stays Pending
 * Exchange. A user with `SWAP_PENDING_MAX` swaps waiting places and fills in one transaction
 * under the trading lock, refused when the new swap would wait beyond the cap. The same
 * Idempotency-Key answers the same swap as it is now.
 */
export async function exchangeSwap(
  ctx: TradingContext,
  userId: string,
  body: SwapExchangeBody,
  idempotencyKey: string,
): Promise<Swap> {
  const { book, ledger, clock, db } = ctx.money;
  const r = parseSwapRequest(ctx, body);
  const quotedOut = parseSwapAmount(book, r.to, body.quotedOut);
  const minOut = minimumOut(quotedOut, r.slippageBps);
  // Read before the transaction: a chain call must not hold a lock.
  const prices = await swapPrices(ctx.market, clock.now());
  const op = {
    key: `swap:${userId}:${idempotencyKey}`,
    type: 'swap',
    userId,
    status: 'pending',
    params: {
      from: r.from,
      to: r.to,
      amount: r.amount.toString(),
      quotedOut: quotedOut.toString(),
      slippageBps: r.slippageBps,
    },
  };
  const placed = await ledger.transaction(async (tx) => {
    const replayed = async (id: string) => ({
      id: null,
      fill: false,
      swap: await swapOfOperation(tx.q, id),
    });
    let priced: ReturnType<typeof priceSwap>;
    try {
      priced = priceSwap(ctx, prices, r);
      checkNotMoving(prices, r.from, r.to);
      if (priced.out < minOut) {
        throw new AppError('swapSlippageExceeded', [
          book.format(r.to, priced.out),
          r.to,
          book.format(r.to, minOut),
        ]);
      }
    } catch (error) {
      // A replay answers its swap as it is, whatever the price says now.
      const first = await tx.begin(op);
      if (first.replayed) return replayed(first.id);
      throw error;
    }
    // The user's lock keeps their count of waiting swaps true until this one commits.
    const atCap = (await lockPendingCount(tx.q, userId)) >= ctx.swap.pendingMax;
    const inventory = atCap ? await lockTrading(tx) : null;
    const at = clock.now();
    const placing = await tx.executeWith<SwapColumns>(
      {
        ...op,
        postings: [
          { account: userAccount(userId, r.from, 'available'), amount: -r.amount },
          { account: userAccount(userId, r.from, 'swap_held'), amount: r.amount },
        ],
      },
      (bind) => [
        swapInsert(bind, { userId, ...r, fee: priced.fee, quotedOut, minOut, createdAt: at }),
      ],
      // Below the cap placing is the last write; at it the fill follows in the same transaction.
      !inventory,
    );
    if (!placing.row) return replayed(placing.outcome.id);
    const swap = toSwap(placing.row);
    // Below the cap the swap may wait: the next fill pass fills it.
    if (!inventory) return { id: swap.id, fill: true, swap: null };
    const completed = new Map<string, SwapRow>();
    await fillQueues({ tx, ctx, prices, inventory, completed });
    // A swap that would wait beyond the user's cap is refused, and with it everything above.
    const filled = completed.get(swap.id);
    if (!filled && (await pendingCount(tx.q, userId)) > ctx.swap.pendingMax) {
      throw new AppError('swapPendingLimit', [String(ctx.swap.pendingMax)]);
    }
    return { id: swap.id, fill: false, swap: filled ?? swap };
  });
  // The pass answers the swaps it filled; one it left waiting (or another instance filled) is read.
  const filled = placed.fill && placed.id ? (await requestFillPass(ctx)).get(placed.id) : undefined;
  const swap = placed.swap ?? filled ?? (placed.id ? await findSwap(db, placed.id, userId) : null);
  if (!swap) throw new AppError('swapNotFound');
  return swapView(book, swap);
}
