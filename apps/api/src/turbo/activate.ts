import { parseAmount } from '@xbond/shared/amount';
import type { TurboInfo } from '@xbond/shared/api/turbo';
import { AppError } from '../errors';
import { systemAccount, userAccount } from '../ledger/accounts';
import { keyedOperation, move } from '../ledger/keyed';
import type { TradingContext } from '../trading/context';
import { turboInfo } from './info';
import { insertVortex } from './vortex';

/**
 * POST /turbo/activate: the vortex, once per user (its row is unique), for
 * TURBO_ACTIVATION_FEE USDD from available to the treasury, in one keyed operation. The same
 * Idempotency-Key answers the turbo as it is; another activation is refused.
 */
export async function activateVortex(
  ctx: TradingContext,
  userId: string,
  idempotencyKey: string,
): Promise<TurboInfo> {
  const { book, ledger, clock } = ctx.money;
  const fee = parseAmount(ctx.turbo.activationFee, book.decimals('USDD'));
  const request = { type: 'turbo_activate', userId, idempotencyKey, params: { fee: `${fee}` } };
  await keyedOperation(ledger, request, async (tx, operationId) => {
    const activated = await insertVortex(tx.q, { userId, at: clock.now(), operationId });
    if (!activated) throw new AppError('turboAlreadyActivated');
    const treasury = systemAccount('treasury', 'USDD');
    if (fee > 0n) await tx.post(operationId, move(userAccount(userId, 'USDD'), treasury, fee));
  });
  return turboInfo(ctx, userId);
}
