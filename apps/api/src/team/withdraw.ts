import type { BonusBalance } from '@xbond/shared/api/team';
import { AppError } from '../errors';
import { userAccount } from '../ledger/accounts';
import { userBalance } from '../ledger/balances';
import { keyedOperation, move } from '../ledger/keyed';
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
  const params = { amount: amount.toString() };
  const request = { type: 'bonus_withdraw', name: 'team_withdraw', userId, idempotencyKey, params };
  return keyedOperation(ledger, request, async (tx, operationId): Promise<BonusBalance> => {
    const released = () => userBalance(tx.q, userId, 'X', 'bonus_released');
    if ((await released()) === 0n) throw new AppError('teamNothingToWithdraw');
    const from = userAccount(userId, 'X', 'bonus_released');
    await tx.post(operationId, move(from, userAccount(userId, 'X'), amount));
    return { amount: book.format('X', amount), withdrawable: book.format('X', await released()) };
  });
}
