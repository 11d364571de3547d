import { randomUUID } from 'node:crypto';
import type { FlowBond } from '@xbond/shared/api/flowbond';
import type { LiquidityBondContext } from '../bonds/context';
import { AppError } from '../errors';
import { userAccount } from '../ledger/accounts';
import { claimReleased, findFlowBond } from './bonds';
import { flowBondView } from './view';

/**
 * POST /flowbond/claim: the bond's released, unclaimed LP and X -> available, one keyed
 * operation under the bond's lock (also after a redemption: what was released stays the
 * user's). Nothing released since the last claim is `bondNothingToClaim`.
 */
export async function claimFlowBond(
  ctx: LiquidityBondContext,
  userId: string,
  orderId: string,
  idempotencyKey: string | undefined,
): Promise<FlowBond> {
  const { ledger, clock, db } = ctx.money;
  await ledger.transaction(async (tx) => {
    const op = await tx.begin({
      key: `flowbond_claim:${userId}:${idempotencyKey ?? randomUUID()}`,
      type: 'flowbond_claim',
      userId,
      params: { orderId },
    });
    if (op.replayed) return;
    const bond = await findFlowBond(tx.q, orderId, userId, true);
    if (!bond) throw new AppError('bondOrderNotFound');
    const lp = bond.principalReleased - bond.principalClaimed;
    const x = bond.interestReleased - bond.interestClaimed;
    if (lp === 0n && x === 0n) throw new AppError('bondNothingToClaim');
    await tx.post(op.id, [
      { account: userAccount(userId, 'LP', 'flowbond_released'), amount: -lp },
      { account: userAccount(userId, 'LP', 'available'), amount: lp },
      { account: userAccount(userId, 'X', 'flowbond_released'), amount: -x },
      { account: userAccount(userId, 'X', 'available'), amount: x },
    ]);
    await claimReleased(tx.q, orderId);
    await tx.finish(op.id, { lp: lp.toString(), x: x.toString() });
  });
  const bond = await findFlowBond(db, orderId, userId);
  if (!bond) throw new AppError('bondOrderNotFound');
  return flowBondView(ctx, bond, clock.now());
}
