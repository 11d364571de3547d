import type { FixedOrder } from '@xbond/shared/api/pledge';
import { AppError } from '../errors';
import { userAccount } from '../ledger/accounts';
import { keyedOperation, move } from '../ledger/keyed';
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
  const request = {
    type: 'claim',
    name: 'pledge_claim',
    userId,
    idempotencyKey,
    params: { orderId },
  };
  await keyedOperation(ledger, request, async (tx, operationId) => {
    const order = await findOrder(tx.q, orderId, userId, true);
    if (!order) throw new AppError('pledgeOrderNotFound');
    const claimable = order.released - order.claimed;
    if (claimable === 0n) throw new AppError('pledgeNothingToClaim');
    const from = userAccount(userId, 'X', 'fixed_reward');
    await tx.post(operationId, move(from, userAccount(userId, 'X'), claimable));
    await claimAll(tx.q, orderId);
    return { amount: claimable.toString() };
  });
  const order = await findOrder(db, orderId, userId);
  if (!order) throw new AppError('pledgeOrderNotFound');
  return oneOrderView(db, book, order, clock.now());
}
