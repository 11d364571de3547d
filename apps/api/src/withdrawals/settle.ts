import { linkEvent, recordEvent } from '../chain/chain-events';
import type { ClaimEvent } from '../chain/events';
import { externalAccount, systemAccount, userAccount } from '../ledger/accounts';
import type { MoneyContext } from '../ledger/context';
import type { LedgerTx } from '../ledger/ledger';
import { notify } from '../notices/write';
import {
  expiredWithdrawalIds,
  lockExpired,
  lockWithdrawalByVoucher,
  settleWithdrawal,
} from './repository';

export type ClaimOutcome =
  | { status: 'completed'; withdrawalId: string }
  /** The event was handled before (callback and watcher both see it). */
  | { status: 'duplicate' }
  /** A Claimed event for no pending withdrawal of ours: the Vault paid what the ledger did not. */
  | { status: 'unknown'; reason: string };

/**
 * A Claimed event completes its withdrawal once: pending_withdrawal pays the fee to the
 * treasury and the net amount to the outside world.
 */
export async function settleClaim(tx: LedgerTx, event: ClaimEvent): Promise<ClaimOutcome> {
  const recorded = await recordEvent(tx.q, event, 'withdrawal', null);
  if (!recorded.inserted) return { status: 'duplicate' };
  const eventId = recorded.event.id;
  const w = await lockWithdrawalByVoucher(tx.q, event.user, event.nonce);
  const reason = !w
    ? 'no withdrawal has this user and nonce'
    : w.token !== event.token.toLowerCase() || w.net !== event.amount
      ? 'token or amount differ from the voucher'
      : w.status !== 'pending'
        ? `the withdrawal is already ${w.status}`
        : null;
  if (!w || reason) {
    await tx.q.query(
      `UPDATE chain_events SET disposition = 'unknown', user_id = $2 WHERE id = $1`,
      [eventId, w?.userId ?? null],
    );
    return { status: 'unknown', reason: reason ?? 'unknown' };
  }
  const op = await tx.execute({
    key: `withdraw_complete:${w.id}`,
    type: 'withdraw_complete',
    userId: w.userId,
    params: { withdrawalId: w.id },
    result: { withdrawalId: w.id, eventId },
    postings: [
      { account: userAccount(w.userId, w.asset, 'pending_withdrawal'), amount: -w.amount },
      { account: systemAccount('treasury', w.asset), amount: w.fee },
      { account: externalAccount(w.asset), amount: w.net },
    ],
  });
  await settleWithdrawal(tx.q, w.id, {
    status: 'completed',
    operationId: op.id,
    eventId,
    txHash: event.txHash,
  });
  await tx.setStatus(w.operationId, 'completed');
  await linkEvent(tx.q, eventId, op.id);
  await tx.q.query('UPDATE chain_events SET user_id = $2 WHERE id = $1', [eventId, w.userId]);
  return { status: 'completed', withdrawalId: w.id };
}

/**
 * Refunds, once each, the pending withdrawals whose voucher deadline is before `chainTime`:
 * the watcher's cursor block time, so every block that could still hold a claim has been read.
 * The whole amount, fee included, returns to available.
 */
export async function refundExpired(
  ctx: Pick<MoneyContext, 'db' | 'ledger' | 'clock'>,
  chainTime: bigint,
): Promise<string[]> {
  const refunded: string[] = [];
  for (const id of await expiredWithdrawalIds(ctx.db, chainTime)) {
    const done = await ctx.ledger.transaction(async (tx) => {
      const w = await lockExpired(tx.q, id, chainTime);
      if (!w) return false;
      const op = await tx.execute({
        key: `withdraw_refund:${w.id}`,
        type: 'withdraw_refund',
        userId: w.userId,
        params: { withdrawalId: w.id },
        result: { withdrawalId: w.id },
        postings: [
          { account: userAccount(w.userId, w.asset, 'pending_withdrawal'), amount: -w.amount },
          { account: userAccount(w.userId, w.asset, 'available'), amount: w.amount },
        ],
      });
      await settleWithdrawal(tx.q, w.id, { status: 'refunded', operationId: op.id });
      await tx.setStatus(w.operationId, 'refunded');
      await notify(tx.q, {
        userId: w.userId,
        kind: 'voucher_refunded',
        params: { withdrawalId: w.id, asset: w.asset, amount: w.amount.toString() },
        key: `voucher_refunded:${w.id}`,
        at: ctx.clock.now(),
      });
      return true;
    });
    if (done) refunded.push(id);
  }
  return refunded;
}
