import { randomUUID } from 'node:crypto';
import type { FlowBond } from '@xbond/shared/api/flowbond';
import type { LiquidityBondContext } from '../bonds/context';
import { AppError } from '../errors';
import { systemAccount, userAccount } from '../ledger/accounts';
import { findFlowBond, markRedeemed } from './bonds';
import { redemptionOf } from './terms';
import { flowBondView } from './view';

/**
 * POST /flowbond/redeem, the forced redemption (business-rules 7): the unreleased LP comes back
 * to available less the penalty, which goes to the treasury with the unreleased X (the
 * interest stops). Exactly the figures the order's `redemption` showed, unless an epoch
 * released more in between (then the penalty is smaller). Once per bond: a redeemed bond is
 * `flowbondRedeemed`, a fully released one `flowbondEnded`.
 */
export async function redeemFlowBond(
  ctx: LiquidityBondContext,
  userId: string,
  orderId: string,
  idempotencyKey: string | undefined,
): Promise<FlowBond> {
  const { ledger, clock, db } = ctx.money;
  await ledger.transaction(async (tx) => {
    const op = await tx.begin({
      key: `flowbond_redeem:${userId}:${idempotencyKey ?? randomUUID()}`,
      type: 'flowbond_redeem',
      userId,
      params: { orderId },
    });
    if (op.replayed) return;
    const bond = await findFlowBond(tx.q, orderId, userId, true);
    if (!bond) throw new AppError('bondOrderNotFound');
    if (bond.status === 'redeemed') throw new AppError('flowbondRedeemed');
    if (bond.status === 'completed') throw new AppError('flowbondEnded');
    const r = redemptionOf(bond, ctx.settings.penaltyBps);
    await tx.post(op.id, [
      { account: userAccount(userId, 'LP', 'flowbond_locked'), amount: -r.principalLeft },
      { account: userAccount(userId, 'LP', 'available'), amount: r.returned },
      { account: systemAccount('treasury', 'LP'), amount: r.penalty },
      { account: userAccount(userId, 'X', 'flowbond_locked'), amount: -r.interestForfeited },
      { account: systemAccount('treasury', 'X'), amount: r.interestForfeited },
    ]);
    await markRedeemed(tx.q, orderId, { ...r, at: clock.now(), operationId: op.id });
    await tx.finish(op.id, {
      returned: r.returned.toString(),
      penalty: r.penalty.toString(),
      interestForfeited: r.interestForfeited.toString(),
    });
  });
  const bond = await findFlowBond(db, orderId, userId);
  if (!bond) throw new AppError('bondOrderNotFound');
  return flowBondView(ctx, bond, clock.now());
}
