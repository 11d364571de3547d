import { AppError } from '../errors';
import { userAccount } from '../ledger/accounts';
import { move } from '../ledger/keyed';
import { liquidityBondAction } from './action';
import { claimReleased } from './bonds';

/**
 * POST /flowbond/claim: the bond's released, unclaimed LP and X -> available, one keyed
 * operation under the bond's lock (also after a redemption: what was released stays the
 * user's). Nothing released since the last claim is `bondNothingToClaim`.
 */
export const claimFlowBond = liquidityBondAction(
  'flowbond_claim',
  async (_ctx, tx, operationId, b) => {
    const lp = b.principalReleased - b.principalClaimed;
    const x = b.interestReleased - b.interestClaimed;
    if (lp === 0n && x === 0n) throw new AppError('bondNothingToClaim');
    const payOut = (asset: 'LP' | 'X', amount: bigint) =>
      move(userAccount(b.userId, asset, 'flowbond_payout'), userAccount(b.userId, asset), amount);
    await tx.post(operationId, [...payOut('LP', lp), ...payOut('X', x)]);
    await claimReleased(tx.q, b.id);
    return { lp: lp.toString(), x: x.toString() };
  },
);
