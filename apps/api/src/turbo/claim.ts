import type { TurboInfo } from '@xbond/shared/api/turbo';
import { AppError } from '../errors';
import { userAccount } from '../ledger/accounts';
import { userBalance } from '../ledger/balances';
import { keyedOperation, move } from '../ledger/keyed';
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
  const request = { type: 'turbo_claim', userId, idempotencyKey, params: { amount: `${amount}` } };
  await keyedOperation(ledger, request, async (tx, operationId) => {
    await lockUsers(tx.q, [userId]);
    if (!(await vortexActivatedAt(tx.q, userId))) throw new AppError('turboNotActivated');
    const claimable = await userBalance(tx.q, userId, 'X', 'turbo_claimable');
    if (amount > claimable) throw new AppError('turboClaimTooMuch', [book.format('X', claimable)]);
    const from = userAccount(userId, 'X', 'turbo_claimable');
    await tx.post(operationId, move(from, userAccount(userId, 'X'), amount));
  });
  return turboInfo(ctx, userId);
}
