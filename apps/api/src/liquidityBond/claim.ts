import type { LiquidityBond } from '@xbond/shared/api/liquidityBond';
import type { LiquidityBondContext } from '../bonds/context';
import { AppError } from '../errors';
import { userAccount } from '../ledger/accounts';
import { liquidityBondAction } from './action';
import { claimReleased } from './bonds';

/**
 * POST /flowbond/claim: the bond's released, unclaimed LP and X -> available, one keyed
 * operation under the bond's lock (also after a redemption: what was released stays the
 * user's). Nothing released since the last claim is `bondNothingToClaim`.
 */
export async function claimFlowBond(
  ctx: LiquidityBondContext,
  userId: string,
  orderId: string,
  idempotencyKey: string,
): Promise<LiquidityBond> {
  return liquidityBondAction(
    ctx,
    'flowbond_claim',
    { userId, orderId, idempotencyKey },
    async (tx, operationId, b) => {
      const lp = b.principalReleased - b.principalClaimed;
      const x = b.interestReleased - b.interestClaimed;
      if (lp === 0n && x === 0n) throw new AppError('bondNothingToClaim');
      await tx.post(operationId, [
        { account: userAccount(userId, 'LP', 'flowbond_payout'), amount: -lp },
        { account: userAccount(userId, 'LP', 'available'), amount: lp },
        { account: userAccount(userId, 'X', 'flowbond_payout'), amount: -x },
        { account: userAccount(userId, 'X', 'available'), amount: x },
      ]);
      await claimReleased(tx.q, b.id);
      return { lp: lp.toString(), x: x.toString() };
    },
  );
}
