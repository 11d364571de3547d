import type { BonusBalance } from '@xbond/shared/api/team';
import { AppError } from '../errors';
import { userAccount } from '../ledger/accounts';
import { userBalance } from '../ledger/balances';
import type { TeamContext } from './context';

/**
 * POST /team/withdraw (docs/team.md): released bonus -> available, one keyed operation.
 * Nothing released is "No income available for withdrawal"; more than released is
 * insufficientBalance (the posting refuses it, so concurrent withdrawals cannot overdraw).
 */
export async function withdrawBonus(
  ctx: TeamContext,
  userId: string,
  text: string,
  idempotencyKey: string,
): Promise<BonusBalance> {
  const { book, ledger } = ctx.pledge.money;
  const amount = book.parsePositive('X', text);
  return ledger.transaction(async (tx) => {
    const op = await tx.begin({
      key: `team_withdraw:${userId}:${idempotencyKey}`,
      type: 'bonus_withdraw',
      userId,
      params: { amount: amount.toString() },
    });
    if (op.replayed) return op.result as BonusBalance;
    if ((await userBalance(tx.q, userId, 'X', 'bonus_released')) === 0n) {
      throw new AppError('teamNothingToWithdraw');
    }
    await tx.post(op.id, [
      { account: userAccount(userId, 'X', 'bonus_released'), amount: -amount },
      { account: userAccount(userId, 'X', 'available'), amount },
    ]);
    const result = {
      amount: book.format('X', amount),
      withdrawable: book.format('X', await userBalance(tx.q, userId, 'X', 'bonus_released')),
    };
    await tx.finish(op.id, result);
    return result;
  });
}
