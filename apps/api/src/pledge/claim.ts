import type { FixedOrder } from '@xbond/shared/api/pledge';
import { AppError } from '../errors';
import { userAccount } from '../ledger/accounts';
import type { PledgeContext } from './context';
import { claimAll, findOrder } from './orders';
import { oneOrderView } from './view';

/**
 * POST /pledge/regular/claim: the order's released, unclaimed reward -> available, one keyed
 * operation under the order's lock. Another user's order is "not found".
 */
export async function claimFixedReward(
  ctx: PledgeContext,
  userId: string,
  orderId: string,
  idempotencyKey: string,
): Promise<FixedOrder> {
  const { book, ledger, clock, db } = ctx.money;
  await ledger.transaction(async (tx) => {
    const op = await tx.begin({
      key: `pledge_claim:${userId}:${idempotencyKey}`,
      type: 'claim',
      userId,
      params: { orderId },
    });
    if (op.replayed) return;
    const order = await findOrder(tx.q, orderId, userId, true);
    if (!order) throw new AppError('pledgeOrderNotFound');
    const claimable = order.released - order.claimed;
    if (claimable === 0n) throw new AppError('pledgeNothingToClaim');
    await tx.post(op.id, [
      { account: userAccount(userId, 'X', 'fixed_reward'), amount: -claimable },
      { account: userAccount(userId, 'X', 'available'), amount: claimable },
    ]);
    await claimAll(tx.q, orderId);
    await tx.finish(op.id, { amount: claimable.toString() });
  });
  const order = await findOrder(db, orderId, userId);
  if (!order) throw new AppError('pledgeOrderNotFound');
  return oneOrderView(db, book, order, clock.now());
}
