import type { TurboInfo } from '@xbond/shared/api/turbo';
import { AppError } from '../errors';
import { userAccount } from '../ledger/accounts';
import { userBalance } from '../ledger/balances';
import type { TradingContext } from '../trading/context';
import { lockUsers } from '../users/users';
import { turboInfo } from './info';
import { vortexActivatedAt } from './vortex';

/**
 * POST /turbo/claim {amount}: claimable turbine X -> available, once the vortex is activated,
 * at most what is claimable (the refusal says how much is and that X must be bought first).
 * The user's lock makes parallel claims check against each other's result.
 */
export async function claimTurbine(
  ctx: TradingContext,
  userId: string,
  text: string,
  idempotencyKey: string,
): Promise<TurboInfo> {
  const { book, ledger } = ctx.money;
  const amount = book.parsePositive('X', text);
  await ledger.transaction(async (tx) => {
    const op = await tx.begin({
      key: `turbo_claim:${userId}:${idempotencyKey}`,
      type: 'turbo_claim',
      userId,
      params: { amount: amount.toString() },
    });
    if (op.replayed) return;
    await lockUsers(tx.q, [userId]);
    if (!(await vortexActivatedAt(tx.q, userId))) throw new AppError('turboNotActivated');
    const claimable = await userBalance(tx.q, userId, 'X', 'turbo_claimable');
    if (amount > claimable) throw new AppError('turboClaimTooMuch', [book.format('X', claimable)]);
    await tx.post(op.id, [
      { account: userAccount(userId, 'X', 'turbo_claimable'), amount: -amount },
      { account: userAccount(userId, 'X', 'available'), amount },
    ]);
  });
  return turboInfo(ctx, userId);
}
