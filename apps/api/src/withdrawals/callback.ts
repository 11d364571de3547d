import type { Hash, Log } from 'viem';
import { decodeClaims, placesInReceipt } from '../chain/events';
import { confirmationsOf, successfulReceipt } from '../deposits/callback';
import { AppError } from '../errors';
import type { MoneyContext } from '../ledger/context';
import { findWithdrawal, setWithdrawalTx } from './repository';
import { settleClaim } from './settle';
import { type WithdrawalView, withdrawalView } from './view';

export interface WithdrawCallbackResult {
  withdrawal: WithdrawalView;
  /** 'confirming': the claim is valid but not yet DEPOSIT_CONFIRMATIONS deep. */
  status: 'completed' | 'confirming';
  confirmations: number;
  requiredConfirmations: number;
}

/**
 * POST /withdraw/callback: the user redeemed the voucher with Vault.claim. The receipt must
 * hold the Vault's Claimed event for this withdrawal's user and nonce; it completes the
 * withdrawal once, whichever of this callback and the watcher sees it first.
 */
export async function withdrawCallback(
  ctx: MoneyContext,
  userId: string,
  body: { id: string; txHash: Hash },
): Promise<WithdrawCallbackResult> {
  const required = ctx.settings.depositConfirmations;
  const answer = async (status: 'completed' | 'confirming', confirmations: number) => {
    const w = await findWithdrawal(ctx.db, body.id, userId);
    if (!w) throw new AppError('withdrawalNotFound');
    return {
      withdrawal: withdrawalView(ctx.book, ctx.chainId, w),
      status,
      confirmations,
      requiredConfirmations: required,
    };
  };

  const w = await findWithdrawal(ctx.db, body.id, userId);
  if (!w) throw new AppError('withdrawalNotFound');
  if (w.status === 'completed') return answer('completed', required);
  if (w.status === 'refunded') throw new AppError('withdrawalRefunded');

  const receipt = await successfulReceipt(ctx, body.txHash);
  const logs = receipt.logs as Log<bigint, number, false>[];
  const claim = decodeClaims(ctx.book, ctx.chainId, logs, placesInReceipt(logs)).find(
    (c) => c.user.toLowerCase() === w.recipient && c.nonce === BigInt(w.id),
  );
  if (!claim) throw new AppError('claimNotFound');

  const confirmations = await confirmationsOf(ctx, receipt.blockNumber);
  if (confirmations < required) {
    await setWithdrawalTx(ctx.db, w.id, body.txHash);
    ctx.changes.usersChanged([userId]); // the pending withdrawal now has its claim's tx
    return answer('confirming', confirmations);
  }
  // The watcher found the booked history rewritten: this receipt may be the forked one's, and
  // a voucher completed here might still be unredeemed (and expire) on the history that stands.
  if (ctx.chainStatus.reorg) throw new AppError('chainReorg');
  await ctx.ledger.transaction((tx) => settleClaim(tx, claim));
  const after = await answer('completed', Math.max(confirmations, required));
  // A claim the ledger could not match leaves the withdrawal pending: say so, not 'completed'.
  if (after.withdrawal.status !== 'completed') throw new AppError('claimNotFound');
  return after;
}
