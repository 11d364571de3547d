import { parseAmount } from '@xbond/shared/amount';
import type { TurboInfo } from '@xbond/shared/api/turbo';
import { AppError } from '../errors';
import { systemAccount, userAccount } from '../ledger/accounts';
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
  await ledger.transaction(async (tx) => {
    const op = await tx.begin({
      key: `turbo_activate:${userId}:${idempotencyKey}`,
      type: 'turbo_activate',
      userId,
      params: { fee: fee.toString() },
    });
    if (op.replayed) return;
    const activated = await insertVortex(tx.q, { userId, at: clock.now(), operationId: op.id });
    if (!activated) throw new AppError('turboAlreadyActivated');
    if (fee > 0n) {
      await tx.post(op.id, [
        { account: userAccount(userId, 'USDD', 'available'), amount: -fee },
        { account: systemAccount('treasury', 'USDD'), amount: fee },
      ]);
    }
  });
  return turboInfo(ctx, userId);
}
