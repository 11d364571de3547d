import { randomUUID } from 'node:crypto';
import type { FixedOrder, RepledgeBody } from '@xbond/shared/api/pledge';
import { AppError } from '../errors';
import { userAccount } from '../ledger/accounts';
import { lockUsers } from '../repositories/users';
import type { PledgeContext } from './context';
import { orderSchedule } from './create';
import { checkNewPrincipal, termOf } from './limit';
import { claimAll, findOrder, insertOrder, setStatus } from './orders';
import { oneOrderView } from './view';

/**
 * POST /pledge/repledge (business-rules 4, "Repledge"): a matured order's principal, taken
 * back from available (insufficientBalance if it was spent), plus its unclaimed reward open a
 * new order: one operation, one record. Answers the new order.
 */
export async function repledge(
  ctx: PledgeContext,
  userId: string,
  body: RepledgeBody,
  idempotencyKey: string | undefined,
): Promise<FixedOrder> {
  const { book, ledger, clock, db } = ctx.money;
  const term = termOf(ctx, body.days);
  const newId = await ledger.transaction(async (tx) => {
    const op = await tx.begin({
      key: `pledge_repledge:${userId}:${idempotencyKey ?? randomUUID()}`,
      type: 'repledge',
      userId,
      params: { orderId: body.orderId, days: term.days },
    });
    if (op.replayed) return (op.result as { orderId: string }).orderId;
    const old = await findOrder(tx.q, body.orderId, userId, true);
    if (!old) throw new AppError('pledgeOrderNotFound');
    if (old.status === 'active') throw new AppError('pledgeOrderNotMatured');
    if (old.status === 'repledged') throw new AppError('pledgeOrderRepledged');
    const reward = old.released - old.claimed;
    const amount = old.amount + reward;
    await lockUsers(tx.q, [userId]);
    await checkNewPrincipal(tx.q, ctx, userId, amount);
    await tx.post(op.id, [
      { account: userAccount(userId, 'X', 'available'), amount: -old.amount },
      { account: userAccount(userId, 'X', 'fixed_reward'), amount: -reward },
      { account: userAccount(userId, 'X', 'fixed_principal'), amount },
    ]);
    await claimAll(tx.q, old.id);
    await setStatus(tx.q, old.id, 'repledged');
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
