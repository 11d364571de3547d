import type { ReserveBondOrder } from '@xbond/shared/api/reserveBond';
import type { ReserveBondContext } from '../bonds/context';
import { onOwnBond } from '../bonds/operations';
import { AppError } from '../errors';
import { userAccount } from '../ledger/accounts';
import { claimVested, findBond } from './orders';
import { bondView } from './view';

/**
 * POST /bond/claim: the bond's vested, unclaimed X -> available, one keyed operation under the
 * bond's lock. Another user's bond is "not found"; nothing vested since the last claim is
 * `bondNothingToClaim`.
 */
export async function claimBond(
  ctx: ReserveBondContext,
  userId: string,
  orderId: string,
  idempotencyKey: string,
): Promise<ReserveBondOrder> {
  const { ledger, clock } = ctx.money;
  const bond = await onOwnBond(
    ledger,
    { type: 'bond_claim', userId, idempotencyKey, orderId },
    (q, id, lock) => findBond(q, id, userId, lock),
    async (tx, operationId, b) => {
      const claimable = b.vested - b.claimed;
      if (claimable === 0n) throw new AppError('bondNothingToClaim');
      await tx.post(operationId, [
        { account: userAccount(userId, 'X', 'bond_payout'), amount: -claimable },
        { account: userAccount(userId, 'X', 'available'), amount: claimable },
      ]);
      await claimVested(tx.q, b.id);
      return { amount: claimable.toString() };
    },
  );
  return bondView(ctx, bond, clock.now());
}
