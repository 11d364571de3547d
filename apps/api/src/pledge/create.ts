import type { FixedCreateBody, FixedOrder } from '@xbond/shared/api/pledge';
import { periodAt } from '@xbond/shared/periods';
import { userAccount } from '../ledger/accounts';
import { lockUsers } from '../users/users';
import type { PledgeContext } from './context';
import { checkNewPrincipal, termOf } from './limit';
import { findOrder, insertOrder } from './orders';
import { oneOrderView } from './view';

const DAY_MS = 86_400_000;

/**
 * When an order made at `at` earns: the whole UTC days from the next midnight, `days` of
 * them, so the expected reward is exactly amount x rate x days; it matures at the last one's
 * end (docs/pledge.md).
 */
export function orderSchedule(at: Date, days: number) {
  const rewardStart = periodAt('day', at).end;
  return { rewardStart, maturityTime: new Date(rewardStart.getTime() + days * DAY_MS) };
}

/**
 * POST /pledge/regular/create (docs/pledge.md): available -> fixed principal and the order
 * row, one keyed operation; the same Idempotency-Key answers the same order.
 */
export async function createFixedOrder(
  ctx: PledgeContext,
  userId: string,
  body: FixedCreateBody,
  idempotencyKey: string,
): Promise<FixedOrder> {
  const { book, ledger, clock, db } = ctx.money;
  const amount = book.parsePositive('X', body.amount);
  const term = termOf(ctx, body.days);
  const orderId = await ledger.transaction(async (tx) => {
    const op = await tx.begin({
      key: `pledge_fixed:${userId}:${idempotencyKey}`,
      type: 'fixed_stake',
      userId,
      params: { amount: amount.toString(), days: term.days },
    });
    if (op.replayed) return (op.result as { orderId: string }).orderId;
    await lockUsers(tx.q, [userId]);
    await checkNewPrincipal(tx.q, ctx, userId, amount);
    await tx.post(op.id, [
      { account: userAccount(userId, 'X', 'available'), amount: -amount },
      { account: userAccount(userId, 'X', 'fixed_principal'), amount },
    ]);
    const orderTime = clock.now();
    const id = await insertOrder(tx.q, {
      userId,
      amount,
      ...term,
      orderTime,
      ...orderSchedule(orderTime, term.days),
      operationId: op.id,
    });
    await tx.finish(op.id, { orderId: id });
    return id;
  });
  const order = await findOrder(db, orderId, userId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  return oneOrderView(db, book, order, clock.now());
}
