import type { Prize } from '@xbond/shared/api/prize';
import { AppError } from '../errors';
import { systemAccount, userAccount } from '../ledger/accounts';
import { keyedOperation, move } from '../ledger/keyed';
import type { TradingContext } from '../trading/context';
import { findPrize, settlePrize } from './prizes';
import { prizeView } from './view';

/**
 * POST /prize/claim: one of the user's claimable prizes moves from the prize pool's prizes won
 * to available (record `prize`), under the prize's lock. Another user's prize is "not found";
 * a claimed or expired one (even before the expiry sweep ran) is refused.
 */
export async function claimPrize(
  ctx: TradingContext,
  userId: string,
  id: string,
  idempotencyKey: string,
): Promise<Prize> {
  const { book, ledger, clock, db } = ctx.money;
  const request = { type: 'prize', name: 'prize_claim', userId, idempotencyKey, params: { id } };
  await keyedOperation(ledger, request, async (tx, operationId) => {
    const prize = await findPrize(tx.q, id, true);
    if (!prize || prize.userId !== userId) throw new AppError('prizeNotFound');
    if (prize.status === 'claimed') throw new AppError('prizeClaimed');
    const at = clock.now();
    if (prize.status === 'expired' || prize.expiresAt <= at) {
      throw new AppError('prizeExpired', [String(ctx.prize.claimDays)]);
    }
    const won = systemAccount('prize_pool', 'USDD', 'won');
    await tx.post(operationId, move(won, userAccount(userId, 'USDD'), prize.amount));
    await settlePrize(tx.q, id, { status: 'claimed', at, operationId });
  });
  const prize = await findPrize(db, id);
  if (!prize || prize.userId !== userId) throw new AppError('prizeNotFound');
  return prizeView(book, prize, userId);
}
