import type { FlexibleChange } from '@xbond/shared/api/pledge';
import { userAccount } from '../ledger/accounts';
import { userBalance } from '../ledger/balances';
import { lockUsers } from '../users/users';
import type { PledgeContext } from './context';
import { insertFlexibleEvent } from './flexible-events';
import { checkNewPrincipal } from './limit';

type Direction = 'stake' | 'unstake';

/**
 * POST /pledge/current/stake and /unstake (docs/pledge.md): X moves between available and
 * the flexible principal (stake), or from the principal to the turbine (unstake, any amount,
 * any time), as one keyed operation with its clock-stamped event. The same Idempotency-Key
 * answers the first result.
 */
export async function changeFlexible(
  ctx: PledgeContext,
  userId: string,
  direction: Direction,
  text: string,
  idempotencyKey: string,
): Promise<FlexibleChange> {
  const { book, ledger, clock } = ctx.money;
  const amount = book.parsePositive('X', text);
  return ledger.transaction(async (tx) => {
    const op = await tx.begin({
      key: `pledge_${direction}:${userId}:${idempotencyKey}`,
      type: direction,
      userId,
      params: { amount: amount.toString() },
    });
    if (op.replayed) return op.result as FlexibleChange;
    // Locked before reading the clock: a day's settlement locks the users it pays, so a change
    // stamped before the day's end has committed by then, and one after it is stamped after.
    await lockUsers(tx.q, [userId]);
    const at = clock.now();
    const principal = userAccount(userId, 'X', 'flexible_principal');
    if (direction === 'stake') {
      await checkNewPrincipal(tx.q, ctx, userId, amount);
      await tx.post(op.id, [
        { account: userAccount(userId, 'X', 'available'), amount: -amount },
        { account: principal, amount },
      ]);
    } else {
      await tx.post(op.id, [
        { account: principal, amount: -amount },
        { account: userAccount(userId, 'X', 'turbo_pending'), amount },
      ]);
    }
    const delta = direction === 'stake' ? amount : -amount;
    await insertFlexibleEvent(tx.q, { userId, at, delta, operationId: op.id });
    const result = {
      amount: book.format('X', amount),
      principal: book.format('X', await userBalance(tx.q, userId, 'X', 'flexible_principal')),
    };
    await tx.finish(op.id, result);
    return result;
  });
}
