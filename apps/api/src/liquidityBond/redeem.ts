import { AppError } from '../errors';
import { systemAccount, userAccount } from '../ledger/accounts';
import { liquidityBondAction } from './action';
import { markRedeemed } from './bonds';
import { redemptionOf } from './terms';

/**
 * POST /flowbond/redeem, the forced redemption (docs/bonds.md): the unreleased LP comes back
 * to available less the penalty, which goes to the treasury with the unreleased X (the
 * interest stops). Exactly the figures the order's `redemption` showed, unless an epoch
 * released more in between (then the penalty is smaller). Once per bond: a redeemed bond is
 * `flowbondRedeemed`, a fully released one `flowbondEnded`.
 */
export const redeemFlowBond = liquidityBondAction(
  'flowbond_redeem',
  async (ctx, tx, operationId, b) => {
    if (b.status === 'redeemed') throw new AppError('flowbondRedeemed');
    if (b.status === 'completed') throw new AppError('flowbondEnded');
    // The penalty in force when the bond was bought: a later change never reaches it.
    const r = redemptionOf(b, ctx.settingsAt(b.orderTime).penaltyBps);
    await tx.post(operationId, [
      { account: userAccount(b.userId, 'LP', 'flowbond_payout'), amount: -r.principalLeft },
      { account: userAccount(b.userId, 'LP', 'available'), amount: r.returned },
      { account: systemAccount('treasury', 'LP'), amount: r.penalty },
      { account: userAccount(b.userId, 'X', 'flowbond_payout'), amount: -r.interestForfeited },
      { account: systemAccount('treasury', 'X'), amount: r.interestForfeited },
    ]);
    await markRedeemed(tx.q, b.id, { ...r, at: ctx.money.clock.now(), operationId });
    return {
      returned: r.returned.toString(),
      penalty: r.penalty.toString(),
      interestForfeited: r.interestForfeited.toString(),
    };
  },
);
