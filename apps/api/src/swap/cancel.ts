import type { Swap } from '@xbond/shared/api/swap';
import { AppError } from '../errors';
import { userAccount } from '../ledger/accounts';
import { keyedOperation, move } from '../ledger/keyed';
import type { TradingContext } from '../trading/context';
import { lockTrading } from '../trading/lock';
import { cancelSwap, findSwap } from './swaps';
import { swapView } from './view';

/**
 * POST /swap/cancel: a Pending Exchange swap's held input returns to available (record
 * `swap_cancel`) and its own operation reads 'cancelled'. Under the trading lock, so a fill
 * in flight finishes first and the swap is then no longer pending. Another user's swap is
 * "not found"; a completed or cancelled one is refused. The same Idempotency-Key answers the
 * first result.
 */
export async function cancelPendingSwap(
  ctx: TradingContext,
  userId: string,
  id: string,
  idempotencyKey: string,
): Promise<Swap> {
  const { book, ledger, clock, db } = ctx.money;
  await keyedOperation(
    ledger,
    { type: 'swap_cancel', userId, idempotencyKey, params: { id } },
    async (tx, operationId) => {
      await lockTrading(tx);
      const swap = await findSwap(tx.q, id, userId, true);
      if (!swap) throw new AppError('swapNotFound');
      if (swap.status !== 'pending') throw new AppError('swapNotPending');
      const held = userAccount(userId, swap.from, 'swap_held');
      await tx.post(operationId, move(held, userAccount(userId, swap.from), swap.amount));
      await cancelSwap(tx.q, id, clock.now(), operationId);
      await tx.setStatus(swap.operationId, 'cancelled');
    },
  );
  const swap = await findSwap(db, id, userId);
  if (!swap) throw new AppError('swapNotFound');
  return swapView(book, swap);
}
