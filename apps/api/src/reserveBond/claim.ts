import { randomUUID } from 'node:crypto';
import type { BondOrder } from '@xbond/shared/api/bond';
import type { ReserveBondContext } from '../bonds/context';
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
  idempotencyKey: string | undefined,
): Promise<BondOrder> {
  const { ledger, clock, db } = ctx.money;
  await ledger.transaction(async (tx) => {
    const op = await tx.begin({
      key: `bond_claim:${userId}:${idempotencyKey ?? randomUUID()}`,
      type: 'bond_claim',
      userId,
      params: { orderId },
    });
    if (op.replayed) return;
    const bond = await findBond(tx.q, orderId, userId, true);
    if (!bond) throw new AppError('bondOrderNotFound');
    const claimable = bond.vested - bond.claimed;
    if (claimable === 0n) throw new AppError('bondNothingToClaim');
    await tx.post(op.id, [
      { account: userAccount(userId, 'X', 'bond_vested'), amount: -claimable },
      { account: userAccount(userId, 'X', 'available'), amount: claimable },
    ]);
    await claimVested(tx.q, orderId);
    await tx.finish(op.id, { amount: claimable.toString() });
  });
  const bond = await findBond(db, orderId, userId);
  if (!bond) throw new AppError('bondOrderNotFound');
  return bondView(ctx, bond, clock.now());
}
