import type { FixedOrder, RepledgeBody, RepledgePart } from '@xbond/shared/api/pledge';
import { AppError } from '../errors';
import { userAccount } from '../ledger/accounts';
import { lockUsers } from '../users/users';
import type { PledgeContext } from './context';
import { orderSchedule } from './create';
import { checkNewPrincipal, termOf } from './limit';
import {
  claimAll,
  findOrder,
  insertOrder,
  type FixedOrder as StoredOrder,
  setStatus,
} from './orders';
import { oneOrderView } from './view';

/**
 * What `parts` takes from the order (docs/pledge.md, "Fixed-term (regular) orders"): the principal
 * only from a matured order (it went back to available at maturity), the reward from any order that
 * has some claimable. Refuses what the order cannot give.
 */
function repledgeAmounts(old: StoredOrder, parts: RepledgePart) {
  const principal = parts === 'reward' ? 0n : old.amount;
  const reward = parts === 'principal' ? 0n : old.released - old.claimed;
  if (principal > 0n && old.status === 'active') throw new AppError('pledgeOrderNotMatured');
  if (principal > 0n && old.status === 'repledged') throw new AppError('pledgeOrderRepledged');
  if (parts === 'reward' && reward === 0n) throw new AppError('pledgeNothingToClaim');
  return { principal, reward };
}

/**
 * POST /pledge/repledge: the order's matured principal, taken back from available
 * (insufficientBalance if it was spent), and/or its unclaimed reward open a new order: one
 * operation, one record. The old order is repledged once its principal is. Answers the new
 * order.
 */
export async function repledge(
  ctx: PledgeContext,
  userId: string,
  body: RepledgeBody,
  idempotencyKey: string,
): Promise<FixedOrder> {
  const { book, ledger, clock, db } = ctx.money;
  const term = termOf(ctx, body.days);
  const parts = body.parts ?? 'both';
  const newId = await ledger.transaction(async (tx) => {
    const op = await tx.begin({
      key: `pledge_repledge:${userId}:${idempotencyKey}`,
      type: 'repledge',
      userId,
      params: { orderId: body.orderId, days: term.days, parts },
    });
    if (op.replayed) return (op.result as { orderId: string }).orderId;
    const old = await findOrder(tx.q, body.orderId, userId, true);
    if (!old) throw new AppError('pledgeOrderNotFound');
    const { principal, reward } = repledgeAmounts(old, parts);
    const amount = principal + reward;
    await lockUsers(tx.q, [userId]);
    await checkNewPrincipal(tx.q, ctx, userId, amount);
    await tx.post(op.id, [
      { account: userAccount(userId, 'X', 'available'), amount: -principal },
      { account: userAccount(userId, 'X', 'fixed_reward'), amount: -reward },
      { account: userAccount(userId, 'X', 'fixed_principal'), amount },
    ]);
    if (reward > 0n) await claimAll(tx.q, old.id);
    if (principal > 0n) await setStatus(tx.q, old.id, 'repledged');
    const orderTime = clock.now();
    const id = await insertOrder(tx.q, {
      userId,
      amount,
      ...term,
      orderTime,
      ...orderSchedule(orderTime, term.days),
      operationId: op.id,
      repledgedFrom: old.id,
    });
    await tx.finish(op.id, { orderId: id });
    return id;
  });
  const order = await findOrder(db, newId, userId);
  if (!order) throw new Error(`order ${newId} vanished`);
  return oneOrderView(db, book, order, clock.now());
}
